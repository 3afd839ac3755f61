import type { TicketMessage } from '@sportello/domain';
import type { Actor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { checkAttachmentQuota } from './attachment-quota.ts';
import type { CheckedAttachment } from './ticket-attachments.ts';
import { toMessage } from './tickets-store.ts';

export const authorName = (actor: Actor) =>
  [actor.user.firstname, actor.user.lastname].filter(Boolean).join(' ').trim() || actor.user.username;

/** A message and its attachments on a ticket, which then shows who wrote last and when. */
export async function saveMessage(
  db: Db,
  ticket: { id: number; company_id: number },
  actor: Actor,
  operatore: boolean,
  messaggio: string,
  files: readonly CheckedAttachment[],
  now: Date,
  avatarTemplate: string | undefined,
): Promise<TicketMessage> {
  const row = await db
    .insertInto('ticket_messages')
    .values({
      ticket_id: ticket.id,
      company_id: ticket.company_id,
      author_user_id: actor.user.id,
      author_name: authorName(actor),
      author_email: actor.user.email,
      operatore,
      messaggio,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (files.length > 0) await checkAttachmentQuota(db, ticket, files);
  const saved: { id: number; filename: string }[] = [];
  for (const file of files) {
    const attachment = await db
      .insertInto('ticket_attachments')
      .values({
        message_id: row.id,
        ticket_id: ticket.id,
        company_id: ticket.company_id,
        filename: file.filename,
        content_type: file.contentType,
        size: file.content.length,
        content: file.content,
      })
      .returning(['id', 'filename'])
      .executeTakeFirstOrThrow();
    saved.push(attachment);
  }
  await db
    .updateTable('tickets')
    .set({ last_message_at: now, last_from_operator: operatore })
    .where('id', '=', ticket.id)
    .execute();
  return toMessage(row, saved, { template: avatarTemplate });
}
