import { isoDateIn, nextPeriodEnd, PROVIDER_TIME_ZONE, type PricedLine } from '@sportello/domain';
import type { Selectable } from 'kysely';
import type { AuditSource } from '../../platform/audit/audit-log.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { OffersTable } from '../../platform/db/schema.ts';
import { findCatalogueProduct } from '../catalogue/index.ts';
import { createConcludedOrder, type NewOrderProduct } from '../products/index.ts';

export type PayableOffer = Pick<
  Selectable<OffersTable>,
  | 'id'
  | 'company_id'
  | 'reseller_id'
  | 'titolo_offerta'
  | 'stato_offerta'
  | 'stato_ordine'
  | 'currency'
  | 'free_period'
  | 'testing_mode'
  | 'prodotti'
  | 'invoice_id'
>;

/**
 * The offer a confirmation pays, locked in the caller's transaction so two confirmations of one
 * offer wait for each other; undefined when the company neither is billed for it nor prepared it.
 */
export function lockOfferForPayment(db: Db, companyId: number, id: number): Promise<PayableOffer | undefined> {
  return db
    .selectFrom('offers')
    .select([
      'id',
      'company_id',
      'reseller_id',
      'titolo_offerta',
      'stato_offerta',
      'stato_ordine',
      'currency',
      'free_period',
      'testing_mode',
      'prodotti',
      'invoice_id',
    ])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('reseller_id', '=', companyId)]))
    .forUpdate()
    .executeTakeFirst();
}

/** The invoice a confirmation issued for the offer: a second confirmation pays that one. */
export async function attachOfferInvoice(db: Db, offerId: number, invoiceId: number, now: Date): Promise<void> {
  await db
    .updateTable('offers')
    .set({ invoice_id: invoiceId, updated_at: now })
    .where('id', '=', offerId)
    .where('invoice_id', 'is', null)
    .execute();
}

/** The offer whose confirmation issued the invoice; undefined for any other invoice. */
export async function offerOfInvoice(db: Db, invoiceId: number): Promise<number | undefined> {
  const row = await db.selectFrom('offers').select('id').where('invoice_id', '=', invoiceId).executeTakeFirst();
  return row?.id;
}

/** The date a product of the order runs to: the trial's end, else one period from today (a one-off: today). */
function firstDataFine(line: PricedLine, freePeriod: number, today: string): string {
  if (freePeriod > 0) return new Date(Date.parse(today) + freePeriod * 86_400_000).toISOString().slice(0, 10);
  return line.durata === 'Una tantum' ? today : nextPeriodEnd(today, line.durata);
}

/**
 * The products an offer's lines make (spec 3 §3 quote line item → spec 2 §3 product): being
 * activated; a domain registration awaits its registrant, a site or mail transfer its access data
 * (the transfers page and 'Nuove attivazioni'); a trial runs free_period days and renews or not as
 * the offer's testing_mode says; not-for-resale lines keep their mark.
 */
async function productsOf(db: Db, offer: PayableOffer, today: string): Promise<NewOrderProduct[]> {
  const products: NewOrderProduct[] = [];
  for (const line of offer.prodotti) {
    const item = await findCatalogueProduct(db, line.codice, line.durata);
    if (!item) throw new Error(`offer ${offer.id}: ${line.codice} ${line.durata} is not in the catalogue`);
    const registration = item.tld !== null;
    products.push({
      codice: item.codice,
      group_code: item.group_code,
      nome: JSON.stringify(item.nome),
      dominio: line.dominio ?? '',
      categoria: item.categoria,
      durata: line.durata,
      data_fine: firstDataFine(line, offer.free_period, today),
      free_period: offer.free_period,
      stato_tecnico: 'attivare',
      stato_amministrativo: 'attivo',
      rinnovo_automatico: offer.testing_mode !== 'disdici',
      importo: line.prezzo * line.qt,
      currency: offer.currency,
      qt: line.qt,
      nfr: line.notForResale,
      registrazione_dominio: registration,
      ask_site_transfer: line.siteTransfer,
      ask_mail_transfer: line.mailTransfer,
      missing_data: registration || line.siteTransfer || line.mailTransfer,
      missing_mail_data: line.mailTransfer,
    });
  }
  return products;
}

/**
 * A paid offer invoice makes its order, inside the settlement's transaction (spec 3 §4 offer →
 * concluded). Undefined when the invoice is no offer's.
 */
export async function concludePaidOffer(
  db: Db,
  source: AuditSource,
  invoiceId: number,
  now: Date,
): Promise<{ offerId: number; orderId: number } | undefined> {
  const offerId = await offerOfInvoice(db, invoiceId);
  return offerId === undefined ? undefined : concludeOffer(db, source, offerId, now);
}

/**
 * The offer becomes an order in state 'concluso' with its products, inside the caller's transaction:
 * the offer is locked, and one already concluded is left alone, so a replayed or second settlement
 * makes no second order.
 */
export async function concludeOffer(
  db: Db,
  source: AuditSource,
  offerId: number,
  now: Date,
): Promise<{ offerId: number; orderId: number }> {
  const offer = await db
    .selectFrom('offers')
    .select([
      'id',
      'company_id',
      'reseller_id',
      'titolo_offerta',
      'stato_offerta',
      'stato_ordine',
      'currency',
      'free_period',
      'testing_mode',
      'prodotti',
      'invoice_id',
      'order_id',
    ])
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (offer.order_id !== null) return { offerId: offer.id, orderId: offer.order_id };
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const { orderId, productIds } = await createConcludedOrder(
    db,
    offer.company_id,
    await productsOf(db, offer, today),
    now,
  );
  await db
    .updateTable('offers')
    .set({ stato_offerta: null, stato_ordine: 'concluso', order_id: orderId, updated_at: now })
    .where('id', '=', offer.id)
    .execute();
  await writeAudit(db, source, {
    action: 'offers.concluded',
    companyId: offer.company_id,
    subject: offer.id,
    before: { stato_offerta: offer.stato_offerta },
    after: { stato_ordine: 'concluso', order: orderId, invoice: offer.invoice_id, products: productIds },
  });
  return { offerId: offer.id, orderId };
}
