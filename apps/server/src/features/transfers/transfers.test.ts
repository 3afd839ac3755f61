import type { Product } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_SECRET } from '../../modules/transfers/index.ts';
import { unseal } from '../../platform/security/sealed-box.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi), alpi: await companyId(t.db, DEMO_COMPANIES.alpi) };
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const productOf = (companyId: number, codice: string) =>
  t.db
    .selectFrom('products')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('codice', '=', codice)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const post = (b: TestBrowser, resource: 'domain_registrants' | 'hosting_transfers', body: Record<string, unknown>) =>
  b.call('POST', `/rest/${resource}`, { body });
const auditOf = (productId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject', '=', String(productId))
    .where('action', 'like', 'transfers.%')
    .execute();

/** A product of a fresh order of `companyId` in `stato`, awaiting the data the flags say. */
async function awaitingProduct(
  companyId: number,
  stato: 'in attesa' | 'concluso' | 'annullato',
  codice: string,
  flags: Record<string, boolean>,
) {
  const order = await t.db
    .insertInto('orders')
    .values({ company_id: companyId, stato })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await productOf(companyId, 'REGCOM');
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = template;
  return t.db
    .insertInto('products')
    .values({
      ...rest,
      nome: JSON.stringify(rest.nome),
      codice,
      order_id: order.id,
      missing_data: false,
      registrazione_dominio: false,
      ...flags,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const transferWithBilling = {
  new_registration: false,
  authcode: 'EPP-secret-42',
  anytime: true,
  usa_dati_fatturazione: true,
};
const site = {
  access_type: 'ftp',
  url: 'ftp.vecchio-provider.example',
  user: 'rossi',
  password: 'site pass 1',
  dbName: 'shop',
  dbUser: 'shopuser',
  dbPassword: 'db-pass-2',
  cms: 'WordPress',
  maintenanceSite: true,
};
const mail = {
  imap: 'imap.vecchio-provider.example',
  mails: [{ name: 'info@rossi.example', password: 'mailbox-pass-3' }],
  maintenanceMail: false,
};
const SECRETS = ['EPP-secret-42', 'site pass 1', 'db-pass-2', 'mailbox-pass-3'];

describe('GET /rest/orders/{id}', () => {
  it('answers the company’s order with its state and its products’ transfer flags', async () => {
    const b = await signedIn('owner');
    const hosven = await productOf(ids.rossi, 'HOSVEN');
    const response = await b.get(`/rest/orders/${hosven.order_id}`);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ id: hosven.order_id, stato: 'concluso' });
    expect(order.products.map((p: { codice: string }) => p.codice).sort()).toEqual(['HOSVEN', 'REGCOM']);
    expect(order.products.find((p: { codice: string }) => p.codice === 'HOSVEN')).toMatchObject({
      missing_data: true,
      missing_mail_data: true,
      ask_site_transfer: true,
      ask_mail_transfer: true,
    });
  });

  it('does not find another company’s order, nor an unknown one', async () => {
    const b = await signedIn('owner');
    const theirs = await productOf(ids.alpi, 'HOSVEN');
    for (const id of [theirs.order_id, 999_999]) {
      const response = await b.get(`/rest/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Errore: Ordine non trovato', reason: 'order_not_found' });
    }
  });
});

describe('POST /rest/domain_registrants', () => {
  it('validates the body with the shared schema: choice, AuthCode and timing for a transfer, the holder’s fields', async () => {
    const b = await signedIn('owner');
    const regcom = await productOf(ids.rossi, 'REGCOM');
    const missing = await post(b, 'domain_registrants', { id: regcom.id, new_registration: false });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      ['anytime', 'authcode', 'cap', 'citta', 'cognome', 'indirizzo', 'nome', 'provincia', 'stato', 'tipologia'].sort(),
    );
    expect(missing.json().errors.authcode).toBe("Indica l'AuthCode fornito dal registrar attuale");
    expect((await productOf(ids.rossi, 'REGCOM')).missing_data).toBe(true);
  });

  it('keeps a transfer with the billing data copied and the AuthCode sealed, clears missing_data, audits the fact only', async () => {
    const b = await signedIn('owner');
    const regcom = await productOf(ids.rossi, 'REGCOM');
    const response = await post(b, 'domain_registrants', { id: regcom.id, ...transferWithBilling });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('EPP-secret-42');
    expect(response.json().product).toMatchObject({ id: regcom.id, missing_data: false });

    const row = await t.db
      .selectFrom('domain_registrants')
      .selectAll()
      .where('product_id', '=', regcom.id)
      .executeTakeFirstOrThrow();
    const company = await t.db.selectFrom('aziende').selectAll().where('id', '=', ids.rossi).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: ids.rossi,
      order_id: regcom.order_id,
      new_registration: false,
      anytime: true,
      usa_dati_fatturazione: true,
      tipologia: company.tipologia,
      ragione_sociale: company.ragione_sociale,
      partita_iva: company.partita_iva,
      citta: company.citta,
    });
    expect(row.authcode_sealed).not.toContain('EPP-secret-42');
    expect(unseal(t.app.digest, TRANSFER_SECRET, row.authcode_sealed!)).toBe('EPP-secret-42');
    expect((await productOf(ids.rossi, 'REGCOM')).missing_data).toBe(false);

    const audit = await auditOf(regcom.id);
    expect(audit.map((a) => [a.action, a.company_id])).toEqual([['transfers.registrant_sent', ids.rossi]]);
    expect(JSON.stringify(audit)).not.toContain('EPP-secret-42');

    const again = await post(b, 'domain_registrants', { id: regcom.id, ...transferWithBilling });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'nothing_missing',
      message: 'I dati di questo prodotto sono già stati inviati',
    });
    expect(
      await t.db.selectFrom('domain_registrants').select('id').where('product_id', '=', regcom.id).execute(),
    ).toHaveLength(1);
  });

  it('asks a company its VAT number for a REGIT domain wherever it is (the product’s rule, checked again on the server)', async () => {
    const b = await signedIn('owner');
    const regit = await awaitingProduct(ids.rossi, 'concluso', 'REGIT', {
      missing_data: true,
      registrazione_dominio: true,
    });
    const swiss = {
      id: regit.id,
      new_registration: true,
      tipologia: 'Company',
      nome: 'Anna',
      cognome: 'Keller',
      ragione_sociale: 'Keller AG',
      stato: 'CH',
      cap: '8001',
      indirizzo: 'Bahnhofstrasse 1',
      citta: 'Zürich',
      provincia: 'ZH',
    };
    const refused = await post(b, 'domain_registrants', swiss);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ partita_iva: 'Campo obbligatorio' });
    expect((await post(b, 'domain_registrants', { ...swiss, partita_iva: 'CHE-123.456.788' })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('domain_registrants')
      .selectAll()
      .where('product_id', '=', regit.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ragione_sociale: 'Keller AG', stato: 'CH', authcode_sealed: null, anytime: null });
  });
});

describe('POST /rest/hosting_transfers', () => {
  it('requires the parts the product asks for, seals every password, answers none, clears both flags', async () => {
    const b = await signedIn('owner');
    const hosven = await productOf(ids.rossi, 'HOSVEN');
    const partial = await post(b, 'hosting_transfers', { id: hosven.id, ...site });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().errors).sort()).toEqual(['imap', 'mails', 'maintenanceMail']);
    expect(JSON.stringify(partial.json())).not.toContain('site pass 1');

    const response = await post(b, 'hosting_transfers', { id: hosven.id, ...site, ...mail, note: 'Dopo le 18' });
    expect(response.statusCode).toBe(200);
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    expect(response.json().product).toMatchObject({ missing_data: false, missing_mail_data: false });

    const row = await t.db
      .selectFrom('hosting_transfers')
      .selectAll()
      .where('product_id', '=', hosven.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      access_type: 'ftp',
      username: 'rossi',
      db_name: 'shop',
      cms: 'WordPress',
      maintenance_site: true,
      maintenance_mail: false,
      note: 'Dopo le 18',
    });
    for (const secret of SECRETS) expect(JSON.stringify(row)).not.toContain(secret);
    expect(unseal(t.app.digest, TRANSFER_SECRET, row.password_sealed!)).toBe('site pass 1');
    expect(unseal(t.app.digest, TRANSFER_SECRET, row.db_password_sealed!)).toBe('db-pass-2');
    expect(row.mails.map((m) => [m.name, unseal(t.app.digest, TRANSFER_SECRET, m.password_sealed)])).toEqual([
      ['info@rossi.example', 'mailbox-pass-3'],
    ]);

    const audit = await auditOf(hosven.id);
    expect(audit.map((a) => a.action)).toEqual(['transfers.hosting_sent']);
    for (const secret of SECRETS) expect(JSON.stringify(audit)).not.toContain(secret);
    expect((await post(b, 'hosting_transfers', { id: hosven.id, ...site, ...mail })).statusCode).toBe(409);
  });

  it('keeps only the mail part of a mail-only transfer', async () => {
    const b = await signedIn('owner');
    const mailOnly = await awaitingProduct(ids.rossi, 'concluso', 'MLART10', {
      missing_data: true,
      missing_mail_data: true,
      ask_mail_transfer: true,
    });
    expect((await post(b, 'hosting_transfers', { id: mailOnly.id, ...mail })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('hosting_transfers')
      .selectAll()
      .where('product_id', '=', mailOnly.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ access_type: null, password_sealed: null, imap: mail.imap });
    expect(
      await t.db
        .selectFrom('products')
        .select(['missing_data', 'missing_mail_data'])
        .where('id', '=', mailOnly.id)
        .executeTakeFirst(),
    ).toEqual({
      missing_data: false,
      missing_mail_data: false,
    });
  });
});

describe('refusals and tenants', () => {
  it('opens the forms for concluded orders only, and answers 409 for a product that awaits nothing of that form', async () => {
    const b = await signedIn('owner');
    const pending = await awaitingProduct(ids.rossi, 'in attesa', 'REGCOM', {
      missing_data: true,
      registrazione_dominio: true,
    });
    const cancelled = await awaitingProduct(ids.rossi, 'annullato', 'HOSVEN', {
      missing_data: true,
      ask_site_transfer: true,
    });
    const noOrder = await productOf(ids.rossi, 'HOSMRS');
    const ahsess = await productOf(ids.rossi, 'AHSESS');
    const registrant = { new_registration: true, usa_dati_fatturazione: true };
    const cases = [
      [post(b, 'domain_registrants', { id: pending.id, ...registrant }), 'order_not_concluded'],
      [post(b, 'hosting_transfers', { id: cancelled.id, ...site }), 'order_not_concluded'],
      [post(b, 'hosting_transfers', { id: noOrder.id, ...site }), 'order_not_concluded'],
      [post(b, 'domain_registrants', { id: ahsess.id, ...registrant }), 'nothing_missing'],
      [post(b, 'hosting_transfers', { id: ahsess.id, ...site }), 'nothing_missing'],
      [post(b, 'domain_registrants', { id: cancelled.id, ...registrant }), 'order_not_concluded'],
    ] as const;
    for (const [call, reason] of cases) {
      const response = await call;
      expect(response.statusCode, reason).toBe(409);
      expect(response.json().reason).toBe(reason);
    }
    expect(
      await t.db.selectFrom('products').select('missing_data').where('id', 'in', [pending.id, cancelled.id]).execute(),
    ).toEqual([{ missing_data: true }, { missing_data: true }]);
  });

  it('never reads or changes another company’s product or order: 404 and nothing saved', async () => {
    const reseller = await signedIn('reseller');
    const theirs = await awaitingProduct(ids.rossi, 'concluso', 'REGCOM', {
      missing_data: true,
      registrazione_dominio: true,
    });
    const before = await Promise.all([
      t.db.selectFrom('domain_registrants').select('id').execute(),
      t.db.selectFrom('hosting_transfers').select('id').execute(),
    ]);
    const registrant = await post(reseller, 'domain_registrants', {
      id: theirs.id,
      new_registration: true,
      usa_dati_fatturazione: true,
    });
    expect(registrant.statusCode).toBe(404);
    expect(registrant.json()).toMatchObject({ message: 'Errore: Prodotto non trovato', reason: 'product_not_found' });
    expect((await post(reseller, 'hosting_transfers', { id: theirs.id, ...site })).statusCode).toBe(404);
    expect((await reseller.get(`/rest/orders/${theirs.order_id}`)).statusCode).toBe(404);
    const after = await Promise.all([
      t.db.selectFrom('domain_registrants').select('id').execute(),
      t.db.selectFrom('hosting_transfers').select('id').execute(),
    ]);
    expect(after).toEqual(before);
    expect(
      (await t.db.selectFrom('products').select('missing_data').where('id', '=', theirs.id).executeTakeFirstOrThrow())
        .missing_data,
    ).toBe(true);
  });
});

describe('GET /rest/products filters of the transfers page and the dashboard', () => {
  it('lists the products awaiting data, the new activations and those expiring within a window, on the server', async () => {
    const b = await new TestBrowser(t.app);
    await b.loginTo('reseller');
    const list = async (query: string) =>
      ((await b.get(`/rest/products?size=100&${query}`)).json() as Page<Product>).items;
    const everything = await list('');
    expect((await list('missing_data=1')).map((p) => p.codice).sort()).toEqual(['HOSVEN', 'REGCOM']);
    expect((await list('new_activations=1')).map((p) => p.id).sort()).toEqual(
      everything
        .filter((p) => p.missing_data || p.stato_tecnico === 'attivare' || p.free_period > 0)
        .map((p) => p.id)
        .sort(),
    );
    expect((await list('new_activations=1')).map((p) => p.codice)).toEqual(
      expect.arrayContaining(['AHSESS', 'STOSMART', 'HOSVEN']),
    );
    const expiring = await list('expiring_within=30');
    expect(expiring.map((p) => p.id).sort()).toEqual(
      everything
        .filter((p) => p.days_to_expiration >= 0 && p.days_to_expiration <= 30)
        .map((p) => p.id)
        .sort(),
    );
    expect(expiring.length).toBeGreaterThan(0);
    expect((await b.get('/rest/products?expiring_within=-1')).statusCode).toBe(400);
    expect((await b.get('/rest/products?missing_data=yes')).statusCode).toBe(400);
  });
});
