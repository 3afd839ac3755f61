import { sql, type Kysely } from 'kysely';

/**
 * Identity (issue 3, part A): the mail outbox, one-time e-mail tokens
 * (address confirmation, sign-in links), authenticator secrets, the
 * affiliation token of resellers and the prospect source of new companies,
 * and the newsletter list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('it', 'en', 'de', 'fr')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // When the sender may take it next (also its lease while a sender holds it); null: no more tries.
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
  await db.schema.createIndex('outbox_created_at_idx').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('confirm', 'signin')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_tokens_user_id_idx').on('email_tokens').column('user_id').execute();
  await db.schema.createIndex('email_tokens_expires_at_idx').on('email_tokens').column('expires_at').execute();

  await db.schema
    .alterTable('users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_counter', 'integer')
    .execute();

  await db.schema
    .alterTable('aziende')
    .addColumn('affiliation_token', 'text')
    .addColumn('prospect_source', 'text')
    .execute();
  await db.schema
    .createIndex('aziende_affiliation_token_key')
    .on('aziende')
    .column('affiliation_token')
    .unique()
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    // Stored lower case: one row per address.
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('it').check(sql`language in ('it', 'en', 'de', 'fr')`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropIndex('aziende_affiliation_token_key').execute();
  await db.schema.alterTable('aziende').dropColumn('prospect_source').dropColumn('affiliation_token').execute();
  await db.schema.alterTable('users').dropColumn('totp_last_counter').dropColumn('totp_secret').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.dropTable('outbox').execute();
}
