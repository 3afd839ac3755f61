import { sql, type Kysely } from 'kysely';

/**
 * Offers become orders (spec 3 §2 confirm_offer, §4): confirming an offer issues its invoice
 * (purpose 'offer'), kept on the offer so a second confirmation pays the same invoice; once the
 * invoice is paid, the settlement turns the offer into its order (offers.order_id, 0024).
 * One invoice per offer: the unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropConstraint('invoices_purpose_check').execute();
  await db.schema
    .alterTable('invoices')
    .addCheckConstraint('invoices_purpose_check', sql`purpose in ('standard', 'renewal', 'upgrade', 'offer')`)
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('invoice_id', 'integer', (c) => c.unique().references('invoices.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('invoice_id').execute();
  await sql`delete from invoices where purpose = 'offer'`.execute(db);
  await db.schema.alterTable('invoices').dropConstraint('invoices_purpose_check').execute();
  await db.schema
    .alterTable('invoices')
    .addCheckConstraint('invoices_purpose_check', sql`purpose in ('standard', 'renewal', 'upgrade')`)
    .execute();
}
