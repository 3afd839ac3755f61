import type { Kysely } from 'kysely';

/**
 * The invoice of an urgent ticket's surcharge (spec 3 §6 'An urgent ticket is billed unless the
 * customer is premium'): issued in the ticket's transaction. Unique, so a ticket is billed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('urgent_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null').unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('urgent_invoice_id').execute();
}
