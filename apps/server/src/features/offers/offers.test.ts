import type { Offer, OfferDetail, WizardQuote } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<'rossi' | 'alpi' | 'bernasconi' | 'bianchi' | 'provider', number>;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = 0;
  ids.rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  ids.alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  ids.bernasconi = await companyId(t.db, DEMO_COMPANIES.bernasconi);
  ids.bianchi = await companyId(t.db, DEMO_COMPANIES.bianchi);
  ids.provider = await companyId(t.db, DEMO_COMPANIES.provider);
});
afterAll(() => t.close());

const signedIn = async (username: string, company?: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const put = (b: TestBrowser, url: string, body: Record<string, unknown>) => b.call('PUT', url, { body });

const HOSTING = { path: 'hosting', fatturaMe: true, notForResale: false } as const;
const CLOUD = { path: 'cloud', nomeServer: 'web01' } as const;
const TRANSFER = { newService: false, siteTransfer: true, mailTransfer: false, extraTimeTransfer: true } as const;

/** The company's own price list, code and duration → price. */
async function prices(b: TestBrowser) {
  const list = (await b.get('/rest/price_list')).json() as {
    items: { codice: string; durata: string; prezzo: number; prezzo_scontato: number | null }[];
  };
  return new Map(list.items.map((i) => [`${i.codice} ${i.durata}`, i]));
}
const auditRows = (action: string, subject: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject', '=', String(subject))
    .execute();
const offerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('offers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /rest/offers/quote', () => {
  it("quotes a customer's hosting with its own price list, the list price, and every default applied", async () => {
    const owner = await signedIn('owner');
    const response = await owner.post('/rest/offers/quote', { state: { path: 'hosting' } });
    expect(response.statusCode).toBe(200);
    const quote = response.json() as WizardQuote;
    expect(quote.valid).toBe(true);
    expect(quote.state).toMatchObject({ path: 'hosting', os: 'linux', sceltaProdottoInfrastruttura: 'HOSMN' });
    expect(quote.steps[0]).toBe('Scopo');
    const own = await prices(owner);
    expect(quote.lines.map((l) => [l.codice, l.durata, l.prezzo])).toEqual([
      ['HOSMN', 'Annuale', own.get('HOSMN Annuale')!.prezzo],
    ]);
    expect(quote.totals.currency).toBe('EUR');
    expect(quote.payload).toMatchObject({ id_azienda: ids.rossi, id_reseller: null });
  });

  it('prices the out-of-hours transfer, which the price list leaves out, from the catalogue', async () => {
    const reseller = await signedIn('reseller');
    const quote = (
      await reseller.post('/rest/offers/quote', { state: { ...HOSTING, ...TRANSFER } })
    ).json() as WizardQuote;
    expect(quote.errors).toEqual({});
    const transfer = quote.lines.find((l) => l.codice === 'TONEETTRANS');
    expect(transfer).toMatchObject({ durata: 'Una tantum', qt: 1 });
    const tone = await t.db
      .selectFrom('catalogue_products')
      .select(['prezzo_scontato_chf'])
      .where('codice', '=', 'TONEETTRANS')
      .executeTakeFirstOrThrow();
    // A reseller billing itself pays its discounted price, in its currency (CHF).
    expect(transfer!.prezzo).toBe(tone.prezzo_scontato_chf);
    expect(quote.totals.currency).toBe('CHF');
  });

  it("names a cloud server after the brand's farm domain and takes the searched domain", async () => {
    const owner = await signedIn('owner');
    const cloud = (
      await owner.post('/rest/offers/quote', { state: { ...CLOUD, addOnFirewall: true } })
    ).json() as WizardQuote;
    expect(cloud.lines.find((l) => l.section === 'infrastruttura')!.dominio).toBe('web01.cloud.nuvolaria.example');
    expect(cloud.lines.find((l) => l.section === 'firewall')!.dominio).toBe('web01-firewall.cloud.nuvolaria.example');
    const searched = (
      await owner.post('/rest/offers/quote', {
        state: { path: 'hosting', nomeDominio: 'rossi-shop.it' },
        domain: 'rossi-shop.it',
      })
    ).json() as WizardQuote;
    expect(searched.registration).toEqual({ dominio: 'rossi-shop.it', tld: 'it' });
  });

  it('answers the rules’ refusals as field messages in the request’s language', async () => {
    const owner = await signedIn('owner');
    const it = (await owner.post('/rest/offers/quote', { state: { ...CLOUD, cpuCloudQt: 65 } })).json() as WizardQuote;
    expect(it.valid).toBe(false);
    expect(it.errors.cpuCloudQt).toBe('Indica da 1 a 64 core');
    const en = (
      await owner.call('POST', '/rest/offers/quote', {
        body: { state: { ...CLOUD, cpuCloudQt: 65 } },
        headers: { 'accept-language': 'en' },
      })
    ).json() as WizardQuote;
    expect(en.errors.cpuCloudQt).toBe('Enter 1 to 64 cores');
  });

  it("quotes a reseller's customer at the list price in the customer's currency, with id_reseller", async () => {
    const reseller = await signedIn('reseller');
    const response = await reseller.post('/rest/offers/quote', {
      state: { path: 'hosting', fatturaMe: false, idClienteFinale: ids.bernasconi, newService: true },
    });
    const quote = response.json() as WizardQuote;
    expect(quote.errors).toEqual({});
    const hosmn = await t.db
      .selectFrom('catalogue_products')
      .select('prezzo_chf')
      .where('codice', '=', 'HOSMN')
      .where('durata', '=', 'Annuale')
      .executeTakeFirstOrThrow();
    expect(quote.lines[0]).toMatchObject({ codice: 'HOSMN', prezzo: hosmn.prezzo_chf });
    expect(quote.payload).toMatchObject({ id_azienda: ids.bernasconi, id_reseller: ids.alpi });
  });

  it('refuses an end customer that is not the reseller’s (422), and a customer quoting for another company', async () => {
    const reseller = await signedIn('reseller');
    for (const other of [ids.bianchi, ids.rossi, 2_000_000]) {
      const response = await reseller.post('/rest/offers/quote', {
        state: { path: 'hosting', fatturaMe: false, idClienteFinale: other },
      });
      expect([response.statusCode, response.json().reason]).toEqual([422, 'not_your_customer']);
      expect(response.json().errors.idClienteFinale).toBe('Il cliente scelto non è fra i tuoi clienti');
    }
    const owner = await signedIn('owner');
    const customer = (
      await owner.post('/rest/offers/quote', {
        state: { path: 'hosting', fatturaMe: false, idClienteFinale: ids.bianchi },
      })
    ).json() as WizardQuote;
    expect(customer.valid).toBe(false);
    expect(customer.errors.fatturaMe).toBe('Opzione riservata ai rivenditori');
  });

  it("lets an operator quote as a customer through id_cliente, with the customer's prices", async () => {
    const staff = await signedIn('staff', ids.provider);
    const quote = (
      await staff.post(`/rest/offers/quote?id_cliente=${ids.alpi}`, { state: { ...HOSTING, ...TRANSFER } })
    ).json() as WizardQuote;
    expect(quote.totals.currency).toBe('CHF');
    expect(quote.payload.id_azienda).toBe(ids.alpi);
    expect(quote.steps[0]).toBe('Clienti');
  });

  it('refuses a body that is not a wizard state (400)', async () => {
    const owner = await signedIn('owner');
    expect((await owner.post('/rest/offers/quote', { state: { path: 'ovunque' } })).statusCode).toBe(400);
    expect((await owner.post('/rest/offers/quote', { state: { prezzo: 1 } })).statusCode).toBe(400);
  });
});

describe('POST /rest/offers', () => {
  it('saves the engine’s lines and prices from the state, with the default title and an audit row; a payload that differs is refused', async () => {
    const owner = await signedIn('owner');
    const state = { path: 'hosting', nomeDominio: 'mobili-rossi.it', domainAction: 'registrazione' };
    const { payload } = (await owner.post('/rest/offers/quote', { state })).json() as WizardQuote;
    const before = await offerCount();
    const tampered = await owner.post('/rest/offers', {
      state,
      ...payload,
      prodotti: payload.prodotti.map((line) => ({ ...line, qt: 100 })),
      id_azienda: ids.bianchi,
    });
    expect([tampered.statusCode, tampered.json().reason]).toEqual([422, 'payload_mismatch']);
    expect(Object.keys(tampered.json().errors).sort()).toEqual(['id_azienda', 'prodotti']);
    expect(await offerCount()).toBe(before);
    const response = await owner.post('/rest/offers', { state, ...payload });
    expect(response.statusCode).toBe(200);
    const { id_offerta } = response.json() as { id_offerta: number };
    const offer = (await owner.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer).toMatchObject({
      titolo_offerta: 'Offerta per servizi internet - mobili-rossi.it',
      stato_offerta: 'inviata',
      stato_ordine: null,
      id_azienda: ids.rossi,
      ragione_sociale: DEMO_COMPANIES.rossi,
      currency: 'EUR',
      enable_orders: true,
    });
    const own = await prices(owner);
    expect(offer.prodotti.map((l) => [l.codice, l.qt, l.prezzo])).toEqual([
      ['REGIT', 1, own.get('REGIT Annuale')!.prezzo],
      ['HOSMN', 1, own.get('HOSMN Annuale')!.prezzo],
    ]);
    const net = offer.prodotti.reduce((sum, l) => sum + l.totale, 0);
    expect(offer.gran_totale).toBe(net);
    expect(offer.gran_totale_ivato).toBe(Math.round(net * 1.22));
    expect(await auditRows('offers.created', id_offerta)).toHaveLength(1);
  });

  it('refuses a state the rules refuse with 422 and the field messages, and saves nothing', async () => {
    const owner = await signedIn('owner');
    const before = await offerCount();
    const response = await owner.post('/rest/offers', { state: { ...CLOUD, ramCloudQt: 300 } });
    expect([response.statusCode, response.json().reason]).toEqual([422, 'invalid_quote']);
    expect(response.json().errors.ramCloudQt).toBe('Indica da 1 a 256 GB di RAM');
    const stack = await owner.post('/rest/offers', { state: { ...CLOUD, stack: 'whm', ramCloudQt: 2 } });
    expect(stack.json().errors.ramCloudQt).toBe('Opzione non disponbile: RAM minima necessaria 8 GB');
    expect(await offerCount()).toBe(before);
  });

  it("saves a reseller's offer for its customer: billed to the customer, seen by both", async () => {
    const reseller = await signedIn('reseller');
    const { id_offerta } = (
      await reseller.post('/rest/offers', {
        state: {
          path: 'hosting',
          fatturaMe: false,
          idClienteFinale: ids.bernasconi,
          newService: true,
          title: 'Sito nuovo',
        },
      })
    ).json() as { id_offerta: number };
    const offer = (await reseller.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer).toMatchObject({
      titolo_offerta: 'Sito nuovo',
      id_azienda: ids.bernasconi,
      id_reseller: ids.alpi,
      ragione_sociale: DEMO_COMPANIES.bernasconi,
      currency: 'CHF',
    });
    const foreign = await reseller.post('/rest/offers', {
      state: { path: 'hosting', fatturaMe: false, idClienteFinale: ids.bianchi },
    });
    expect(foreign.statusCode).toBe(422);
  });
});

describe('staff prepare an offer for a customer, running the wizard as that customer (issue 31)', () => {
  it("saves the offer through id_cliente: the customer's, with its prices, and the audit row names the operator", async () => {
    const staff = await signedIn('staff', ids.provider);
    const state = { path: 'hosting', title: 'Preparata dallo staff' } as const;
    const quote = (await staff.post(`/rest/offers/quote?id_cliente=${ids.rossi}`, { state })).json() as WizardQuote;
    expect(quote.errors).toEqual({});
    const response = await staff.post(`/rest/offers?id_cliente=${ids.rossi}`, { state, ...quote.payload });
    expect(response.statusCode).toBe(200);
    const { id_offerta } = response.json() as { id_offerta: number };
    const row = await t.db
      .selectFrom('offers')
      .select(['company_id', 'reseller_id', 'created_by', 'currency'])
      .where('id', '=', id_offerta)
      .executeTakeFirstOrThrow();
    const operator = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'staff')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: ids.rossi, reseller_id: null, created_by: operator.id, currency: 'EUR' });
    const [audit] = await auditRows('offers.created', id_offerta);
    expect(audit).toMatchObject({ actor_user_id: operator.id, staff_role: 'admin', company_id: ids.rossi });
    // The customer finds it among its offers, at its own prices.
    const owner = await signedIn('owner');
    const offer = (await owner.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer).toMatchObject({
      titolo_offerta: 'Preparata dallo staff',
      id_azienda: ids.rossi,
      enable_orders: true,
    });
    expect(offer.prodotti[0]?.prezzo).toBe((await prices(owner)).get('HOSMN Annuale')!.prezzo);
  });

  it("prepares a reseller customer's offer for one of its customers, as the reseller would", async () => {
    const staff = await signedIn('staff', ids.provider);
    const response = await staff.post(`/rest/offers?id_cliente=${ids.alpi}`, {
      state: { path: 'hosting', fatturaMe: false, idClienteFinale: ids.bernasconi, newService: true },
    });
    expect(response.statusCode).toBe(200);
    const { id_offerta } = response.json() as { id_offerta: number };
    const offer = (await (await signedIn('reseller')).get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer).toMatchObject({ id_azienda: ids.bernasconi, id_reseller: ids.alpi, currency: 'CHF' });
  });

  it('does not let support prepare offers (it reads only): 403, nothing saved', async () => {
    const support = new TestBrowser(t.app);
    await support.loginTo('supporto');
    const before = await offerCount();
    const response = await support.post(`/rest/offers?id_cliente=${ids.rossi}`, { state: { path: 'hosting' } });
    expect(response.statusCode).toBe(403);
    expect(await offerCount()).toBe(before);
  });

  it("ignores a customer's id_cliente: the calls act for the customer's own company, nothing for the other", async () => {
    const owner = await signedIn('owner');
    const offersOf = async (company: number) =>
      (await t.db.selectFrom('offers').select('id').where('company_id', '=', company).execute()).map((o) => o.id);
    const theirs = await offersOf(ids.bianchi);
    const mine = await offersOf(ids.rossi);
    const quote = await owner.post(`/rest/offers/quote?id_cliente=${ids.bianchi}`, { state: { path: 'hosting' } });
    expect(quote.statusCode).toBe(200);
    const saved = await owner.post(`/rest/offers?id_cliente=${ids.bianchi}`, { state: { path: 'hosting' } });
    expect(saved.statusCode).toBe(200);
    expect(await offersOf(ids.bianchi)).toEqual(theirs);
    expect(await offersOf(ids.rossi)).toHaveLength(mine.length + 1);
    const named = await owner.get(`/rest/offers?id_cliente=${ids.bianchi}`);
    expect(named.json()).toEqual((await owner.get('/rest/offers')).json());
  });
});

describe("the offer's currency (spec 3 §2 billing options, §7 payload currency)", () => {
  const catalogue = (codice: string) =>
    t.db
      .selectFrom('catalogue_products')
      .select(['prezzo_eur', 'prezzo_chf'])
      .where('codice', '=', codice)
      .where('durata', '=', 'Annuale')
      .executeTakeFirstOrThrow();

  it('gives the price list in both currencies (the spec’s prezzo_eur, prezzo_chf)', async () => {
    const owner = await signedIn('owner');
    const list = (await owner.get('/rest/price_list')).json() as {
      items: { codice: string; durata: string; prezzo: number; prezzo_eur: number; prezzo_chf: number }[];
    };
    const hosmn = list.items.find((i) => i.codice === 'HOSMN' && i.durata === 'Annuale')!;
    expect(hosmn).toMatchObject(await catalogue('HOSMN'));
    expect(hosmn.prezzo).toBe(hosmn.prezzo_eur);
  });

  it('an unlocked company billing itself quotes and saves in the other currency: lines, totals, offer and PDF follow it', async () => {
    const fixture = await companyFixture(t.app, t.db, {
      approval: 'approvato',
      contratto_cliente: true,
      currency: 'EUR',
      currency_locked: false,
      iva: 22,
    });
    const state = { path: 'hosting', currency: 'CHF', title: 'Offerta in franchi' } as const;
    const quote = (await fixture.browser.post('/rest/offers/quote', { state })).json() as WizardQuote;
    expect(quote.errors).toEqual({});
    const hosmn = await catalogue('HOSMN');
    expect(quote.lines.map((l) => [l.codice, l.prezzo])).toEqual([['HOSMN', hosmn.prezzo_chf]]);
    expect([quote.state.currency, quote.totals.currency, quote.payload.currency]).toEqual(['CHF', 'CHF', 'CHF']);
    const saved = await fixture.browser.post('/rest/offers', { state, ...quote.payload });
    expect(saved.statusCode).toBe(200);
    const { id_offerta } = saved.json() as { id_offerta: number };
    const offer = (await fixture.browser.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer).toMatchObject({ currency: 'CHF', gran_totale: hosmn.prezzo_chf, id_azienda: fixture.id });
    // VAT in francs rounds to 5 Rappen.
    expect(offer.gran_totale_ivato % 5).toBe(0);
    const [audit] = await auditRows('offers.created', id_offerta);
    expect(audit?.after).toMatchObject({ currency: 'CHF' });
    const text = pdfText((await fixture.browser.get(`/rest/offer-pdf/${id_offerta}`)).rawPayload);
    expect(text).toContain('CHF');
    // Left out, the currency is the company's own.
    const own = (
      await fixture.browser.post('/rest/offers/quote', { state: { path: 'hosting' } })
    ).json() as WizardQuote;
    expect([own.totals.currency, own.lines[0]?.prezzo]).toEqual(['EUR', hosmn.prezzo_eur]);
  });

  it('refuses the other currency of a locked company: the quote says why, the save is 422 and saves nothing', async () => {
    const owner = await signedIn('owner');
    const state = { path: 'hosting', currency: 'CHF' } as const;
    const quote = (await owner.post('/rest/offers/quote', { state })).json() as WizardQuote;
    expect(quote.valid).toBe(false);
    expect(quote.errors.currency).toBe("La valuta della tua azienda è bloccata: l'offerta è in EUR");
    expect(quote.totals.currency).toBe('EUR');
    const before = await offerCount();
    const response = await owner.post('/rest/offers', { state });
    expect([response.statusCode, response.json().reason]).toEqual([422, 'invalid_quote']);
    expect(response.json().errors.currency).toBe("La valuta della tua azienda è bloccata: l'offerta è in EUR");
    expect(await offerCount()).toBe(before);
  });

  it("refuses for a reseller's customer any currency but the customer's (422)", async () => {
    const reseller = await signedIn('reseller');
    const state = { path: 'hosting', fatturaMe: false, idClienteFinale: ids.bernasconi, newService: true };
    const before = await offerCount();
    const response = await reseller.post('/rest/offers', { state: { ...state, currency: 'EUR' } });
    expect([response.statusCode, response.json().reason]).toEqual([422, 'invalid_quote']);
    expect(response.json().errors.currency).toBe("Un'offerta per un cliente è nella valuta del cliente (CHF)");
    expect(await offerCount()).toBe(before);
    expect((await reseller.post('/rest/offers', { state: { ...state, currency: 'CHF' } })).statusCode).toBe(200);
  });
});

describe('GET /rest/offers', () => {
  it('lists the company’s offers newest first in the list contract, by section', async () => {
    const owner = await signedIn('owner');
    await owner.post('/rest/offers', { state: { path: 'hosting', title: 'Da elencare' } });
    const page = (await owner.get('/rest/offers?size=100')).json() as Page<Offer>;
    expect(page.total).toBe(page.items.length);
    expect(page.items[0]!.titolo_offerta).toBe('Da elencare');
    const dates = page.items.map((o) => o.data);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items.every((o) => o.id_azienda === ids.rossi)).toBe(true);
    const open = (await owner.get('/rest/offers?section=open&size=100')).json() as Page<Offer>;
    expect(open.items.every((o) => ['inviata', 'sollecitata', 'stand_by'].includes(o.stato_offerta!))).toBe(true);
    const searched = (await owner.get('/rest/offers?q=elencare')).json() as Page<Offer>;
    expect(searched.items.map((o) => o.titolo_offerta)).toEqual(['Da elencare']);
  });

  it("lets an operator list and read a customer's offers through id_cliente", async () => {
    const staff = await signedIn('staff', ids.provider);
    const page = (await staff.get(`/rest/offers?size=100&id_cliente=${ids.rossi}`)).json() as Page<Offer>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((o) => o.id_azienda === ids.rossi)).toBe(true);
    const one = await staff.get(`/rest/offers/${page.items[0]!.id}?id_cliente=${ids.rossi}`);
    expect(one.json()).toMatchObject({ id: page.items[0]!.id, ragione_sociale: DEMO_COMPANIES.rossi });
  });

  it("never shows another company's offers: 404 for its offer and its PDF", async () => {
    const reseller = await signedIn('reseller');
    const { id_offerta } = (
      await reseller.post('/rest/offers', { state: { ...HOSTING, newService: true } })
    ).json() as {
      id_offerta: number;
    };
    const owner = await signedIn('owner');
    const mine = (await owner.get('/rest/offers?size=100')).json() as Page<Offer>;
    expect(mine.items.some((o) => o.id === id_offerta)).toBe(false);
    const one = await owner.get(`/rest/offers/${id_offerta}`);
    expect([one.statusCode, one.json().message]).toEqual([404, 'Error loading offer']);
    expect((await owner.get(`/rest/offer-pdf/${id_offerta}`)).statusCode).toBe(404);
    expect(
      (await put(owner, `/rest/offers/${id_offerta}`, { stato: 'rifiutata', motivazione_rifiuto: 'prezzo' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT /rest/offers/{id}', () => {
  it('rejects an open offer with a §5 reason, once: then 409, and writes an audit row', async () => {
    const owner = await signedIn('owner');
    const { id_offerta } = (await owner.post('/rest/offers', { state: { path: 'hosting' } })).json() as {
      id_offerta: number;
    };
    const bad = await put(owner, `/rest/offers/${id_offerta}`, { stato: 'rifiutata', motivazione_rifiuto: 'caro' });
    expect(bad.statusCode).toBe(400);
    const rejected = await put(owner, `/rest/offers/${id_offerta}`, {
      stato: 'rifiutata',
      motivazione_rifiuto: 'altro fornitore',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ stato_offerta: 'rifiutata', motivazione_rifiuto: 'altro fornitore' });
    const again = await put(owner, `/rest/offers/${id_offerta}`, { stato: 'rifiutata', motivazione_rifiuto: 'prezzo' });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'offer_closed']);
    expect(await auditRows('offers.rejected', id_offerta)).toHaveLength(1);
    const rejectedList = (await owner.get('/rest/offers?section=rejected&size=100')).json() as Page<Offer>;
    expect(rejectedList.items.some((o) => o.id === id_offerta)).toBe(true);
  });

  it('rejects once when two rejections of one offer race: one 200, one 409, one audit row', async () => {
    const owner = await signedIn('owner');
    const { id_offerta } = (await owner.post('/rest/offers', { state: { path: 'hosting' } })).json() as {
      id_offerta: number;
    };
    const answers = await Promise.all(
      (['prezzo', 'tempistiche'] as const).map((reason) =>
        put(owner, `/rest/offers/${id_offerta}`, { stato: 'rifiutata', motivazione_rifiuto: reason }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows('offers.rejected', id_offerta)).toHaveLength(1);
  });

  it('refuses a concluded order (409)', async () => {
    const owner = await signedIn('owner');
    const { id_offerta } = (await owner.post('/rest/offers', { state: { path: 'hosting' } })).json() as {
      id_offerta: number;
    };
    await t.db
      .updateTable('offers')
      .set({ stato_offerta: null, stato_ordine: 'concluso' })
      .where('id', '=', id_offerta)
      .execute();
    const response = await put(owner, `/rest/offers/${id_offerta}`, {
      stato: 'rifiutata',
      motivazione_rifiuto: 'prezzo',
    });
    expect(response.statusCode).toBe(409);
  });

  it('gives enable_orders by confirm ability: a user without it cannot reject (403)', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true }, [
      'developer',
    ]);
    const { id_offerta } = (await fixture.browser.post('/rest/offers', { state: { path: 'hosting' } })).json() as {
      id_offerta: number;
    };
    const offer = (await fixture.browser.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    expect(offer.enable_orders).toBe(false);
    const response = await put(fixture.browser, `/rest/offers/${id_offerta}`, {
      stato: 'rifiutata',
      motivazione_rifiuto: 'prezzo',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /rest/offer-pdf/{id}', () => {
  it('is a PDF with the issuing company, the customer, the lines, VAT and totals, its text extractable', async () => {
    const owner = await signedIn('owner');
    const { id_offerta } = (
      await owner.post('/rest/offers', {
        state: { path: 'hosting', nomeDominio: 'mobili-rossi.it', domainAction: 'registrazione' },
      })
    ).json() as { id_offerta: number };
    const response = await owner.get(`/rest/offer-pdf/${id_offerta}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    const offer = (await owner.get(`/rest/offers/${id_offerta}`)).json() as OfferDetail;
    for (const expected of [
      'Nuvolaria S.r.l. (demo)',
      DEMO_COMPANIES.rossi,
      'Offerta per servizi internet - mobili-rossi.it',
      'HOSMN mobili-rossi.it',
      'REGIT mobili-rossi.it',
      'Imponibile',
      'IVA 22%',
      'Totale',
    ])
      expect(text).toContain(expected);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(euros(offer.gran_totale_ivato));
  });
});

describe('demo offers', () => {
  it("has offers in every state for owner, several for reseller, and one of the reseller's for its customer", async () => {
    const states = async (username: string) => {
      const list = (await (await signedIn(username)).get('/rest/offers?size=100')).json() as Page<Offer>;
      return { list, states: new Set(list.items.map((o) => o.stato_offerta ?? `ordine ${o.stato_ordine}`)) };
    };
    const owner = await states('owner');
    for (const state of ['inviata', 'sollecitata', 'stand_by', 'rifiutata', 'ordine concluso'])
      expect(owner.states).toContain(state);
    const reseller = await states('reseller');
    for (const state of ['inviata', 'rifiutata', 'ordine concluso']) expect(reseller.states).toContain(state);
    expect(reseller.list.items.find((o) => o.id_reseller === ids.alpi)).toMatchObject({
      id_azienda: ids.bernasconi,
      ragione_sociale: DEMO_COMPANIES.bernasconi,
      stato_offerta: 'inviata',
    });
  });
});
