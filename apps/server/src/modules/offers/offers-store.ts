import { OPEN_OFFER_STATES, type Offer, type OfferDetail, type OfferSection } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import type { Insertable } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import type { QueryBuilder } from '../../platform/db/compiled-queries.ts';
import type { OffersTable } from '../../platform/db/schema.ts';

/** Offers as the answers show them: the columns of the offer and the name and contract of the company billed. */
const offerRows = (qb: QueryBuilder) =>
  qb
    .selectFrom('offers')
    .innerJoin('aziende', 'aziende.id', 'offers.company_id')
    .select([
      'offers.id',
      'offers.company_id',
      'offers.reseller_id',
      'offers.titolo_offerta',
      'offers.created_at',
      'offers.stato_offerta',
      'offers.stato_ordine',
      'offers.motivazione_rifiuto',
      'offers.currency',
      'offers.gran_totale',
      'offers.gran_totale_ivato',
      'offers.free_period',
      'offers.testing_mode',
      'aziende.ragione_sociale',
      'aziende.contratto_cliente',
    ]);
type OfferRow = Awaited<ReturnType<ReturnType<typeof offerRows>['executeTakeFirstOrThrow']>>;

/**
 * Whose offers a company sees: those it is billed for and those it prepared for its customers.
 * Each side has its index (migration 0024); PostgreSQL reads the two and merges them.
 */
const visibleTo = <Q extends ReturnType<typeof offerRows>>(query: Q, company: number): Q =>
  query.where((eb) => eb.or([eb('offers.company_id', '=', company), eb('offers.reseller_id', '=', company)])) as Q;

const SECTION_FILTERS: Record<OfferSection, <Q extends ReturnType<typeof offerRows>>(q: Q) => Q> = {
  open: (q) => q.where('offers.stato_offerta', 'in', [...OPEN_OFFER_STATES]) as typeof q,
  orders: (q) => q.where('offers.stato_ordine', 'is not', null) as typeof q,
  rejected: (q) => q.where('offers.stato_offerta', '=', 'rifiutata') as typeof q,
};

const offers = pagedList({
  rows: (qb, shape: { section: OfferSection | null }, v: { company: number }) => {
    const rows = visibleTo(offerRows(qb), v.company);
    return shape.section === null ? rows : SECTION_FILTERS[shape.section](rows);
  },
  search: ['offers.titolo_offerta', 'aziende.ragione_sociale'],
  columns: { data: 'offers.created_at', id: 'offers.id' },
  tieBreaker: 'offers.id',
});

/**
 * Spec 3 §4 confirm ability: on its own offers the caller's enable_orders; on an offer it prepared for
 * a customer, the customer's, which is its customer contract (docs/decisions.md "Offers").
 */
export interface ConfirmAbility {
  company: number;
  enableOrders: boolean;
}

function toOffer(row: OfferRow, ability: ConfirmAbility): Offer {
  return {
    id: row.id,
    titolo_offerta: row.titolo_offerta,
    data: row.created_at.toISOString(),
    stato_offerta: row.stato_offerta,
    stato_ordine: row.stato_ordine,
    ragione_sociale: row.ragione_sociale,
    gran_totale: row.gran_totale,
    gran_totale_ivato: row.gran_totale_ivato,
    currency: row.currency,
    enable_orders: row.company_id === ability.company ? ability.enableOrders : row.contratto_cliente,
    id_azienda: row.company_id,
    id_reseller: row.reseller_id,
    free_period: row.free_period,
    testing_mode: row.testing_mode,
    motivazione_rifiuto: row.motivazione_rifiuto,
  };
}

/** A page of the offers the company sees, newest first unless asked otherwise. */
export async function listOffers(
  db: Db,
  ability: ConfirmAbility,
  list: ListQuery<'data' | 'id'> & { section?: OfferSection | undefined },
): Promise<Page<Offer>> {
  const page = await offers.page(db, list, { section: list.section ?? null }, { company: ability.company });
  return { ...page, items: page.items.map((row) => toOffer(row, ability)) };
}

/** One offer the company sees, with its lines and totals; undefined for any other. */
export async function findOffer(db: Db, ability: ConfirmAbility, id: number): Promise<OfferDetail | undefined> {
  const row = await visibleTo(offerRows(db), ability.company)
    .select(['offers.prodotti', 'offers.totals', 'offers.iva', 'offers.note'])
    .where('offers.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toOffer(row, ability), prodotti: row.prodotti, totals: row.totals, iva: Number(row.iva), note: row.note };
}

/** The offer's states, locked for a change in the caller's transaction; undefined when the company does not see it. */
export function lockOffer(db: Db, scope: CompanyScope, id: number) {
  return db
    .selectFrom('offers')
    .select(['id', 'company_id', 'stato_offerta', 'stato_ordine'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('company_id', '=', scope.company.id), eb('reseller_id', '=', scope.company.id)]))
    .forUpdate()
    .executeTakeFirst();
}

export async function insertOffer(db: Db, offer: Insertable<OffersTable>): Promise<number> {
  const { id } = await db.insertInto('offers').values(offer).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function rejectOfferRow(
  db: Db,
  id: number,
  motivazione: NonNullable<OffersTable['motivazione_rifiuto']>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('offers')
    .set({ stato_offerta: 'rifiutata', motivazione_rifiuto: motivazione, updated_at: now })
    .where('id', '=', id)
    .execute();
}
