import { groupBounds, isoDateIn, PRODUCT_GROUPS, type Product, PROVIDER_TIME_ZONE } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi' | 'provider', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = {
    rossi: await companyId(t.db, DEMO_COMPANIES.rossi),
    alpi: await companyId(t.db, DEMO_COMPANIES.alpi),
    provider: await companyId(t.db, DEMO_COMPANIES.provider),
  };
});
afterAll(() => t.close());

const signedIn = async (username: string, company?: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const all = async (b: TestBrowser, query = '') =>
  (await b.get(`/rest/products?size=100${query}`)).json() as Page<Product>;
const find = async (b: TestBrowser, codice: string) => (await all(b)).items.find((p) => p.codice === codice)!;
const put = (b: TestBrowser, id: number, body: Record<string, unknown>, query = '') =>
  b.call('PUT', `/rest/product_orders/${id}${query}`, { body });
const changes = async (productId: number) =>
  t.db.selectFrom('product_renewal_changes').selectAll().where('product_id', '=', productId).orderBy('id').execute();

describe('GET /rest/products', () => {
  it('lists the company’s products by data_fine, each with its days to expiration and its group, in every group of the list', async () => {
    const list = await all(await signedIn('owner'));
    expect(list.total).toBe(list.items.length);
    const dates = list.items.map((p) => p.data_fine);
    expect(dates).toEqual([...dates].sort());
    const groups = new Set(list.items.map((p) => p.group));
    const { year_end } = groupBounds(today());
    const expected = PRODUCT_GROUPS.filter((g) => g !== 'year_end' || year_end.from <= year_end.to!);
    expect([...groups].sort()).toEqual([...expected].sort());
    const mlart = list.items.find((p) => p.codice === 'MLART10')!;
    expect(mlart).toMatchObject({
      days_to_expiration: -4,
      group: 'grace',
      disdetto: true,
      currency: 'EUR',
      nome: 'Posta Art 10 GB',
    });
    expect(list.items.find((p) => p.codice === 'SSLBAS')).toMatchObject({
      days_to_expiration: -40,
      group: 'cancelled',
    });
    expect(list.items.find((p) => p.codice === 'HOSMN')).toMatchObject({ pending_invoice: 'DEMO-2024-0412' });
    expect(list.items.find((p) => p.codice === 'TONEETTRANS')).toMatchObject({ durata: 'Una tantum' });
    expect(list.items.find((p) => p.codice === 'HOSVEN')).toMatchObject({
      missing_data: true,
      ask_site_transfer: true,
      stato_tecnico: 'attivare',
    });
    expect(list.items.filter((p) => p.group === 'trial').map((p) => p.free_period)).toEqual([30, 30]);
  });

  it('pages, sorts and filters on the server; each group filter gives exactly the products of that group', async () => {
    const b = await signedIn('owner');
    const everything = (await all(b)).items;
    const first = (await b.get('/rest/products?size=5&sort=id')).json() as Page<Product>;
    const second = (await b.get('/rest/products?size=5&sort=id&page=2')).json() as Page<Product>;
    expect(first.total).toBe(everything.length);
    const byId = [...everything].map((p) => p.id).sort((x, y) => x - y);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(byId.slice(0, 10));
    expect((await all(b, '&q=posta')).items.map((p) => p.codice).sort()).toEqual(['MLART10', 'MLART20']);
    for (const group of PRODUCT_GROUPS) {
      const shown = (await all(b, `&group=${group}`)).items.map((p) => p.id).sort();
      expect(shown, group).toEqual(
        everything
          .filter((p) => p.group === group)
          .map((p) => p.id)
          .sort(),
      );
    }
    expect((await b.get('/rest/products?sort=nome')).statusCode).toBe(400);
  });

  it('names the products in the request’s language', async () => {
    const b = await signedIn('owner');
    const list = (
      await b.get('/rest/products?size=100', { headers: { 'accept-language': 'en' } })
    ).json() as Page<Product>;
    expect(list.items.find((p) => p.codice === 'MLART10')?.nome).toBe('Art mail 10 GB');
  });
});

describe('PUT /rest/product_orders/{id}', () => {
  it('cancels a renewing product with name and reason, renews it again, and keeps both changes with who and why', async () => {
    const b = await signedIn('owner');
    const regit = await find(b, 'REGIT');
    expect(regit).toMatchObject({ stato_amministrativo: 'attivo', group: 'this_month' });
    const noReason = await put(b, regit.id, { stato_amministrativo: 'non rinnovare', nominativo: 'Mario Rossi' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ motivazione_disdetta: 'Indica il motivo della disdetta' });
    expect(
      (
        await put(b, regit.id, {
          stato_amministrativo: 'non rinnovare',
          nominativo: ' ',
          motivazione_disdetta: 'costo',
        })
      ).statusCode,
    ).toBe(400);

    const cancelled = await put(b, regit.id, {
      stato_amministrativo: 'non rinnovare',
      nominativo: 'Mario Rossi',
      motivazione_disdetta: 'costo',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: regit.id, stato_amministrativo: 'non rinnovare', disdetto: true });
    const renewed = await put(b, regit.id, { stato_amministrativo: 'attivo', nominativo: 'Mario Rossi' });
    expect(renewed.json()).toMatchObject({ stato_amministrativo: 'attivo', disdetto: false });

    const history = await changes(regit.id);
    expect(history.map((h) => [h.before, h.after, h.nominativo, h.motivazione])).toEqual([
      [{ stato_amministrativo: 'attivo' }, { stato_amministrativo: 'non rinnovare' }, 'Mario Rossi', 'costo'],
      [{ stato_amministrativo: 'non rinnovare' }, { stato_amministrativo: 'attivo' }, 'Mario Rossi', null],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'company_id'])
      .where('subject', '=', String(regit.id))
      .where('action', 'like', 'products.%')
      .execute();
    expect(audit).toEqual([
      { action: 'products.cancelled', company_id: ids.rossi },
      { action: 'products.renewed', company_id: ids.rossi },
    ]);
  });

  it('saves the customer’s note, shown on renewal invoices', async () => {
    const b = await signedIn('owner');
    const hosmrs = await find(b, 'HOSMRS');
    const saved = await put(b, hosmrs.id, { note_cliente: 'Centro di costo 12' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().note_cliente).toBe('Centro di costo 12');
    expect((await find(b, 'HOSMRS')).note_cliente).toBe('Centro di costo 12');
    expect((await put(b, hosmrs.id, { note_cliente: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('refuses expired, one-off, unpaid and past-trial products, and leaves them as they were', async () => {
    const b = await signedIn('owner');
    const cases = [
      ['SSLBAS', 'expired'],
      ['MLART10', 'expired'],
      ['TONEETTRANS', 'one_off'],
      ['HOSMN', 'unpaid_renewal'],
    ] as const;
    for (const [codice, reason] of cases) {
      const product = await find(b, codice);
      const response = await put(b, product.id, { stato_amministrativo: 'attivo', nominativo: 'Mario Rossi' });
      expect(response.statusCode, codice).toBe(409);
      expect(response.json().reason).toBe(reason);
      expect((await find(b, codice)).stato_amministrativo).toBe(product.stato_amministrativo);
    }
    const trial = await find(b, 'STOSMART');
    await t.db.updateTable('products').set({ data_fine: '2000-01-01' }).where('id', '=', trial.id).execute();
    const ended = await put(b, trial.id, {
      stato_amministrativo: 'non rinnovare',
      nominativo: 'Mario Rossi',
      motivazione_disdetta: 'costo',
    });
    expect([ended.statusCode, ended.json().reason]).toEqual([409, 'trial_ended']);
    await t.db.updateTable('products').set({ data_fine: trial.data_fine }).where('id', '=', trial.id).execute();
    // Before its end, the trial's end choice may change.
    expect(
      (
        await put(b, trial.id, {
          stato_amministrativo: 'non rinnovare',
          nominativo: 'Mario Rossi',
          motivazione_disdetta: 'non_utilizzo',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('switches automatic / on-request renewal for a customer billed by BBW only', async () => {
    const owner = await signedIn('owner');
    const hosbasw = await find(owner, 'HOSBASW');
    expect(hosbasw.rinnovo_automatico).toBe(false);
    const saved = await put(owner, hosbasw.id, { rinnovo_automatico: true, nominativo: 'Mario Rossi' });
    expect([saved.statusCode, saved.json().rinnovo_automatico]).toEqual([200, true]);
    expect((await changes(hosbasw.id)).at(-1)).toMatchObject({
      before: { rinnovo_automatico: false },
      after: { rinnovo_automatico: true },
    });

    const reseller = await signedIn('reseller');
    const hosres = await find(reseller, 'HOSRES');
    const refused = await put(reseller, hosres.id, { rinnovo_automatico: false, nominativo: 'Luca Brenni' });
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'not_on_request_billing']);
  });

  it('takes the billing grant: a developer is refused with code 10, a billing user may', async () => {
    const tecnico = await signedIn('tecnico');
    const product = await find(tecnico, 'SSLART');
    const refused = await put(tecnico, product.id, { note_cliente: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 10,
      message:
        'Non hai i permessi per modificare il rinnovo o disdire i prodotti. Richiedili ad un utente amministratore',
    });
    const contabile = await signedIn('contabile');
    expect((await put(contabile, product.id, { note_cliente: 'Ok' })).statusCode).toBe(200);
  });

  it('answers 404 "Errore: Prodotto non trovato" for an unknown id, and refuses a body of no shape or of two', async () => {
    const b = await signedIn('owner');
    const unknown = await put(b, 99_999_999, { note_cliente: 'x' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Errore: Prodotto non trovato']);
    const product = await find(b, 'SSLART');
    expect((await put(b, product.id, {})).statusCode).toBe(400);
    expect(
      (await put(b, product.id, { note_cliente: 'x', rinnovo_automatico: true, nominativo: 'A' })).statusCode,
    ).toBe(400);
    expect((await put(b, product.id, { stato_amministrativo: 'scaduto', nominativo: 'A' })).statusCode).toBe(400);
  });

  it('lets an operator act on a customer’s products through id_cliente', async () => {
    const staff = await signedIn('staff', ids.provider);
    const list = (await staff.get(`/rest/products?size=100&id_cliente=${ids.rossi}`)).json() as Page<Product>;
    const sslart = list.items.find((p) => p.codice === 'SSLART')!;
    expect(sslart).toBeDefined();
    const saved = await put(staff, sslart.id, { note_cliente: 'Nota operatore' }, `?id_cliente=${ids.rossi}`);
    expect(saved.statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('never lists, reads or changes another company’s products: 404, never data', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const theirs = (await all(reseller)).items;
    const mine = (await all(owner)).items;
    expect(mine.some((p) => theirs.some((q) => q.id === p.id))).toBe(false);
    const target = theirs.find((p) => p.codice === 'SSLART')!;
    for (const body of [
      { note_cliente: 'x' },
      { stato_amministrativo: 'non rinnovare', nominativo: 'X', motivazione_disdetta: 'costo' },
      { rinnovo_automatico: false, nominativo: 'X' },
    ]) {
      const response = await put(owner, target.id, body);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SSLART');
    }
    expect(await find(reseller, 'SSLART')).toMatchObject({
      note_cliente: target.note_cliente,
      stato_amministrativo: target.stato_amministrativo,
    });
    // A customer naming another company through id_cliente is not staff: the parameter is refused or ignored.
    const named = await owner.get(`/rest/products?size=100&id_cliente=${ids.alpi}`);
    const leaked =
      named.statusCode === 200 && (named.json() as Page<Product>).items.some((p) => theirs.some((q) => q.id === p.id));
    expect(leaked).toBe(false);
  });
});
