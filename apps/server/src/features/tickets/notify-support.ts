import { queueMail } from '../../platform/mail/mailer.ts';
import { mayNotifySupport } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import type { SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { authorName } from './save-message.ts';

/**
 * Tells the operators that a customer opened a ticket or replied to one: a mail to the support
 * address (SUPPORT_NOTIFY_EMAIL, else the brand's), through the outbox in the same transaction.
 * An operator's own writing tells no one; past the company's notice budget the ticket still goes in
 * silently — the queue shows it waiting all the same. Answers whether a mail was queued.
 */
export async function notifySupport(
  tx: SessionContext,
  ticket: { id: number; company_id: number; titolo: string },
  opened: boolean,
): Promise<boolean> {
  if (tx.actor.is_staff) return false;
  const to = tx.config.supportNotifyEmail ?? (await resolveBrand(tx.db, tx.config.brand)).support_email;
  if (!to || !(await mayNotifySupport(tx.db, ticket.company_id, tx.now))) return false;
  const company = await tx.db
    .selectFrom('aziende')
    .select('ragione_sociale')
    .where('id', '=', ticket.company_id)
    .executeTakeFirstOrThrow();
  // The provider's staff read Italian, the portal's first language.
  await queueMail(
    tx,
    to,
    'it',
    {
      template: 'ticket_customer_activity',
      company: company.ragione_sociale ?? '',
      ticketId: ticket.id,
      titolo: ticket.titolo,
      author: authorName(tx.actor),
      opened,
    },
    tx.db,
  );
  return true;
}
