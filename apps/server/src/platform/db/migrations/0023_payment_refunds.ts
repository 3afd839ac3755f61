import { sql, type Kysely } from 'kysely';

/**
 * Money a provider collected that Sportello does not apply (docs/decisions.md "Money collected for a
 * checkout that can no longer settle"): a late payment of a superseded checkout, a second payment of
 * an installment already settled, or a payment whose cashback or credit is no longer on the balance.
 * One row per provider event (the event is recorded once), so a replay never refunds twice; the
 * refund is asked of the provider after the settlement commits and its outcome kept here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('payment_transactions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('payment_ref', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('due'))
    .addColumn('refund_ref', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_refunds_event_key', ['provider', 'event_key'])
    .execute();
  // Housekeeping takes up refunds whose first attempt never ran (the process stopped after the commit).
  await db.schema
    .createIndex('payment_refunds_due_idx')
    .on('payment_refunds')
    .column('created_at')
    .where(sql.ref('status'), '=', 'due')
    .execute();
  await db.schema
    .createIndex('payment_refunds_transaction_idx')
    .on('payment_refunds')
    .column('transaction_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
}
