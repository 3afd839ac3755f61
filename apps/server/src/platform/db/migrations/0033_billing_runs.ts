import { sql, type Kysely } from 'kysely';

/**
 * The daily billing run (docs/decisions.md "The daily billing run"): each run as of a day, and each
 * thing a run did, once per key. A renewal of a product's period, a reminder of an installment, a
 * suspension, a trial's end… each has a unique key: two runs at once, or the same day run twice,
 * find the key taken (insert … on conflict do nothing) and do nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('failures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex('billing_runs_as_of_idx').on('billing_runs').columns(['as_of', 'id']).execute();
  await db.schema
    .createTable('billing_actions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('run_id', 'integer', (c) => c.notNull().references('billing_runs.id'))
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id'))
    .addColumn('product_id', 'integer')
    .addColumn('invoice_id', 'integer')
    .addColumn('installment_id', 'integer')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_actions_as_of_idx').on('billing_actions').columns(['as_of', 'id']).execute();
  await db.schema
    .createIndex('billing_actions_product_idx')
    .on('billing_actions')
    .columns(['product_id', 'kind'])
    .where(sql.ref('product_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('billing_actions_company_idx')
    .on('billing_actions')
    .columns(['company_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index installments_unpaid_data_idx`.execute(db);
  await sql`drop index products_pending_invoice_idx`.execute(db);
  await sql`drop index products_renewing_data_fine_idx`.execute(db);
  await db.schema.dropTable('billing_actions').execute();
  await db.schema.dropTable('billing_runs').execute();
}
