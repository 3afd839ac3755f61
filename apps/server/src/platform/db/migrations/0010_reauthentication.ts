import { sql, type Kysely } from 'kysely';

/**
 * Re-authentication and confirmed address changes (issue 9, items 4 and 5): a session opened by the
 * forgotten-password link may set a new password without the current one until `password_reset_until`;
 * an `email_change` token carries the new address it confirms, which waits there until its link is
 * opened in the user's session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('password_reset_until', 'timestamptz').execute();
  await db.schema.alterTable('email_tokens').addColumn('email', 'text').execute();
  await db.schema.alterTable('email_tokens').dropConstraint('email_tokens_purpose_check').execute();
  await db.schema
    .alterTable('email_tokens')
    .addCheckConstraint(
      'email_tokens_purpose_check',
      sql`purpose in ('confirm', 'signin') and email is null or purpose = 'email_change' and email is not null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_tokens where purpose = 'email_change'`.execute(db);
  await db.schema.alterTable('email_tokens').dropConstraint('email_tokens_purpose_check').execute();
  await db.schema
    .alterTable('email_tokens')
    .addCheckConstraint('email_tokens_purpose_check', sql`purpose in ('confirm', 'signin')`)
    .execute();
  await db.schema.alterTable('email_tokens').dropColumn('email').execute();
  await db.schema.alterTable('sessions').dropColumn('password_reset_until').execute();
}
