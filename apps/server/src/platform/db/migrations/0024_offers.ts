import { sql, type Kysely } from 'kysely';

/**
 * Offers of the quote wizard (spec 3 §3 offer/order): the company billed (id_azienda), the reseller
 * that prepared it for a customer (id_reseller), the state it was quoted from and the lines and
 * totals the engine computed from it with the price list of that day, so the offer keeps its prices.
 * An offer is open (inviata, sollecitata, stand_by), rejected with a §5 reason, or an order
 * (stato_offerta null, stato_ordine set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('reseller_id', 'integer', (c) => c.references('aziende.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('titolo_offerta', 'text', (c) => c.notNull())
    .addColumn('stato_offerta', 'text', (c) =>
      c.defaultTo('inviata').check(sql`stato_offerta in ('inviata', 'sollecitata', 'stand_by', 'rifiutata')`),
    )
    .addColumn('stato_ordine', 'text')
    .addColumn('motivazione_rifiuto', 'text', (c) =>
      c.check(sql`motivazione_rifiuto in ('prezzo', 'altro fornitore', 'tempistiche', 'non più necessario', 'altro')`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
    .addColumn('iva', 'numeric(5, 2)', (c) => c.notNull().check(sql`iva between 0 and 100`))
    .addColumn('gran_totale', 'integer', (c) => c.notNull().check(sql`gran_totale >= 0`))
    .addColumn('gran_totale_ivato', 'integer', (c) => c.notNull().check(sql`gran_totale_ivato >= 0`))
    .addColumn('free_period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('testing_mode', 'text', (c) => c.check(sql`testing_mode in ('rinnova', 'disdici')`))
    .addColumn('tecnologie', 'jsonb')
    .addColumn('provision_location', 'text')
    .addColumn('provision_backup_location', 'text')
    .addColumn('note', 'text')
    .addColumn('action', 'text')
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('prodotti', 'jsonb', (c) => c.notNull())
    .addColumn('totals', 'jsonb', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // An order has no offer state, an open or rejected offer no order state (spec 3 §2 offers).
    .addCheckConstraint('offers_offer_or_order', sql`(stato_offerta is null) <> (stato_ordine is null)`)
    .addCheckConstraint(
      'offers_rejected_with_reason',
      sql`(stato_offerta = 'rifiutata') = (motivazione_rifiuto is not null)`,
    )
    .execute();
  // The offers list of the company billed and of the reseller that prepared them, newest first.
  await db.schema
    .createIndex('offers_company_created_idx')
    .on('offers')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('offers_reseller_created_idx')
    .on('offers')
    .columns(['reseller_id', 'created_at', 'id'])
    .where(sql.ref('reseller_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
