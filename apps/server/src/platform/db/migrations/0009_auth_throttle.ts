import type { Kysely } from 'kysely';

/**
 * Budgets of failed checks of a secret (issue 9): per address, per account and per user's
 * authenticator, one row per key counted in a fixed window. Each attempt takes one in a single
 * upsert before the secret is checked, so attempts at the same moment cannot run more checks
 * than the budget holds; a right secret gives its attempt back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_throttle_reset_at_idx').on('auth_throttle').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttle').execute();
}
