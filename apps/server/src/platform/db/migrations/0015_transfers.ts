import { sql, type Kysely } from 'kysely';

/**
 * Transfer data of a concluded order (issue 10; spec 2 §7): who a domain is registered to, and how
 * the provider reaches the site and mailboxes it moves. Passwords (and the AuthCode) are stored
 * sealed (platform/security/sealed-box.ts), never in plain text. Sending the data clears the
 * product's missing_data / missing_mail_data in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('domain_registrants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('new_registration', 'boolean', (c) => c.notNull())
    // The registrar's transfer secret, sealed like the passwords.
    .addColumn('authcode_sealed', 'text')
    // Transfers only: at once (true) or at the expiry at the current registrar (false).
    .addColumn('anytime', 'boolean')
    .addColumn('usa_dati_fatturazione', 'boolean', (c) => c.notNull())
    .addColumn('tipologia', 'text', (c) => c.check(sql`tipologia in ('Private', 'Company')`))
    .addColumn('nome', 'text')
    .addColumn('cognome', 'text')
    .addColumn('ragione_sociale', 'text')
    .addColumn('stato', 'text')
    .addColumn('cap', 'text')
    .addColumn('indirizzo', 'text')
    .addColumn('citta', 'text')
    .addColumn('provincia', 'text')
    .addColumn('partita_iva', 'text')
    .addColumn('codice_fiscale', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('domain_registrants_product_id_idx')
    .on('domain_registrants')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('domain_registrants_company_id_id_idx')
    .on('domain_registrants')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema.createIndex('domain_registrants_order_id_idx').on('domain_registrants').column('order_id').execute();
  await db.schema
    .createIndex('domain_registrants_created_by_idx')
    .on('domain_registrants')
    .column('created_by')
    .execute();

  await db.schema
    .createTable('hosting_transfers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('access_type', 'text', (c) => c.check(sql`access_type in ('ftp', 'ssh', 'panel', 'webaccess')`))
    .addColumn('url', 'text')
    .addColumn('username', 'text')
    .addColumn('password_sealed', 'text')
    .addColumn('db_name', 'text')
    .addColumn('db_user', 'text')
    .addColumn('db_password_sealed', 'text')
    .addColumn('pma_url', 'text')
    .addColumn('cms', 'text', (c) => c.check(sql`cms in ('WordPress', 'Magento', 'PrestaShop', 'Joomla', 'Altro')`))
    .addColumn('maintenance_site', 'boolean')
    .addColumn('subdomains', 'text')
    .addColumn('imap', 'text')
    // [{ name, password_sealed }]: one per mailbox to move.
    .addColumn('mails', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('maintenance_mail', 'boolean')
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('hosting_transfers_product_id_idx')
    .on('hosting_transfers')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('hosting_transfers_company_id_id_idx')
    .on('hosting_transfers')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema.createIndex('hosting_transfers_order_id_idx').on('hosting_transfers').column('order_id').execute();
  await db.schema
    .createIndex('hosting_transfers_created_by_idx')
    .on('hosting_transfers')
    .column('created_by')
    .execute();

  // The dashboard's 'Nuove attivazioni' (GET /rest/products?new_activations=1): few rows of a company.
  await db.schema
    .createIndex('products_company_id_new_activations_idx')
    .on('products')
    .columns(['company_id', 'data_fine', 'id'])
    .where(sql<boolean>`(missing_data or stato_tecnico = 'attivare' or free_period > 0)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_company_id_new_activations_idx').execute();
  await db.schema.dropTable('hosting_transfers').execute();
  await db.schema.dropTable('domain_registrants').execute();
}
