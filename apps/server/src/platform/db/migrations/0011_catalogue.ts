import { sql, type Kysely } from 'kysely';

/**
 * Catalogue and price list (issue 10, part 1): the provider's categories in their order, every
 * product of the price list once per duration (spec 3 §3, §9; domain registrations with their
 * extension), list and reseller prices in integer cents of EUR and CHF, and each reseller's
 * markup per category (spec 2 §3, §5). The rows come from modules/catalogue/catalogue-data.json,
 * loaded by the demo seed (DESIGN §6) or by `npm run ops -- catalogue load`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('catalogue_categories')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[a-z][a-z0-9_]{0,39}$'`))
    .addColumn('posizione', 'integer', (c) => c.notNull().unique())
    // { it, en, de, fr }
    .addColumn('nome', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalogue_products')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('codice', 'text', (c) => c.notNull())
    .addColumn('durata', 'text', (c) => c.notNull().check(sql`durata in ('Annuale', 'Mensile', 'Una tantum')`))
    .addColumn('categoria', 'text', (c) => c.notNull().references('catalogue_categories.code').onUpdate('cascade'))
    // Order within the category.
    .addColumn('posizione', 'integer', (c) => c.notNull())
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('tld', 'text')
    .addColumn('min_ram', 'integer', (c) => c.check(sql`min_ram > 0`))
    .addColumn('qt', 'integer', (c) => c.notNull().defaultTo(1).check(sql`qt > 0`))
    // { it, en, de, fr }; descrizione may be null.
    .addColumn('nome', 'jsonb', (c) => c.notNull())
    .addColumn('descrizione', 'jsonb')
    // Spec 2 §3 product features, language-neutral values (catalogue-schema.ts FEATURE_KINDS).
    .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('prezzo_eur', 'integer', (c) => c.notNull().check(sql`prezzo_eur >= 0`))
    .addColumn('prezzo_chf', 'integer', (c) => c.notNull().check(sql`prezzo_chf >= 0 and prezzo_chf % 5 = 0`))
    .addColumn('prezzo_scontato_eur', 'integer', (c) => c.notNull().check(sql`prezzo_scontato_eur >= 0`))
    .addColumn('prezzo_scontato_chf', 'integer', (c) =>
      c.notNull().check(sql`prezzo_scontato_chf >= 0 and prezzo_scontato_chf % 5 = 0`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('catalogue_products_codice_durata_key', ['codice', 'durata'])
    .addCheckConstraint(
      'catalogue_products_discount_below_list',
      sql`prezzo_scontato_eur <= prezzo_eur and prezzo_scontato_chf <= prezzo_chf`,
    )
    .execute();
  // The price list reads in category order, then the product's order within it.
  await db.schema
    .createIndex('catalogue_products_categoria_posizione_idx')
    .on('catalogue_products')
    .columns(['categoria', 'posizione'])
    .execute();

  await db.schema
    .createTable('category_markups')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('categoria', 'text', (c) =>
      c.notNull().references('catalogue_categories.code').onUpdate('cascade').onDelete('cascade'),
    )
    .addColumn('markup', 'integer', (c) => c.notNull().check(sql`markup >= 0 and markup <= 1000`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('category_markups_pkey', ['company_id', 'categoria'])
    .execute();
  await db.schema.createIndex('category_markups_categoria_idx').on('category_markups').column('categoria').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('category_markups').execute();
  await db.schema.dropTable('catalogue_products').execute();
  await db.schema.dropTable('catalogue_categories').execute();
}
