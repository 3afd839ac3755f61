import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ProductsTable } from '../../platform/db/schema.ts';

/** A product an order brings, as the order's writer gives it (the order and company are set here). */
export type NewOrderProduct = Omit<Insertable<ProductsTable>, 'company_id' | 'order_id' | 'created_at' | 'updated_at'>;

/**
 * A concluded order (spec 2 §4, spec 3 §4 offer confirmed) and its products, inside the caller's
 * transaction: the products list, the transfers page and the dashboard's 'Nuove attivazioni' read them.
 */
export async function createConcludedOrder(
  db: Db,
  companyId: number,
  products: readonly NewOrderProduct[],
  now: Date,
): Promise<{ orderId: number; productIds: number[] }> {
  const { id: orderId } = await db
    .insertInto('orders')
    .values({ company_id: companyId, stato: 'concluso', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (products.length === 0) return { orderId, productIds: [] };
  const rows = await db
    .insertInto('products')
    .values(products.map((p) => ({ ...p, company_id: companyId, order_id: orderId, updated_at: now })))
    .returning('id')
    .execute();
  return { orderId, productIds: rows.map((r) => r.id) };
}
