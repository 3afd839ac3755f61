import { sql, type Kysely } from 'kysely';

/**
 * The account area (issue 4, part 1): the profile's personal data on users,
 * an authenticator secret waiting for its first code on the session that
 * asked for it, and each user's sign-in history.
 */
const PROFILE_COLUMNS = ['title', 'street', 'postalcode', 'city', 'province', 'country', 'phone', 'mobile'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of PROFILE_COLUMNS) await db.schema.alterTable('users').addColumn(column, 'text').execute();

  // Sealed like users.totp_secret; it moves there once a code proves the app has it.
  await db.schema.alterTable('sessions').addColumn('totp_pending', 'text').execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('login_history_user_id_at_idx')
    .on('login_history')
    .columns(['user_id', 'at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_history').execute();
  await db.schema.alterTable('sessions').dropColumn('totp_pending').execute();
  for (const column of PROFILE_COLUMNS) await db.schema.alterTable('users').dropColumn(column).execute();
}
