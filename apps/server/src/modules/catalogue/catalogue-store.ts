import { EXCLUDED_CATALOG_CODES, type Duration } from '@sportello/domain';
import type { Selectable } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda, CatalogueCategoriesTable, CatalogueProductsTable } from '../../platform/db/schema.ts';

export type CatalogueCategory = Selectable<CatalogueCategoriesTable>;
export type CatalogueProduct = Selectable<CatalogueProductsTable>;

/** Every category, in the price list's order. */
export function readCategories(db: Db): Promise<CatalogueCategory[]> {
  return db.selectFrom('catalogue_categories').selectAll().orderBy('posizione').execute();
}

/**
 * The products of the price list (never the excluded codes, spec 2 §9), in category order, then
 * each product's order in its category and the durations in the order Annuale, Mensile, Una tantum.
 */
export function readPriceListProducts(db: Db): Promise<CatalogueProduct[]> {
  return db
    .selectFrom('catalogue_products')
    .innerJoin('catalogue_categories', 'catalogue_categories.code', 'catalogue_products.categoria')
    .selectAll('catalogue_products')
    .where('catalogue_products.codice', 'not in', [...EXCLUDED_CATALOG_CODES])
    .orderBy('catalogue_categories.posizione')
    .orderBy('catalogue_products.posizione')
    .orderBy('catalogue_products.durata')
    .execute();
}

/** One product at one duration, excluded codes included (the wizard prices TONEETTRANS): for the areas that price from the catalogue. */
export function findCatalogueProduct(db: Db, codice: string, durata: Duration): Promise<CatalogueProduct | undefined> {
  return db
    .selectFrom('catalogue_products')
    .selectAll()
    .where('codice', '=', codice)
    .where('durata', '=', durata)
    .executeTakeFirst();
}

/** The company's markup per category code; categories without a row have none (0 %). */
export async function markupsOf(db: Db, scope: CompanyScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('category_markups')
    .select(['categoria', 'markup'])
    .where('company_id', '=', scope.company.id)
    .execute();
  return new Map(rows.map((r) => [r.categoria, r.markup]));
}

export async function categoryExists(db: Db, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('catalogue_categories').select('code').where('code', '=', code).executeTakeFirst()) !==
    undefined
  );
}

/** Sets the company's markup on a category; answers the markup it had (0 without a row). */
export async function saveMarkup(
  db: Db,
  scope: CompanyScope,
  categoria: string,
  markup: number,
  now: Date,
): Promise<number> {
  const before = await db
    .selectFrom('category_markups')
    .select('markup')
    .where('company_id', '=', scope.company.id)
    .where('categoria', '=', categoria)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('category_markups')
    .values({ company_id: scope.company.id, categoria, markup, updated_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'categoria']).doUpdateSet({ markup, updated_at: now }))
    .execute();
  return before?.markup ?? 0;
}

/** A customer company of the reseller in scope (aziende.parent_id); undefined for any other company. */
export function findResellerCustomer(db: Db, reseller: CompanyScope, customerId: number): Promise<Azienda | undefined> {
  return db
    .selectFrom('aziende')
    .selectAll()
    .where('id', '=', customerId)
    .where('parent_id', '=', reseller.company.id)
    .executeTakeFirst();
}
