import { sql, type Kysely } from 'kysely';

/**
 * One-time recovery codes of two-factor authentication (docs/decisions.md "Two-factor recovery
 * codes"): given at enrolment, each signs in once in place of the authenticator's code. Only the
 * server's keyed digest of a code is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('totp_recovery_codes_user_hash_idx')
    .on('totp_recovery_codes')
    .columns(['user_id', 'hash'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('totp_recovery_codes').execute();
}
