import type { Db } from '../platform/db/database.ts';
import { loadCatalogue, readCatalogueFile } from '../modules/catalogue/index.ts';

/** The demo reseller's markups per category, percent (DESIGN §6: "price-list markups"). */
export const DEMO_MARKUPS: Readonly<Record<string, number>> = { hosting: 30, mail: 25, ssl: 40, domini: 20 };

/** The demo provider's price list (catalogue-data.json) and the reseller Alpi Digital's markups. */
export async function seedCatalogue(db: Db, { resellerId }: { resellerId: number }): Promise<void> {
  await loadCatalogue(db, readCatalogueFile());
  await db
    .insertInto('category_markups')
    .values(Object.entries(DEMO_MARKUPS).map(([categoria, markup]) => ({ company_id: resellerId, categoria, markup })))
    .execute();
}
