import { sql, type Kysely } from 'kysely';

/**
 * Alerts (spec 1 §3): the alerts themselves are derived from the company's data when asked; what a
 * user has read is kept here, one row per user, company and alert id (the primary key is the index
 * the user's alerts are read with). A row that is absent means unread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('alert_id', 'text', (c) => c.notNull().check(sql`length(alert_id) <= 64`))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_reads_pkey', ['user_id', 'company_id', 'alert_id'])
    .execute();
  // A company's deletion cascades here; housekeeping drops the marks older than a year.
  await db.schema.createIndex('alert_reads_company_idx').on('alert_reads').column('company_id').execute();
  await db.schema.createIndex('alert_reads_read_at_idx').on('alert_reads').column('read_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_reads').execute();
}
