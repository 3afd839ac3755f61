import type { Language } from '@sportello/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MailAttachment, OutboxTable } from '../db/schema.ts';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it (for the mailbox and the log). */
  template: string;
  language: Language;
  /** Files the mail leaves with (an offer's PDF). */
  attachments?: readonly MailAttachment[] | undefined;
}

/**
 * Writes a mail to the outbox, due at once. Call it with the transaction that
 * makes the change the mail tells about, so both happen or neither does.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      template: mail.template,
      language: mail.language,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      created_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due mails for one sender: rows another sender holds are
 * skipped (FOR UPDATE SKIP LOCKED), and each taken row is leased until
 * `now + leaseMs`, so no other process sends it meanwhile — and if this one
 * dies while sending, the row becomes due again when the lease ends.
 */
export async function claimDueMail(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + leaseMs) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markMailSent(db: Db, id: number, messageId: string | null, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now, next_attempt_at: null, last_error: null, message_id: messageId })
    .where('id', '=', id)
    .execute();
}

/** Gives back rows taken but not tried: due at `now`, their attempt not counted. */
export async function releaseMail(db: Db, ids: number[], now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), next_attempt_at: now }))
    .where('id', 'in', ids)
    .execute();
}

/** nextAttemptAt null: no more tries. */
export async function markMailFailed(db: Db, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, 1000), next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

export async function latestMail(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Mails are kept 90 days, then only the log remembers them. */
export const OUTBOX_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

export async function deleteOldMail(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('created_at', '<', new Date(now.getTime() - OUTBOX_KEEP_MS))
    .execute();
}
