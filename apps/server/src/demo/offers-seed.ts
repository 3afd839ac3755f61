import type { WizardStateInput } from '@sportello/domain';
import { offerRow } from '../features/offers/offer-use-cases.ts';
import { insertOffer } from '../modules/offers/index.ts';
import { quoteForCompany } from '../features/offers/quote.ts';
import type { Db } from '../platform/db/database.ts';
import type { Insertable } from 'kysely';
import type { OffersTable } from '../platform/db/schema.ts';

/** The demo brand's farm domain (seed.ts DEMO_BRAND). */
const FARM_DOMAIN = 'cloud.nuvolaria.example';

type Outcome = Required<Pick<Insertable<OffersTable>, 'stato_offerta' | 'stato_ordine' | 'motivazione_rifiuto'>>;
const OPEN = (stato: 'inviata' | 'sollecitata' | 'stand_by'): Outcome => ({
  stato_offerta: stato,
  stato_ordine: null,
  motivazione_rifiuto: null,
});
const REJECTED = (reason: NonNullable<Outcome['motivazione_rifiuto']>): Outcome => ({
  stato_offerta: 'rifiutata',
  stato_ordine: null,
  motivazione_rifiuto: reason,
});
const ORDER: Outcome = { stato_offerta: null, stato_ordine: 'concluso', motivazione_rifiuto: null };

interface DemoOffer {
  state: WizardStateInput;
  outcome: Outcome;
  daysAgo: number;
}

const SELF_RESALE = { fatturaMe: true, notForResale: false } as const;

const OWNER_OFFERS: DemoOffer[] = [
  {
    state: { path: 'hosting', nomeDominio: 'rossiarredamenti-shop.it', domainAction: 'registrazione' },
    outcome: OPEN('inviata'),
    daysAgo: 3,
  },
  {
    state: { path: 'cloud', nomeServer: 'gestionale', cpuCloudQt: 2, ramCloudQt: 4, storageCloudQt: 80 },
    outcome: OPEN('sollecitata'),
    daysAgo: 20,
  },
  { state: { path: 'mail', codiceProdottoMail: 'MLART20' }, outcome: OPEN('stand_by'), daysAgo: 35 },
  // Ready to confirm and pay on confirm_offer (the orders journey pays it through the sandbox).
  {
    state: {
      path: 'hosting',
      nomeDominio: 'rossi-outlet.it',
      domainAction: 'registrazione',
      title: 'Negozio online outlet',
    },
    outcome: OPEN('inviata'),
    daysAgo: 1,
  },
  { state: { path: 'hosting', sceltaProdottoInfrastruttura: 'HOSERT' }, outcome: REJECTED('prezzo'), daysAgo: 60 },
  {
    state: { path: 'hosting', nomeDominio: 'rossiarredamenti.example', domainAction: 'dns', title: 'Sito aziendale' },
    outcome: ORDER,
    daysAgo: 120,
  },
];

const RESELLER_OFFERS: DemoOffer[] = [
  { state: { path: 'hosting', ...SELF_RESALE, newService: true }, outcome: OPEN('inviata'), daysAgo: 2 },
  {
    state: { path: 'reseller', ...SELF_RESALE, sceltaProdottoInfrastruttura: 'HOSRESGLD', newService: true },
    outcome: REJECTED('tempistiche'),
    daysAgo: 45,
  },
  {
    state: {
      path: 'cloud',
      ...SELF_RESALE,
      nomeServer: 'clienti',
      stack: 'whm',
      codiceProdottoStack: 'AHSWHM100',
      ramCloudQt: 8,
    },
    outcome: ORDER,
    daysAgo: 90,
  },
];

/** A reseller's offer for one of its customers. */
const CUSTOMER_OFFER = (customer: number): DemoOffer => ({
  state: {
    path: 'hosting',
    fatturaMe: false,
    idClienteFinale: customer,
    newService: true,
    nomeDominio: 'bernasconi-architetti.ch',
    domainAction: 'registrazione',
  },
  outcome: OPEN('inviata'),
  daysAgo: 6,
});

async function seedCompanyOffers(db: Db, companyId: number, offers: readonly DemoOffer[]): Promise<void> {
  const company = await db
    .selectFrom('aziende')
    .select(['id', 'currency', 'currency_locked', 'iva', 'is_reseller'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const createdBy = await db
    .selectFrom('company_access')
    .select('user_id')
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .executeTakeFirst();
  for (const offer of offers) {
    const quoted = await quoteForCompany(db, { company }, { state: offer.state }, 'it', FARM_DOMAIN);
    if (!quoted.quote.valid) throw new Error(`demo offer: ${JSON.stringify(quoted.quote.errors)}`);
    const created = new Date(Date.now() - offer.daysAgo * 86_400_000);
    await insertOffer(db, {
      ...offerRow(quoted, createdBy?.user_id ?? null),
      ...offer.outcome,
      created_at: created,
      updated_at: created,
    });
  }
}

/**
 * Offers in every state (spec 3 §3: inviata, sollecitata, stand_by, rifiutata, and a concluded order)
 * for the owner's company and the reseller, one of the reseller's for its customer; priced by the
 * engine on the seeded catalogue, as the wizard would.
 */
export async function seedOffers(db: Db, ids: { owner: number; reseller: number; customer: number }): Promise<void> {
  await seedCompanyOffers(db, ids.owner, OWNER_OFFERS);
  await seedCompanyOffers(db, ids.reseller, [...RESELLER_OFFERS, CUSTOMER_OFFER(ids.customer)]);
}
