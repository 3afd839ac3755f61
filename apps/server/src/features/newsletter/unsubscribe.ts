import { normalizeNewsletterAddress } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import { isUnsubscribeToken, removeSubscriber } from '../../modules/newsletter/index.ts';

/**
 * Takes an address off the newsletter for whoever holds the link mailed to it (its token);
 * 404 when it is not there. A link that is not the address's is refused before the list is
 * read, so the answer tells nothing of who is subscribed. The per-company marketing copies are
 * the users page's.
 */
export async function unsubscribe(ctx: UseCaseContext, mail: string, token: string): Promise<void> {
  if (!isUnsubscribeToken(ctx.digest, mail, token))
    throw new DomainError('forbidden', 'newsletter.invalid_link', { reason: 'invalid_link' });
  const address = normalizeNewsletterAddress(mail);
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await removeSubscriber(trx, address))) {
      throw new DomainError('not_found', 'newsletter.not_found', { params: { mail }, reason: 'not_subscribed' });
    }
    await writeAudit(trx, ctx.source, { action: 'newsletter.unsubscribed', companyId: null, subject: address });
  });
}
