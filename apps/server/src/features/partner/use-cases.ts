import type { PartnerRequest } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { partnerNotice } from './partner-notice.ts';
import { createPartnerRequest } from './partner-store.ts';

/** Spec 3 'Diventa partner': one pending request per company; the sales address gets a notice. */
export async function askToBecomePartner(ctx: CompanyContext, request: PartnerRequest): Promise<void> {
  const { actor } = ctx;
  const brand = await resolveBrand(ctx.db, ctx.config.brand);
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await createPartnerRequest(trx, actor.company.id, actor.user.id, request))) {
      throw new DomainError('conflict', 'partner.already_requested', { reason: 'already_requested' });
    }
    if (brand.sales_email) {
      await chargeMail(trx, actor, ctx.now);
      await enqueueMail(
        trx,
        partnerNotice({ to: brand.sales_email, company: actor.company, user: actor.user, request }),
      );
    }
    await writeAudit(trx, ctx.source, { action: 'partner.requested', after: request });
  });
}
