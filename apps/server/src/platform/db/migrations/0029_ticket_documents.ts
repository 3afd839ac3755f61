import type { Kysely } from 'kysely';

/**
 * Ticket messages carry an attached offer and invoice (spec 3 §3 ticket message: id_offerta_allegata,
 * id_fattura_allegata with the invoice's number, series and year): the opening message of an urgent
 * ticket its surcharge invoice, a reply the offer or invoice its author names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticket_messages')
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_messages').dropColumn('invoice_id').dropColumn('offer_id').execute();
}
