import {
  customerPrice,
  quoteWizard,
  STACKS,
  translate,
  WIZARD_PRODUCT_CODES,
  withVat,
  YEARLY_ONLY_CODES,
  type MessageKey,
  type MessageParams,
  type PriceList,
  type WizardPriceList,
} from '@sportello/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MARKUPS } from '../../demo/catalogue-seed.ts';
import { findCatalogueProduct, loadCatalogue, readCatalogueFile } from '../../modules/catalogue/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi' | 'bernasconi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = {
    rossi: await companyId(t.db, DEMO_COMPANIES.rossi),
    alpi: await companyId(t.db, DEMO_COMPANIES.alpi),
    bernasconi: await companyId(t.db, DEMO_COMPANIES.bernasconi),
  };
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const approved = { approval: 'approvato', contratto_cliente: true } as const;
const swissReseller = { ...approved, is_reseller: true, currency: 'CHF', iva: 8.1 } as const;
const put = (
  b: TestBrowser,
  category: string,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; xhr?: boolean } = {},
) => b.call('PUT', `/rest/category_markups/${category}`, { body, ...options });
const item = (list: PriceList, codice: string, durata = 'Annuale') =>
  list.items.find((i) => i.codice === codice && i.durata === durata);
const file = readCatalogueFile();
const product = (codice: string, durata = 'Annuale') => {
  const found = file.products.find((p) => p.codice === codice);
  const price = found?.prices.find((p) => p.durata === durata);
  if (!found || !price) throw new Error(`${codice} ${durata} is not in the catalogue file`);
  return { ...found, price };
};

describe('the catalogue data (one file, loaded by the demo seed)', () => {
  it('has every product code of spec 3 §9, 200+ extensions, cents, CHF in 5 Rappen, stacks with their minimum RAM', () => {
    const codes = new Set(file.products.map((p) => p.codice));
    const spec =
      `HOSMN HOSMRS HOSVEN HOSERT HOSTITA HOSBASW HOSPREMWIN HOSRESSIL HOSRESGLD HOSRES HOSTCORE HOSTGEN STOCOS STOSMART
      MLARCH100 STBCKACR STBCKR1B STBCKIBM STBCKVEE MAVCPU MAVRAM MAVSTO MLART10 MLART20 MLART40 MLART60 MLART80 MLART100 MLART120
      SSLBAS SSLART SSLPREMY SSLWLD REGPREMY HOSDOM CLDWINSTD CLDRD CLOUDAPPVPN SLAPRMC CLDADD8IP CLDADD32RAM TONEETTRANS
      AHSIM360250 AHSIM360500 AHSIM3601 AHSLITE CLDSQS CLDSQW CLDSQE STOCDS AHSESS AHSCCKP AHSWHM100 AHSWHM250 AHSWHM500 AHSPLK1
      AHSPLK30 AHSPLK500 AHSPLKW1 AHSPLKW30 AHSPLKW500 AHSWIN AHSDEDMAILY AHSATLAS`.split(/\s+/);
    expect(spec.filter((c) => !codes.has(c))).toEqual([]);
    expect(file.products.filter((p) => p.tld !== null).length).toBeGreaterThanOrEqual(200);
    expect(product('REGIT').price).toMatchObject({ durata: 'Annuale' });
    const minRam = Object.fromEntries(
      file.products.filter((p) => p.min_ram !== null).map((p) => [p.codice, p.min_ram]),
    );
    expect(minRam).toMatchObject({
      AHSESS: 1,
      AHSCCKP: 1,
      AHSWHM100: 8,
      AHSWHM500: 8,
      AHSPLK1: 1,
      AHSPLKW30: 4,
      AHSWIN: 4,
      AHSDEDMAILY: 1,
      AHSATLAS: 1,
    });
    expect(product('TONEETTRANS', 'Una tantum').price.eur).toBeGreaterThan(0);
  });

  it('sells every code the quote wizard makes, in the durations it bills them, stacks with the engine’s minimum RAM', () => {
    const codes = new Set(file.products.map((p) => p.codice));
    expect(WIZARD_PRODUCT_CODES.filter((c) => !codes.has(c))).toEqual([]);
    for (const code of YEARLY_ONLY_CODES) expect(product(code).prices.map((p) => p.durata)).toEqual(['Annuale']);
    for (const stack of Object.values(STACKS)) {
      for (const code of stack.codes) expect([code, product(code).min_ram]).toEqual([code, stack.minRam]);
    }
    const prices: WizardPriceList = {
      currency: 'EUR',
      items: file.products.flatMap((p) =>
        p.prices.map((price) => ({
          codice: p.codice,
          durata: price.durata,
          tld: p.tld,
          prezzo_eur: price.eur,
          prezzo_chf: price.chf,
          prezzo_scontato_eur: null,
          prezzo_scontato_chf: null,
        })),
      ),
    };
    const context = {
      reseller: false,
      companyId: 1,
      farmDomain: 'farm.example.net',
      translate: (key: MessageKey, params?: MessageParams) => translate('it', key, params),
    };
    const quote = quoteWizard(
      {
        path: 'mail',
        codiceProdottoMail: 'MLART40',
        nomeDominio: 'esempio.co.uk',
        domainAction: 'registrazione',
        codiceSsl: 'SSLWLD',
      },
      prices,
      context,
    );
    expect(quote.errors).toEqual({});
    expect(quote.lines.map((line) => line.codice)).toEqual(['REGCOUK', 'MLART40', 'SSLWLD']);
  });

  it('loads again without change, removes what a new file leaves out, and keeps the excluded code for the wizard', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('catalogue_products')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await t.db.transaction().execute((trx) => loadCatalogue(trx, file));
    expect(await count()).toBe(before);
    const smaller = { ...file, products: file.products.filter((p) => p.codice !== 'REGTOP') };
    await t.db.transaction().execute((trx) => loadCatalogue(trx, smaller));
    expect(await count()).toBe(before - 1);
    await t.db.transaction().execute((trx) => loadCatalogue(trx, file));
    expect(await count()).toBe(before);
    expect(await findCatalogueProduct(t.db, 'TONEETTRANS', 'Una tantum')).toMatchObject({
      prezzo_eur: product('TONEETTRANS', 'Una tantum').price.eur,
    });
  });
});

describe('GET /rest/price_list', () => {
  it('gives a customer the list price in its currency, with its VAT, grouped in category order; TONEETTRANS never appears', async () => {
    const list = (await (await signedIn('owner')).get('/rest/price_list')).json() as PriceList;
    expect(list).toMatchObject({ id_azienda: ids.rossi, currency: 'EUR', iva: 22, reseller: false });
    expect(list.categories.map((c) => c.posizione)).toEqual(
      [...list.categories.map((c) => c.posizione)].sort((a, b) => a - b),
    );
    expect(list.categories[0]).toEqual({ code: 'hosting', nome: 'Hosting', posizione: 1, markup: null });
    const order = list.items.map((i) => i.posizione_categoria);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.items.some((i) => i.codice === 'TONEETTRANS')).toBe(false);
    const hosmn = product('HOSMN');
    expect(item(list, 'HOSMN')).toMatchObject({
      nome: 'Hosting Linux Mini',
      categoria: 'hosting',
      durata: 'Annuale',
      prezzo: hosmn.price.eur,
      prezzo_ivato: withVat(hosmn.price.eur, 22, 'EUR'),
      prezzo_scontato: null,
      prezzo_clienti: null,
    });
    expect(item(list, 'HOSMN', 'Mensile')?.prezzo).toBe(product('HOSMN', 'Mensile').price.eur);
    expect(item(list, 'AHSWHM250')?.min_ram).toBe(8);
    expect(item(list, 'REGIT')).toMatchObject({ tld: 'it', categoria: 'domini', nome: 'Registrazione dominio .it' });
    expect(list.items.filter((i) => i.tld !== null).length).toBeGreaterThanOrEqual(200);
    expect(item(list, 'HOSMN')?.features).toMatchObject({
      spazio: 5,
      support: 'basic',
      descrizione: 'Per un sito vetrina con posta inclusa.',
    });
  });

  it('gives a reseller its discounted price and the customer price = discounted × (1 + markup), CHF to 5 Rappen', async () => {
    const list = (await (await signedIn('reseller')).get('/rest/price_list')).json() as PriceList;
    expect(list).toMatchObject({ id_azienda: ids.alpi, currency: 'CHF', iva: 8.1, reseller: true });
    const hosmn = product('HOSMN');
    expect(item(list, 'HOSMN')).toMatchObject({
      prezzo: hosmn.price.chf,
      prezzo_scontato: hosmn.price.scontato_chf,
      prezzo_clienti: customerPrice(hosmn.price.scontato_chf, DEMO_MARKUPS.hosting ?? 0, 'CHF'),
      prezzo_ivato: withVat(hosmn.price.scontato_chf, 8.1, 'CHF'),
    });
    // No markup on cloud: the customer price is the discounted one.
    expect(item(list, 'MAVCPU')?.prezzo_clienti).toBe(product('MAVCPU').price.scontato_chf);
    for (const i of list.items) {
      expect(i.prezzo_clienti! % 5).toBe(0);
      expect(i.prezzo_ivato % 5).toBe(0);
    }
    expect(list.categories.find((c) => c.code === 'hosting')?.markup).toBe(DEMO_MARKUPS.hosting);
    expect(list.categories.find((c) => c.code === 'cloud')?.markup).toBe(0);
  });

  it('speaks the language of the request', async () => {
    const b = await signedIn('reseller');
    const list = (
      await b.get('/rest/price_list', { headers: { 'accept-language': 'de-CH,de;q=0.9' } })
    ).json() as PriceList;
    expect(list.categories.find((c) => c.code === 'domini')?.nome).toBe('Domainregistrierung');
    expect(item(list, 'REGCH')?.nome).toBe('Domainregistrierung .ch');
    const fr = (await b.get('/rest/price_list?lang=fr')).json() as PriceList;
    expect(fr.categories.find((c) => c.code === 'hosting')?.nome).toBe('Hébergement');
  });

  it('is the catalog route: billing, developer or sales; a company that is not approved is held at onboarding', async () => {
    expect((await (await signedIn('tecnico')).get('/rest/price_list')).statusCode).toBe(200);
    const noGrant = await companyFixture(t.app, t.db, approved, []);
    expect((await noGrant.browser.get('/rest/price_list')).json()).toMatchObject({ code: 10 });
    const pending = await companyFixture(t.app, t.db, { contratto_cliente: true });
    expect((await pending.browser.get('/rest/price_list')).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get('/rest/price_list')).statusCode).toBe(401);
  });
});

describe('GET /rest/price_list/{id}', () => {
  it("prices for one of the reseller's customers: the customer's currency and VAT, the reseller's markups", async () => {
    const list = (await (await signedIn('reseller')).get(`/rest/price_list/${ids.bernasconi}`)).json() as PriceList;
    expect(list).toMatchObject({ id_azienda: ids.bernasconi, currency: 'CHF', reseller: true });
    const ssl = product('SSLBAS');
    const customer = customerPrice(ssl.price.scontato_chf, DEMO_MARKUPS.ssl ?? 0, 'CHF');
    expect(item(list, 'SSLBAS')).toMatchObject({
      prezzo_scontato: ssl.price.scontato_chf,
      prezzo_clienti: customer,
      prezzo_ivato: withVat(customer, list.iva, 'CHF'),
    });
  });

  it('prices a EUR customer in EUR', async () => {
    const reseller = await companyFixture(t.app, t.db, swissReseller);
    const italian = await companyFixture(t.app, t.db, {
      ...approved,
      parent_id: reseller.id,
      currency: 'EUR',
      iva: 22,
    });
    await put(reseller.browser, 'mail', { markup: 10 });
    const list = (await reseller.browser.get(`/rest/price_list/${italian.id}`)).json() as PriceList;
    const mail = product('MLART10');
    expect(list).toMatchObject({ currency: 'EUR', iva: 22 });
    expect(item(list, 'MLART10')).toMatchObject({
      prezzo: mail.price.eur,
      prezzo_clienti: customerPrice(mail.price.scontato_eur, 10, 'EUR'),
    });
  });

  it("answers 404, never data, for any company that is not the reseller's own customer", async () => {
    const reseller = await signedIn('reseller');
    for (const id of [ids.rossi, ids.alpi, 999_999]) {
      const response = await reseller.get(`/rest/price_list/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Cliente non trovato', reason: 'customer_not_found' });
    }
    const other = await companyFixture(t.app, t.db, swissReseller);
    expect((await other.browser.get(`/rest/price_list/${ids.bernasconi}`)).statusCode).toBe(404);
    // Not a reseller: no customers at all.
    expect((await (await signedIn('owner')).get(`/rest/price_list/${ids.bernasconi}`)).statusCode).toBe(404);
    expect((await reseller.get('/rest/price_list/abc')).statusCode).toBe(400);
    expect((await reseller.get('/rest/price_list/0')).statusCode).toBe(400);
  });
});

describe('GET /rest/category_markups', () => {
  it("lists the reseller's markup on every category, 0 where none was set", async () => {
    const markups = (await (await signedIn('reseller')).get('/rest/category_markups')).json() as {
      category: string;
      markup: number;
    }[];
    expect(markups).toHaveLength(file.categories.length);
    expect(markups).toContainEqual({ category: 'hosting', markup: DEMO_MARKUPS.hosting });
    expect(markups).toContainEqual({ category: 'cloud', markup: 0 });
    const fresh = await companyFixture(t.app, t.db, swissReseller);
    const own = (await fresh.browser.get('/rest/category_markups')).json() as { markup: number }[];
    expect(own.every((m) => m.markup === 0)).toBe(true);
  });

  it('is for resellers only (403 code 10)', async () => {
    const response = await (await signedIn('owner')).get('/rest/category_markups');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 10 });
  });
});

describe('PUT /rest/category_markups/{category}', () => {
  it('saves a whole percent ≥ 0, changes the customer prices, and writes who changed what', async () => {
    const reseller = await companyFixture(t.app, t.db, swissReseller);
    const response = await put(reseller.browser, 'hosting', { markup: 45 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ category: 'hosting', markup: 45 });
    const list = (await reseller.browser.get('/rest/price_list')).json() as PriceList;
    const hosmn = product('HOSMN');
    expect(item(list, 'HOSMN')?.prezzo_clienti).toBe(customerPrice(hosmn.price.scontato_chf, 45, 'CHF'));
    expect(list.categories.find((c) => c.code === 'hosting')?.markup).toBe(45);
    await put(reseller.browser, 'hosting', { markup: 0 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.markup_changed')
      .where('company_id', '=', reseller.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.subject, a.before, a.after, a.actor_user_id])).toEqual([
      ['hosting', { markup: 0 }, { markup: 45 }, reseller.userId],
      ['hosting', { markup: 45 }, { markup: 0 }, reseller.userId],
    ]);
  });

  it('refuses bad input with the shared schema’s messages, and an unknown category with 404', async () => {
    const reseller = await companyFixture(t.app, t.db, swissReseller);
    const errorOf = async (body: Record<string, unknown>) => {
      const response = await put(reseller.browser, 'mail', body);
      expect(response.statusCode).toBe(400);
      return (response.json() as { errors: Record<string, string> }).errors.markup;
    };
    expect(await errorOf({ markup: -1 })).toBe('Indica un ricarico tra 0 e 1000');
    expect(await errorOf({ markup: 1001 })).toBe('Indica un ricarico tra 0 e 1000');
    expect(await errorOf({ markup: 12.5 })).toBe('Il ricarico è un numero intero');
    expect(await errorOf({ markup: '12' })).toBe('Il ricarico è un numero intero');
    expect(await errorOf({})).toBe('Indica il ricarico');
    expect((await put(reseller.browser, 'Hosting!', { markup: 5 })).statusCode).toBe(400);
    const unknown = await put(reseller.browser, 'giardinaggio', { markup: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'category_not_found', message: 'Categoria non trovata' });
    expect(
      await t.db.selectFrom('category_markups').selectAll().where('company_id', '=', reseller.id).execute(),
    ).toEqual([]);
  });

  it('is refused to developers (the grant message), to companies that are not resellers, and without the XHR header', async () => {
    const developer = await companyFixture(t.app, t.db, swissReseller, ['developer']);
    const refused = await put(developer.browser, 'hosting', { markup: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 10,
      reason: 'not_authorized',
      message: 'Non hai i permessi per modificare i ricarichi. Richiedili ad un utente amministratore',
    });
    expect((await developer.browser.get('/rest/category_markups')).statusCode).toBe(200);
    const sales = await companyFixture(t.app, t.db, swissReseller, ['sales']);
    expect((await put(sales.browser, 'hosting', { markup: 10 })).statusCode).toBe(200);
    expect((await put(await signedIn('owner'), 'hosting', { markup: 10 })).json()).toMatchObject({ code: 10 });
    expect((await put(sales.browser, 'hosting', { markup: 11 }, { xhr: false })).statusCode).toBe(403);
  });

  it("changes only the caller's own markups: another reseller's stay as they were", async () => {
    const other = await companyFixture(t.app, t.db, swissReseller);
    await put(other.browser, 'hosting', { markup: 99 });
    const alpi = (await (await signedIn('reseller')).get('/rest/category_markups')).json() as {
      category: string;
      markup: number;
    }[];
    expect(alpi).toContainEqual({ category: 'hosting', markup: DEMO_MARKUPS.hosting });
    const alpiList = (await (await signedIn('reseller')).get(`/rest/price_list/${ids.bernasconi}`)).json() as PriceList;
    expect(alpiList.categories.find((c) => c.code === 'hosting')?.markup).toBe(DEMO_MARKUPS.hosting);
  });

  it('lets an operator acting on the reseller change it, recorded with the staff role', async () => {
    const staff = await signedIn('staff');
    const response = await put(staff, 'licenze', { markup: 12 }).then(() =>
      staff.call('PUT', `/rest/category_markups/licenze?id_cliente=${ids.alpi}`, { body: { markup: 12 } }),
    );
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.markup_changed')
      .where('company_id', '=', ids.alpi)
      .where('subject', '=', 'licenze')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_role: 'admin', after: { markup: 12 } });
    await staff.call('PUT', `/rest/category_markups/licenze?id_cliente=${ids.alpi}`, { body: { markup: 0 } });
  });
});

describe('the price list, made once per company and language', () => {
  it('carries an ETag (304 when the browser has it) and goes compressed, br or gzip, as the browser accepts', async () => {
    const b = await signedIn('owner');
    const plain = await b.get('/rest/price_list');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect((await b.get('/rest/price_list', { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const br = await b.get('/rest/price_list', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await b.get('/rest/price_list', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('changes at once with a markup, a catalogue price or the company VAT, though it was made before', async () => {
    const reseller = await companyFixture(t.app, t.db, swissReseller);
    const list = async () => (await reseller.browser.get('/rest/price_list')).json() as PriceList;
    const before = await list();
    const etag = (await reseller.browser.get('/rest/price_list')).headers.etag;
    const hosmn = product('HOSMN');

    await put(reseller.browser, 'hosting', { markup: 30 });
    expect(item(await list(), 'HOSMN')?.prezzo_clienti).toBe(customerPrice(hosmn.price.scontato_chf, 30, 'CHF'));
    expect(
      (await reseller.browser.get('/rest/price_list', { headers: { 'if-none-match': etag as string } })).statusCode,
    ).toBe(200);

    const row = await t.db
      .selectFrom('catalogue_products')
      .select(['id', 'prezzo_chf'])
      .where('codice', '=', 'HOSMN')
      .where('durata', '=', 'Annuale')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('catalogue_products')
      .set({ prezzo_chf: row.prezzo_chf + 500 })
      .where('id', '=', row.id)
      .execute();
    try {
      expect(item(await list(), 'HOSMN')?.prezzo).toBe(row.prezzo_chf + 500);
    } finally {
      await t.db
        .updateTable('catalogue_products')
        .set({ prezzo_chf: row.prezzo_chf })
        .where('id', '=', row.id)
        .execute();
    }

    await t.db.updateTable('aziende').set({ iva: 0 }).where('id', '=', reseller.id).execute();
    expect(item(await list(), 'HOSMN')?.prezzo_ivato).toBe(hosmn.price.scontato_chf);
    expect(item(before, 'HOSMN')?.prezzo_ivato).toBe(withVat(hosmn.price.scontato_chf, 8.1, 'CHF'));
  });
});
