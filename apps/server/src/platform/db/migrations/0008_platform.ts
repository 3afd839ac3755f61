import { sql, type Kysely } from 'kysely';

/**
 * The platform under the commercial core (issue 8): who changed what, and the operators' role.
 * - audit_log: one row per state-changing use case, with the actor, the company acted on and
 *   the state before and after; never updated, kept for the provider's records.
 * - users.staff_role replaces is_staff: operators act on customers with a role ('admin' for
 *   now; 'support' is the next one), everybody else has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    // Null for the system (jobs, the ops command) and for calls made before signing in.
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_role', 'text')
    .addColumn('company_id', 'integer', (c) => c.references('aziende.id').onDelete('set null'))
    .addColumn('subject', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_log_company_at_idx').on('audit_log').columns(['company_id', 'at desc']).execute();
  await db.schema.createIndex('audit_log_actor_at_idx').on('audit_log').columns(['actor_user_id', 'at desc']).execute();
  await db.schema.createIndex('audit_log_request_idx').on('audit_log').column('request_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('staff_role', 'text', (c) => c.check(sql`staff_role in ('admin', 'support')`))
    .execute();
  await sql`update users set staff_role = 'admin' where is_staff`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_staff').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update users set is_staff = staff_role is not null`.execute(db);
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
  await db.schema.dropTable('audit_log').execute();
}
