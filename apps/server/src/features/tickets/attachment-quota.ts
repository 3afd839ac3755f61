import { sql } from 'kysely';
import { TICKET_LIMITS } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import type { CheckedAttachment } from './ticket-attachments.ts';

/**
 * Attachments live in the database: one ticket holds at most 20 MB of them and one company 500 MB.
 * The company's row is locked, so two messages at once cannot both pass the last megabytes.
 */
export async function checkAttachmentQuota(
  db: Db,
  ticket: { id: number; company_id: number },
  files: readonly CheckedAttachment[],
): Promise<void> {
  await db.selectFrom('aziende').select('id').where('id', '=', ticket.company_id).forUpdate().execute();
  const adding = files.reduce((sum, f) => sum + f.content.length, 0);
  const used = await db
    .selectFrom('ticket_attachments')
    .select([
      sql<string>`coalesce(sum(size), 0)`.as('company'),
      sql<string>`coalesce(sum(size) filter (where ticket_id = ${ticket.id}), 0)`.as('ticket'),
    ])
    .where('company_id', '=', ticket.company_id)
    .executeTakeFirstOrThrow();
  if (Number(used.ticket) + adding > TICKET_LIMITS.ticketAttachmentBytes)
    throw new DomainError('too_large', 'tickets.ticket_attachments_full', { reason: 'ticket_attachments_full' });
  if (Number(used.company) + adding > TICKET_LIMITS.companyAttachmentBytes)
    throw new DomainError('too_large', 'tickets.company_attachments_full', { reason: 'company_attachments_full' });
}
