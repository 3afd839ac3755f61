import { sql, type Kysely } from 'kysely';
import { allLanguages } from './0012_localized_data.ts';

/**
 * Products and renewals (issue 10, part 2; spec 2 §3 product and product order, §4 renewal):
 * a company's orders (state 'concluso' opens the transfer forms), its products with their
 * renewal data, and the history of every renewal change (who, when, before, after, the name
 * given and the reason). days_to_expiration is computed from data_fine, never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('stato', 'text', (c) =>
      c.notNull().defaultTo('in attesa').check(sql`stato in ('in attesa', 'concluso', 'annullato')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('orders_company_id_id_idx').on('orders').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('codice', 'text', (c) => c.notNull())
    .addColumn('group_code', 'text', (c) => c.notNull())
    // { it, en, de, fr }, like the catalogue's names.
    .addColumn('nome', 'jsonb', (c) => c.notNull())
    // '' for products without a domain: a sort column must be NOT NULL (platform/db/paginate.ts).
    .addColumn('dominio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('durata', 'text', (c) => c.notNull().check(sql`durata in ('Annuale', 'Mensile', 'Una tantum')`))
    .addColumn('data_fine', 'date', (c) => c.notNull())
    // Days of trial (0: none); a trial's data_fine is the end of its free period.
    .addColumn('free_period', 'integer', (c) => c.notNull().defaultTo(0).check(sql`free_period >= 0`))
    // Days after data_fine in which a cancelled product may still be reactivated.
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(10).check(sql`grace_period >= 0`))
    .addColumn('stato_tecnico', 'text', (c) =>
      c.notNull().defaultTo('attivo').check(sql`stato_tecnico in ('attivo', 'attivare', 'sospeso', 'disattivo')`),
    )
    .addColumn('stato_amministrativo', 'text', (c) =>
      c.notNull().defaultTo('attivo').check(sql`stato_amministrativo in ('attivo', 'non rinnovare', 'scaduto')`),
    )
    // BBW customers: renewal invoiced automatically (true) or only on request (false).
    .addColumn('rinnovo_automatico', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('note_cliente', 'text', (c) => c.notNull().defaultTo('').check(sql`length(note_cliente) <= 1000`))
    // Renewal price, integer cents of `currency`.
    .addColumn('importo', 'integer', (c) => c.notNull().check(sql`importo >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
    .addColumn('qt', 'integer', (c) => c.notNull().defaultTo(1).check(sql`qt > 0`))
    .addColumn('nfr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_bw_upgrade', 'date')
    .addColumn('free_bw_upgrade', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bw_upgrade_price', 'integer', (c) => c.check(sql`bw_upgrade_price >= 0`))
    .addColumn('n_upgrades', 'integer', (c) => c.notNull().defaultTo(0).check(sql`n_upgrades >= 0`))
    // The unpaid renewal invoice ('Pagamenti arretrati'); the invoices area may replace it with a reference.
    .addColumn('pending_invoice_number', 'text')
    .addColumn('missing_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('missing_mail_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('registrazione_dominio', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ask_site_transfer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ask_mail_transfer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('products_nome_all_languages', allLanguages('nome'))
    .execute();
  // One index per sort key of GET /rest/products (company first, id as the tie-breaker).
  for (const column of ['data_fine', 'id', 'codice', 'dominio', 'importo']) {
    const columns = column === 'id' ? ['company_id', 'id'] : ['company_id', column, 'id'];
    await db.schema.createIndex(`products_company_id_${column}_idx`).on('products').columns(columns).execute();
  }
  await db.schema.createIndex('products_order_id_idx').on('products').column('order_id').execute();
  // The transfers list and the dashboard's new activations read few rows of a company.
  await db.schema
    .createIndex('products_company_id_missing_data_idx')
    .on('products')
    .columns(['company_id', 'id'])
    .where(sql.ref('missing_data'), '=', true)
    .execute();

  await db.schema
    .createTable('product_renewal_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('nominativo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('motivazione', 'text')
    .execute();
  await db.schema
    .createIndex('product_renewal_changes_product_id_at_idx')
    .on('product_renewal_changes')
    .columns(['product_id', 'at'])
    .execute();
  await db.schema
    .createIndex('product_renewal_changes_company_id_at_idx')
    .on('product_renewal_changes')
    .columns(['company_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_renewal_changes').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('orders').execute();
}
