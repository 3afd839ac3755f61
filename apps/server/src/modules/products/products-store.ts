import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import { daysToExpiration, groupBounds, productGroup, type Language, type Product, type ProductGroup } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { matchesText, paginate } from '../../platform/db/paginate.ts';
import type { ProductsTable } from '../../platform/db/schema.ts';

/** Days to expiration count in the provider's day, whatever the server's clock zone. */

export type ProductRow = Selectable<ProductsTable>;
export type ProductSortKey = 'data_fine' | 'id' | 'codice' | 'dominio' | 'importo';

const SORT_COLUMNS: Record<ProductSortKey, string> = {
  data_fine: 'products.data_fine',
  id: 'products.id',
  codice: 'products.codice',
  dominio: 'products.dominio',
  importo: 'products.importo',
};

/** A products-list group as a condition on the row, from the same bounds the domain rule uses. */
function groupCondition(group: ProductGroup, today: string): Expression<SqlBool> {
  if (group === 'trial') return sql<SqlBool>`products.free_period > 0`;
  const notTrial = sql`products.free_period = 0`;
  if (group === 'grace') return sql<SqlBool>`${notTrial} and products.data_fine < ${today}::date and products.data_fine >= ${today}::date - products.grace_period`;
  if (group === 'cancelled') return sql<SqlBool>`${notTrial} and products.data_fine < ${today}::date - products.grace_period`;
  const { from, to } = groupBounds(today)[group];
  return to === null
    ? sql<SqlBool>`${notTrial} and products.data_fine >= ${from}::date`
    : sql<SqlBool>`${notTrial} and products.data_fine between ${from}::date and ${to}::date`;
}

/**
 * The dashboard's 'Nuove attivazioni' (spec 2 §2): awaiting transfer data, being activated or in
 * trial. Written exactly as the predicate of its partial index (migration 0015), so the index serves it.
 */
const NEW_ACTIVATION = sql<SqlBool>`(products.missing_data or products.stato_tecnico = 'attivare' or products.free_period > 0)`;

export interface ProductsFilter {
  group?: ProductGroup;
  missing_data?: boolean;
  new_activations?: boolean;
  expiring_within?: number;
  ids?: number[];
}

/** A page of the company's products, each with its days to expiration and group as of `today`. */
export async function listProducts(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ProductSortKey> & ProductsFilter,
  language: Language,
  today: string,
): Promise<Page<Product>> {
  const text = matchesText(list.q, ['products.codice', 'products.dominio', sql`products.nome->>${language}`]);
  const query = db
    .selectFrom('products')
    .selectAll('products')
    .where('products.company_id', '=', scope.company.id)
    .$if(text !== undefined, (q) => q.where(text!))
    .$if(list.group !== undefined, (q) => q.where(groupCondition(list.group!, today)))
    .$if(list.missing_data === true, (q) => q.where('products.missing_data', '=', true))
    .$if(list.new_activations === true, (q) => q.where(NEW_ACTIVATION))
    .$if(list.ids !== undefined, (q) => q.where('products.id', 'in', list.ids!))
    .$if(list.expiring_within !== undefined, (q) =>
      q.where(sql<SqlBool>`products.data_fine between ${today}::date and ${today}::date + ${list.expiring_within!}::integer`),
    );
  const page = await paginate(query, list, SORT_COLUMNS, 'products.id');
  return { ...page, items: page.items.map((row) => toProduct(row, language, today)) };
}

/**
 * Whether the company has a product still running on `today`: not switched off and not past its
 * data_fine (a product in its grace period has stopped). One index probe (company_id, data_fine).
 */
export async function hasActiveProducts(db: Db, companyId: number, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('company_id', '=', companyId)
    .where('data_fine', '>=', sql<string>`${today}::date`)
    .where('stato_tecnico', '!=', 'disattivo')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The company's product, locked for the rest of the transaction; undefined when it has none of that id. */
export function lockProduct(db: Db, scope: CompanyScope, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).where('company_id', '=', scope.company.id).forUpdate().executeTakeFirst();
}

export async function updateProduct(
  db: Db,
  scope: CompanyScope,
  id: number,
  changes: Partial<Pick<ProductRow, 'note_cliente' | 'rinnovo_automatico' | 'stato_amministrativo'>>,
  now: Date,
): Promise<ProductRow> {
  return db
    .updateTable('products')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordRenewalChange(
  db: Db,
  change: { productId: number; companyId: number; userId: number | null; before: Record<string, unknown>; after: Record<string, unknown>; nominativo: string; motivazione: string | null },
): Promise<void> {
  await db
    .insertInto('product_renewal_changes')
    .values({
      product_id: change.productId,
      company_id: change.companyId,
      user_id: change.userId,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
      nominativo: change.nominativo,
      motivazione: change.motivazione,
    })
    .execute();
}

/** The strid of the company's billing entity ('BBW' offers the on-request switch). */
export async function billerOf(db: Db, company: { fatturante_id: number | null }): Promise<string | null> {
  if (company.fatturante_id === null) return null;
  const row = await db.selectFrom('fatturanti').select('strid').where('id', '=', company.fatturante_id).executeTakeFirst();
  return row?.strid ?? null;
}

export function toProduct(row: ProductRow, language: Language, today: string): Product {
  return {
    id: row.id,
    id_ordine: row.order_id,
    nome: row.nome[language],
    codice: row.codice,
    group_code: row.group_code,
    dominio: row.dominio,
    categoria: row.categoria,
    durata: row.durata,
    data_fine: row.data_fine,
    free_period: row.free_period,
    grace_period: row.grace_period,
    days_to_expiration: daysToExpiration(row.data_fine, today),
    group: productGroup(row, today),
    stato_tecnico: row.stato_tecnico,
    stato_amministrativo: row.stato_amministrativo,
    rinnovo_automatico: row.rinnovo_automatico,
    disdetto: row.stato_amministrativo !== 'attivo',
    missing_data: row.missing_data,
    missing_mail_data: row.missing_mail_data,
    registrazione_dominio: row.registrazione_dominio,
    ask_site_transfer: row.ask_site_transfer,
    ask_mail_transfer: row.ask_mail_transfer,
    importo: row.importo,
    currency: row.currency,
    qt: row.qt,
    nfr: row.nfr,
    note_cliente: row.note_cliente,
    last_bw_upgrade: row.last_bw_upgrade,
    free_bw_upgrade: row.free_bw_upgrade,
    bw_upgrade_price: row.bw_upgrade_price,
    n_upgrades: row.n_upgrades,
    pending_invoice: row.pending_invoice_number,
  };
}
