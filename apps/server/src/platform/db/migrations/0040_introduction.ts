import { sql, type Kysely } from 'kysely';

/**
 * Introduction and yearly survey (spec 2 §3): one record per partner company, and the company's
 * logo (with its 64 px preview) and brochure, kept in the database like ticket attachments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_introductions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('aziende.id').onDelete('cascade'))
    .addColumn('presentazione', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receive_opportunity', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('categoria_prospect', 'text')
    .addColumn('dipendenti', 'text')
    .addColumn('anni_attivita', 'text')
    .addColumn('fatturato', 'text')
    .addColumn('clienti', 'text')
    .addColumn('dimensione_clienti', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('associazioni', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('preferenza_fatturazione', 'text')
    .addColumn('admin_pros', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_cons', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_feature_request', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('company_files')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('logo', 'brochure')`))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('preview', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_files_pkey', ['company_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_files').execute();
  await db.schema.dropTable('company_introductions').execute();
}
