import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import {
  daysToExpiration,
  groupBounds,
  productGroup,
  periodDays,
  quoteAfterRefund,
  refundValue,
  upgradeRefund,
  upgradeRefusal,
  type Language,
  type Product,
  type ProductGroup,
} from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, productsApi } from '@sportello/domain/api';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import { CompiledQueries } from '../../platform/db/compiled-queries.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import type { ProductsTable, SelectedColumns } from '../../platform/db/schema.ts';

/** Days to expiration count in the provider's day, whatever the server's clock zone. */

export type ProductRow = Selectable<ProductsTable>;
export type ProductSortKey = ListSortKey<typeof productsApi.list>;

const SORT_COLUMNS: Record<ProductSortKey, string> = {
  data_fine: 'products.data_fine',
  id: 'products.id',
  codice: 'products.codice',
  dominio: 'products.dominio',
  importo: 'products.importo',
};

/** The dates a group's condition compares with: `today`, and for the dated groups their bounds (groupBounds). */
type GroupDates = {
  today: string;
  from?: string;
  to?: string;
};

function groupDates(group: ProductGroup | undefined, today: string): GroupDates {
  if (group === undefined || group === 'trial' || group === 'grace' || group === 'cancelled') return { today };
  const { from, to } = groupBounds(today)[group];
  return { today, from, ...(to === null ? {} : { to }) };
}

/** A products-list group as a condition on the row, from the same bounds the domain rule uses. */
function groupCondition(group: ProductGroup, dates: GroupDates): Expression<SqlBool> {
  if (group === 'trial') return sql<SqlBool>`products.free_period > 0`;
  const notTrial = sql`products.free_period = 0`;
  const { today, from, to } = dates;
  if (group === 'grace')
    return sql<SqlBool>`${notTrial} and products.data_fine < ${today}::date and products.data_fine >= ${today}::date - products.grace_period`;
  if (group === 'cancelled')
    return sql<SqlBool>`${notTrial} and products.data_fine < ${today}::date - products.grace_period`;
  return to === undefined
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

interface ProductsShape {
  group: ProductGroup | null;
  missing_data: boolean;
  new_activations: boolean;
  ids: boolean;
  expiring: boolean;
}

type ProductsValues = GroupDates & {
  company: number;
  language: Language;
  ids?: number[];
  expiring?: number;
};

/** Every column a product shows: not its company, nor when it was created or last changed. */
const PRODUCT_COLUMNS = [
  'products.id',
  'products.order_id',
  'products.codice',
  'products.group_code',
  'products.nome',
  'products.dominio',
  'products.categoria',
  'products.durata',
  'products.data_fine',
  'products.free_period',
  'products.grace_period',
  'products.stato_tecnico',
  'products.stato_amministrativo',
  'products.rinnovo_automatico',
  'products.note_cliente',
  'products.importo',
  'products.currency',
  'products.qt',
  'products.nfr',
  'products.last_bw_upgrade',
  'products.free_bw_upgrade',
  'products.bw_upgrade_price',
  'products.n_upgrades',
  'products.pending_invoice_number',
  'products.missing_data',
  'products.missing_mail_data',
  'products.registrazione_dominio',
  'products.ask_site_transfer',
  'products.ask_mail_transfer',
] as const;

/** An upgrade target of a product: a catalogue code and its price for the product's quantity, cents. */
type UpgradeTarget = [codice: string, prezzo: number];

/** Spec 2 §3 upgradable_products: the other catalogue products of the product's group and period, with their prices. */
const UPGRADE_TARGETS = sql<UpgradeTarget[]>`coalesce((
  select json_agg(json_build_array(c.codice,
    (case when products.currency = 'EUR' then c.prezzo_eur else c.prezzo_chf end) * products.qt)
    order by c.posizione, c.id)
  from catalogue_products c
  where c.group_code = products.group_code and c.durata = products.durata and c.codice <> products.codice
), '[]'::json)`.as('upgrade_targets');

type ShownProductRow = SelectedColumns<ProductRow, (typeof PRODUCT_COLUMNS)[number]> & {
  upgrade_targets: UpgradeTarget[];
};

const products = pagedList({
  rows: (qb, shape: ProductsShape, v: ProductsValues) =>
    qb
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .select(UPGRADE_TARGETS)
      .where('products.company_id', '=', v.company)
      .$if(shape.group !== null, (q) => q.where(groupCondition(shape.group!, v)))
      .$if(shape.missing_data, (q) => q.where('products.missing_data', '=', true))
      .$if(shape.new_activations, (q) => q.where(NEW_ACTIVATION))
      .$if(shape.ids, (q) => q.where('products.id', 'in', v.ids!))
      .$if(shape.expiring, (q) =>
        q.where(
          sql<SqlBool>`products.data_fine between ${v.today}::date and ${v.today}::date + ${v.expiring!}::integer`,
        ),
      ),
  search: (v) => ['products.codice', 'products.dominio', sql`products.nome->>${v.language}`],
  columns: SORT_COLUMNS,
  tieBreaker: 'products.id',
});

/** A page of the company's products, each with its days to expiration and group as of `today`. */
export async function listProducts(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ProductSortKey> & ProductsFilter,
  language: Language,
  today: string,
): Promise<Page<Product>> {
  const shape = {
    group: list.group ?? null,
    missing_data: list.missing_data === true,
    new_activations: list.new_activations === true,
    ids: list.ids !== undefined,
    expiring: list.expiring_within !== undefined,
  };
  const page = await products.page(db, list, shape, {
    company: scope.company.id,
    language,
    ...groupDates(list.group, today),
    ...(list.ids !== undefined ? { ids: list.ids } : {}),
    ...(list.expiring_within !== undefined ? { expiring: list.expiring_within } : {}),
  });
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
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .forUpdate()
    .executeTakeFirst();
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
  change: {
    productId: number;
    companyId: number;
    userId: number | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    nominativo: string;
    motivazione: string | null;
  },
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
  const row = await db
    .selectFrom('fatturanti')
    .select('strid')
    .where('id', '=', company.fatturante_id)
    .executeTakeFirst();
  return row?.strid ?? null;
}

/** A product just written, as the list shows it (its upgrade targets read again). */
export async function readBackProduct(db: Db, row: ProductRow, language: Language, today: string): Promise<Product> {
  const { upgrade_targets } = await db
    .selectFrom('products')
    .select(UPGRADE_TARGETS)
    .where('products.id', '=', row.id)
    .executeTakeFirstOrThrow();
  return toProduct({ ...row, upgrade_targets }, language, today);
}

function toProduct(row: ShownProductRow, language: Language, today: string): Product {
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
    ...upgradeFields(row, today),
  };
}

/** valore_storno and the targets an upgrade may reach today (those whose value to pay is above zero). */
function upgradeFields(row: ShownProductRow, today: string): Pick<Product, 'valore_storno' | 'upgradable_products'> {
  const product = { ...row, pending_invoice: row.pending_invoice_number };
  if (upgradeRefusal(product, today)) return { valore_storno: 0, upgradable_products: [] };
  // The refund is worked out once, not once per target: a product's dozens of targets made it a
  // twentieth of the products list's CPU under load.
  const refund = upgradeRefund(row, periodDays(row.durata as 'Annuale' | 'Mensile'), today);
  return {
    valore_storno: refundValue(product, today),
    upgradable_products: row.upgrade_targets
      .filter(([, prezzo]) => quoteAfterRefund(refund, prezzo).possible)
      .map(([codice]) => codice),
  };
}

/** A trial that ends soon: what an alert 'Periodo di prova in scadenza' is about. */
export interface EndingTrial {
  id: number;
  codice: string;
  dominio: string;
  nome: string;
  data_fine: string;
  /** Set to renew at the trial's end ('rinnova'), or cancelled then ('disdici', 'non rinnovare'). */
  renews: boolean;
}

/**
 * The company's trials (free_period > 0, service not switched off) whose last day is from `today` to
 * `until`, soonest first, at most `limit` (the new activations' partial index by company and data_fine;
 * the trial condition is a literal so that PostgreSQL matches that index from a prepared statement).
 */
export async function endingTrials(
  db: Db,
  scope: CompanyScope,
  today: string,
  until: string,
  language: Language,
  limit: number,
): Promise<EndingTrial[]> {
  const { rows } = await db.executeQuery(
    endingTrialQueries.for(null, { company: scope.company.id, today, until, language, limit }),
  );
  return rows.map(({ stato_amministrativo, ...row }) => ({ ...row, renews: stato_amministrativo === 'attivo' }));
}

/** Read for the alerts of every page (the top bar): compiled once (compiled-queries.ts). */
const endingTrialQueries = new CompiledQueries(
  (qb, _shape: null, v: { company: number; today: string; until: string; language: Language; limit: number }) =>
    qb
      .selectFrom('products')
      .select([
        'products.id',
        'products.codice',
        'products.dominio',
        sql<string>`coalesce(products.nome->>${v.language}, products.nome->>'it', products.codice)`.as('nome'),
        'products.data_fine',
        'products.stato_amministrativo',
      ])
      .where('products.company_id', '=', v.company)
      .where(sql<SqlBool>`products.free_period > 0`)
      .where('products.stato_tecnico', '!=', 'disattivo')
      .where('products.data_fine', '>=', v.today)
      .where('products.data_fine', '<=', v.until)
      .orderBy('products.data_fine')
      .orderBy('products.id')
      .limit(v.limit),
);
