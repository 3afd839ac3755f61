import type { Insertable } from 'kysely';
import {
  groupBounds,
  isoDateIn,
  type AdministrativeState,
  type Currency,
  type Duration,
  type OrderState,
  type TechnicalState,
  PROVIDER_TIME_ZONE,
} from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import type { ProductsTable } from '../platform/db/schema.ts';

/**
 * The demo products of DESIGN §6 (issue 10): `owner` (Rossi, billed by BBW, EUR) and `reseller`
 * (Alpi, CHF) have products in every group of the products list and every renewal state of spec 2
 * §4. Dates are relative to the day of seeding, so the groups stay filled whenever the demo is
 * seeded ('year_end' is empty from October to December, when the three months reach into next year).
 */
interface DemoProduct {
  codice: string;
  durata?: Duration;
  dominio?: string;
  /** data_fine: days from today, or one of the group bounds. */
  fine: number | 'month_end' | 'in_three_months' | 'year_end';
  free_period?: number;
  stato_amministrativo?: AdministrativeState;
  stato_tecnico?: TechnicalState;
  rinnovo_automatico?: boolean;
  pending_invoice_number?: string;
  note_cliente?: string;
  nfr?: boolean;
  qt?: number;
  bw?: { last_bw_upgrade: number; free_bw_upgrade: boolean; bw_upgrade_price: number | null; n_upgrades: number };
  /** The product's order and its state; products of one order share the key. */
  order?: { key: string; stato: OrderState };
  transfer?: Partial<
    Record<
      'missing_data' | 'missing_mail_data' | 'registrazione_dominio' | 'ask_site_transfer' | 'ask_mail_transfer',
      boolean
    >
  >;
}

/** Shared by both companies: every group and every renewal state. */
const COMMON: readonly DemoProduct[] = [
  // trial, renewing at its end, and one that will be cancelled at its end
  { codice: 'STOSMART', durata: 'Mensile', fine: 12, free_period: 30 },
  { codice: 'AHSCCKP', durata: 'Mensile', fine: 20, free_period: 30, stato_amministrativo: 'non rinnovare' },
  // grace: cancelled 4 days ago, may still be reactivated ('Riattiva')
  { codice: 'MLART10', dominio: 'mail', fine: -4, stato_amministrativo: 'non rinnovare' },
  // expired beyond the grace period: a ticket link only
  { codice: 'SSLBAS', dominio: 'www', fine: -40, stato_amministrativo: 'scaduto' },
  // this month: one renewing (may be cancelled), one cancelled (may be renewed again)
  { codice: 'REGIT', fine: 'month_end', note_cliente: 'Ordine interno 2024/17' },
  { codice: 'HOSDOM', dominio: 'old', fine: 'month_end', stato_amministrativo: 'non rinnovare' },
  // the renewal invoice not paid yet: 'Pagamenti arretrati'
  { codice: 'HOSMN', dominio: 'shop', fine: 5, pending_invoice_number: 'DEMO-2024-0412' },
  { codice: 'SSLART', dominio: 'shop', fine: 'in_three_months' },
  { codice: 'MLART20', dominio: 'mail', fine: 'year_end' },
  {
    codice: 'HOSMRS',
    fine: 400,
    bw: { last_bw_upgrade: -60, free_bw_upgrade: true, bw_upgrade_price: null, n_upgrades: 1 },
  },
  { codice: 'MAVCPU', fine: 600, qt: 4 },
  // one-off: 'Una tantum', no renewal actions
  { codice: 'TONEETTRANS', durata: 'Una tantum', fine: -20 },
  // being activated: technical state 'attivare', no missing data
  { codice: 'AHSESS', fine: 365, stato_tecnico: 'attivare', order: { key: 'activation', stato: 'concluso' } },
  // a concluded order whose transfers still miss their data (the transfers page)
  {
    codice: 'HOSVEN',
    dominio: 'nuovo',
    fine: 365,
    stato_tecnico: 'attivare',
    order: { key: 'transfer', stato: 'concluso' },
    transfer: { missing_data: true, ask_site_transfer: true, ask_mail_transfer: true, missing_mail_data: true },
  },
  {
    codice: 'REGCOM',
    dominio: 'nuovo',
    fine: 365,
    stato_tecnico: 'attivare',
    order: { key: 'transfer', stato: 'concluso' },
    transfer: { missing_data: true, registrazione_dominio: true },
  },
];

/** Rossi is billed by BBW: one product renews only on request ('Su richiesta'). */
const OWNER_ONLY: readonly DemoProduct[] = [
  { codice: 'HOSBASW', dominio: 'intranet', fine: 250, rinnovo_automatico: false },
];
/** Alpi, a reseller: a product not for resale. */
const RESELLER_ONLY: readonly DemoProduct[] = [{ codice: 'HOSRES', fine: 300, nfr: true }];

const plusDays = (today: string, days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

function dataFine(fine: DemoProduct['fine'], today: string): string {
  if (typeof fine === 'number') return plusDays(today, fine);
  const bounds = groupBounds(today);
  if (fine === 'month_end') return bounds.this_month.to!;
  if (fine === 'in_three_months') return bounds.three_months.to!;
  // No 'by year end' date left in the last three months of a year: the product falls in 'later'.
  return bounds.year_end.from <= bounds.year_end.to! ? bounds.year_end.to! : plusDays(bounds.later.from, 30);
}

export async function seedProducts(
  db: Db,
  {
    owner,
    reseller,
    today = isoDateIn(new Date(), PROVIDER_TIME_ZONE),
  }: { owner: number; reseller: number; today?: string },
): Promise<void> {
  await seedCompanyProducts(db, owner, 'rossiarredamenti', 'EUR', [...COMMON, ...OWNER_ONLY], today);
  await seedCompanyProducts(db, reseller, 'alpidigital', 'CHF', [...COMMON, ...RESELLER_ONLY], today);
}

async function seedCompanyProducts(
  db: Db,
  companyId: number,
  domain: string,
  currency: Currency,
  plan: readonly DemoProduct[],
  today: string,
) {
  const orders = new Map<string, number>();
  for (const p of plan) {
    if (!p.order || orders.has(p.order.key)) continue;
    const { id } = await db
      .insertInto('orders')
      .values({ company_id: companyId, stato: p.order.stato })
      .returning('id')
      .executeTakeFirstOrThrow();
    orders.set(p.order.key, id);
  }
  const codes = [...new Set(plan.map((p) => p.codice))];
  const catalogue = await db.selectFrom('catalogue_products').selectAll().where('codice', 'in', codes).execute();
  const rows: Insertable<ProductsTable>[] = plan.map((p) => {
    const durata = p.durata ?? 'Annuale';
    const item = catalogue.find((c) => c.codice === p.codice && c.durata === durata);
    if (!item) throw new Error(`demo product ${p.codice} ${durata} is not in the catalogue`);
    const qt = p.qt ?? 1;
    const price = currency === 'EUR' ? item.prezzo_eur : item.prezzo_chf;
    const tld = item.tld ? `.${item.tld}` : '.example';
    return {
      company_id: companyId,
      order_id: p.order ? orders.get(p.order.key)! : null,
      codice: item.codice,
      group_code: item.group_code,
      nome: JSON.stringify(item.nome),
      dominio: item.tld
        ? `${p.dominio ?? domain}${p.dominio ? `-${domain}` : ''}${tld}`
        : `${p.dominio ? `${p.dominio}.` : ''}${domain}.example`,
      categoria: item.categoria,
      durata,
      data_fine: dataFine(p.fine, today),
      free_period: p.free_period ?? 0,
      stato_tecnico: p.stato_tecnico ?? 'attivo',
      stato_amministrativo: p.stato_amministrativo ?? 'attivo',
      rinnovo_automatico: p.rinnovo_automatico ?? true,
      note_cliente: p.note_cliente ?? '',
      importo: price * qt,
      currency,
      qt,
      nfr: p.nfr ?? false,
      pending_invoice_number: p.pending_invoice_number ?? null,
      ...(p.bw ? { ...p.bw, last_bw_upgrade: plusDays(today, p.bw.last_bw_upgrade) } : {}),
      ...p.transfer,
    };
  });
  await db.insertInto('products').values(rows).execute();
}
