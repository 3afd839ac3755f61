import type { Kysely } from 'kysely';

/**
 * Mails with files (an offer's PDF, spec 3 §5 mailcustomer/mailme): the outbox keeps each file with
 * the mail it leaves with — name, type and content (base64) — so the sender needs nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachments', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
