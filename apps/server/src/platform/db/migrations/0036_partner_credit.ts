import { sql, type Kysely } from 'kysely';

/**
 * Partner credit (spec 2 §2 'Conto', §3, §4, §5; DESIGN §5): the contract's percentages, the
 * least collectable commission, the cashback months and their end, the IBAN of the last request
 * on the reseller; credit movements of every kind, each earning once per (invoice, reseller, kind);
 * the commission and co-marketing requests with their files (kept in the database, never under a
 * public path), waiting for the operator console's decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const percentage = (column: string) => sql`${sql.ref(column)} between 0 and 100`;
  await db.schema
    .alterTable('aziende')
    .addColumn('referral_percentage', 'numeric(5, 2)', (c) =>
      c.notNull().defaultTo(10).check(percentage('referral_percentage')),
    )
    .addColumn('comarketing_percentage', 'numeric(5, 2)', (c) =>
      c.notNull().defaultTo(5).check(percentage('comarketing_percentage')),
    )
    .addColumn('cashback_percentage', 'numeric(5, 2)', (c) =>
      c.notNull().defaultTo(3).check(percentage('cashback_percentage')),
    )
    .addColumn('collect_from', 'integer', (c) => c.notNull().defaultTo(10_000).check(sql`collect_from >= 0`))
    .addColumn('cashback_until', 'date')
    .addColumn('cashback_months', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('iban', 'text')
    .execute();

  await sql`alter table credit_movements drop constraint credit_movements_tipo_check`.execute(db);
  await sql`alter table credit_movements add constraint credit_movements_tipo_check
    check (tipo in ('cashback', 'credito', 'provvigioni', 'segnalazioni', 'comarketing'))`.execute(db);
  await db.schema
    .createTable('commission_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('provvigioni', 'comarketing')`))
    .addColumn('importo', 'integer', (c) => c.notNull().check(sql`importo > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
    .addColumn('iban', 'text')
    .addColumn('messaggio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stato', 'text', (c) =>
      c.notNull().defaultTo('attesa').check(sql`stato in ('attesa', 'pagata', 'rifiutata')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('paid_on', 'date')
    .execute();
  await db.schema
    .createIndex('commission_requests_company_id_idx')
    .on('commission_requests')
    .columns(['company_id', 'id'])
    .execute();
  // The console's queue: the waiting requests, oldest first.
  await sql`create index commission_requests_waiting_idx on commission_requests (id) where stato = 'attesa'`.execute(
    db,
  );
  await db.schema
    .createTable('commission_request_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('commission_requests.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('commission_request_files_request_id_idx')
    .on('commission_request_files')
    .column('request_id')
    .execute();

  await db.schema
    .alterTable('credit_movements')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('request_id', 'integer', (c) => c.references('commission_requests.id').onDelete('set null'))
    .execute();
  // An invoice credits each reseller concerned once per kind, however often its settlement is replayed.
  await db.schema
    .createIndex('credit_movements_invoice_once_idx')
    .on('credit_movements')
    .columns(['invoice_id', 'company_id', 'tipo'])
    .unique()
    .where(sql.ref('invoice_id'), 'is not', null)
    .execute();
  // The statement: a company's movements newest first.
  await db.schema
    .createIndex('credit_movements_company_id_data_idx')
    .on('credit_movements')
    .columns(['company_id', 'data desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_movements_company_id_data_idx').execute();
  await db.schema.dropIndex('credit_movements_invoice_once_idx').execute();
  await db.schema.alterTable('credit_movements').dropColumn('request_id').dropColumn('invoice_id').execute();
  await db.schema.dropTable('commission_request_files').execute();
  await db.schema.dropTable('commission_requests').execute();
  await sql`delete from credit_movements where tipo not in ('cashback', 'credito')`.execute(db);
  await sql`alter table credit_movements drop constraint credit_movements_tipo_check`.execute(db);
  await sql`alter table credit_movements add constraint credit_movements_tipo_check check (tipo in ('cashback', 'credito'))`.execute(
    db,
  );
  await db.schema
    .alterTable('aziende')
    .dropColumn('iban')
    .dropColumn('cashback_months')
    .dropColumn('cashback_until')
    .dropColumn('collect_from')
    .dropColumn('cashback_percentage')
    .dropColumn('comarketing_percentage')
    .dropColumn('referral_percentage')
    .execute();
}
