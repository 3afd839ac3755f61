import { sql, type Kysely } from 'kysely';

/**
 * The billing ledger (issue 11; spec 2 §2 invoices, §3 invoice, payment/installment, §4 payment,
 * §9): invoices and credit notes with their rows (VAT per row), the installments that are the
 * payments due, payment transactions through a provider, the providers' events (one row per
 * event key: a replayed callback finds its row and changes nothing), and credit/cashback
 * movements. Money is integer cents of the row's currency. An invoice's totals are the sums of
 * its rows: the ledger writes them together (modules/ledger) and a test checks every invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const currency = sql`currency in ('EUR', 'CHF')`;

  // Numbers of the invoices Sportello issues (renewals, upgrades): one sequence for every process.
  await sql`create sequence invoice_nr_seq start with 1001`.execute(db);

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('fatturante_id', 'integer', (c) => c.references('fatturanti.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('fattura').check(sql`type in ('fattura', 'nota_credito')`))
    .addColumn('nr', 'text', (c) => c.notNull())
    .addColumn('data', 'date', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(currency))
    .addColumn('imponibile', 'integer', (c) => c.notNull())
    .addColumn('vatamount', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // How it is paid (the company's payment mode when issued) and the payment terms printed on it.
    .addColumn('paymethod', 'text', (c) => c.notNull().defaultTo(''))
    // The customer's billing data as on the day of issue (the PDF prints these, not today's).
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    // 'renewal' and 'upgrade' invoices change products once paid (their rows say which).
    .addColumn('purpose', 'text', (c) =>
      c.notNull().defaultTo('standard').check(sql`purpose in ('standard', 'renewal', 'upgrade')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // Numbers are the issuer's: unique per billing entity.
    .addUniqueConstraint('invoices_fatturante_id_nr_key', ['fatturante_id', 'nr'])
    .addCheckConstraint('invoices_total_is_net_plus_vat', sql`amount = imponibile + vatamount`)
    // A credit note's amounts are negative, an invoice's not.
    .addCheckConstraint(
      'invoices_sign',
      sql`(type = 'fattura' and imponibile >= 0 and vatamount >= 0) or (type = 'nota_credito' and imponibile <= 0 and vatamount <= 0)`,
    )
    .execute();
  for (const column of ['data', 'nr', 'amount']) {
    await db.schema
      .createIndex(`invoices_company_id_${column}_idx`)
      .on('invoices')
      .columns(['company_id', column, 'id'])
      .execute();
  }
  await db.schema.createIndex('invoices_company_id_id_idx').on('invoices').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('invoice_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().check(sql`length(description) <= 1000`))
    .addColumn('qt', 'integer', (c) => c.notNull().check(sql`qt <> 0`))
    // Unit price in cents; a credit note's are negative.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', sql`numeric(5,2)`, (c) =>
      c.notNull().defaultTo(0).check(sql`discount >= 0 and discount <= 100`),
    )
    .addColumn('vat', sql`numeric(5,2)`, (c) => c.notNull().check(sql`vat >= 0 and vat <= 100`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('vatamount', 'integer', (c) => c.notNull())
    // A renewal row extends this product's data_fine to renew_until once the invoice is paid.
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('renew_until', 'date')
    // An upgrade row moves its product to this catalogue product (code and period) once paid.
    .addColumn('upgrade_to', 'integer', (c) => c.references('catalogue_products.id').onDelete('set null'))
    .addUniqueConstraint('invoice_rows_invoice_id_position_key', ['invoice_id', 'position'])
    .execute();
  await db.schema.createIndex('invoice_rows_product_id_idx').on('invoice_rows').column('product_id').execute();

  await db.schema
    .createTable('installments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descrizione', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(currency))
    // Due date.
    .addColumn('data', 'date', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('installments_invoice_id_idx')
    .on('installments')
    .columns(['invoice_id', 'data'])
    .execute();
  for (const column of ['data', 'amount']) {
    await db.schema
      .createIndex(`installments_company_id_${column}_idx`)
      .on('installments')
      .columns(['company_id', column, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('installments_company_id_id_idx')
    .on('installments')
    .columns(['company_id', 'id'])
    .execute();
  // The dashboard's payments due: few pending rows of a company, by due date.
  await db.schema
    .createIndex('installments_company_id_pending_idx')
    .on('installments')
    .columns(['company_id', 'data', 'id'])
    .where(sql.ref('paid_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('payment_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('installment_id', 'integer', (c) => c.notNull().references('installments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    // What the provider charges, and the cashback and credit spent beside it; together the installment's amount.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('cashback_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`cashback_amount >= 0`))
    // The company's credit spent automatically when it has use_credit on.
    .addColumn('credit_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit_amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(currency))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'cancelled', 'refused', 'error')`),
    )
    // The unguessable handle of the checkout (the sandbox page, the return); the provider's own id.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text')
    // Where order_result links back to (spec 2 §2: catalog, products or dashboard).
    .addColumn('ref', 'text')
    .addColumn('enable_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  // Two pay requests for one installment make one transaction: at most one pending at a time.
  await db.schema
    .createIndex('payment_transactions_one_pending_idx')
    .on('payment_transactions')
    .column('installment_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('payment_transactions_company_id_id_idx')
    .on('payment_transactions')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_installment_id_idx')
    .on('payment_transactions')
    .column('installment_id')
    .execute();
  await db.schema
    .createIndex('payment_transactions_provider_ref_idx')
    .on('payment_transactions')
    .columns(['provider', 'provider_ref'])
    .unique()
    .where(sql.ref('provider_ref'), 'is not', null)
    .execute();

  await db.schema
    .createTable('provider_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of the event: the same event twice finds this row and changes nothing.
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.references('payment_transactions.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('provider_events_provider_event_key_key', ['provider', 'event_key'])
    .execute();
  await db.schema
    .createIndex('provider_events_transaction_id_idx')
    .on('provider_events')
    .column('transaction_id')
    .execute();

  await db.schema
    .createTable('credit_movements')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('cashback', 'credito')`))
    // Signed cents: credit earned is positive, credit spent negative.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(currency))
    .addColumn('descrizione', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transaction_id', 'integer', (c) => c.references('payment_transactions.id').onDelete('set null'))
    .addColumn('data', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('credit_movements_company_id_tipo_idx')
    .on('credit_movements')
    .columns(['company_id', 'tipo', 'id'])
    .execute();
  // A transaction spends its cashback once.
  await db.schema
    .createIndex('credit_movements_transaction_id_idx')
    .on('credit_movements')
    .columns(['transaction_id', 'tipo'])
    .unique()
    .where(sql.ref('transaction_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'credit_movements',
    'provider_events',
    'payment_transactions',
    'installments',
    'invoice_rows',
    'invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence invoice_nr_seq`.execute(db);
}
