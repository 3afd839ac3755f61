import { MAIL_LIMITS, NOT_AUTHORIZED_CODE } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../demo/customers-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
});
afterAll(() => t.close());

const approved = { approval: 'approvato', contratto_cliente: true } as const;
const resellerFixture = (grants?: Parameters<typeof companyFixture>[3]) =>
  companyFixture(t.app, t.db, { ...approved, is_reseller: true, sconto: 10, stato: 'CH', currency: 'CHF' }, grants);
/** A customer of `reseller` with an owner of its own, signed in to it. */
const customerOf = (reseller: CompanyFixture, fields: Record<string, unknown> = {}) =>
  companyFixture(t.app, t.db, { ...approved, parent_id: reseller.id, ...fields });

const PROSPECT = {
  firstname: 'Giulia',
  lastname: 'Ferri',
  email: 'giulia.ferri@ferri-studio.example',
  tipologia: 'Company',
  ragione_sociale: 'Ferri Studio Sagl',
  stato: 'CH',
  cap: '6900',
  citta: 'Lugano',
  provincia: 'TI',
  indirizzo: 'Via Pessina 4',
  telefono: '+41 91 900 00 00',
  partita_iva: '',
  codice_fiscale: '',
  email_pec: '',
  sdi: '',
  currency: 'CHF',
} as const;

type Row = { id: number; ragione_sociale: string; login: boolean; presented: boolean; prospect: boolean };
const list = async (b: TestBrowser, query = '') => {
  const response = await b.get(`/rest/my_customers${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Row[]; total: number; page: number; next?: string };
};
const auditOf = (action: string, requestCompany: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('company_id', '=', requestCompany)
    .execute();

describe('every My customers call is for resellers only', () => {
  const calls = [
    ['GET', '/rest/my_customers', undefined],
    ['POST', '/rest/my_customers', PROSPECT],
    ['POST', '/rest/my_customers/requestaccess', { id: 1 }],
    ['GET', '/rest/my_customers/affiliationlink', undefined],
  ] as const;

  it.each(calls)('%s %s answers 403 code 10 to a company that is not a reseller', async (method, url, body) => {
    const customer = await companyFixture(t.app, t.db, approved);
    const response = await customer.browser.call(method, url, {
      ...(body ? { body } : {}),
      form: url.endsWith('requestaccess'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
  });

  it('lets no technical-only user of a reseller create a prospect, while it may read the list', async () => {
    const reseller = await resellerFixture(['developer']);
    expect((await reseller.browser.get('/rest/my_customers')).statusCode).toBe(200);
    const response = await reseller.browser.post('/rest/my_customers', PROSPECT);
    expect(response.statusCode).toBe(403);
    expect(await t.db.selectFrom('aziende').select('id').where('parent_id', '=', reseller.id).execute()).toEqual([]);
  });
});

describe('GET /rest/my_customers', () => {
  it("lists the reseller's own customers by name with the spec's fields and flags, never another reseller's", async () => {
    const reseller = await resellerFixture();
    const other = await resellerFixture();
    const withOwner = await customerOf(reseller, { ragione_sociale: 'Bottega Zeta', partita_iva: 'CHE-100.000.001' });
    await t.db
      .updateTable('users')
      .set({ firstname: 'Anna', lastname: 'Zeta' })
      .where('id', '=', withOwner.userId)
      .execute();
    const presented = await customerOf(reseller, { ragione_sociale: 'Agenzia Beta', presented: true });
    await customerOf(other, { ragione_sociale: 'Cliente di un altro' });

    const page = await list(reseller.browser);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => c.ragione_sociale)).toEqual(['Agenzia Beta', 'Bottega Zeta']);
    expect(page.items[1]).toEqual({
      id: withOwner.id,
      ragione_sociale: 'Bottega Zeta',
      partita_iva: 'CHE-100.000.001',
      indirizzo: null,
      cap: null,
      citta: null,
      provincia: null,
      stato: 'IT',
      currency: 'EUR',
      currency_locked: false,
      vat: 22,
      contact_name: 'Anna Zeta',
      contact_mail: `${withOwner.username}@fixture.example`,
      presented: false,
      prospect: false,
      login: false,
    });
    expect(page.items[0]).toMatchObject({ id: presented.id, presented: true, login: false });

    const others = await list(other.browser);
    expect(others.items.map((c) => c.ragione_sociale)).toEqual(['Cliente di un altro']);
  });

  it('filters by name, VAT number, city or contact, and pages on the server', async () => {
    const reseller = await resellerFixture();
    const names = Array.from({ length: 12 }, (_, i) => `Cliente ${String(i + 1).padStart(2, '0')}`);
    await t.db
      .insertInto('aziende')
      .values(
        names.map((ragione_sociale, i) => ({
          ragione_sociale,
          parent_id: reseller.id,
          citta: i === 3 ? 'Chiasso' : 'Lugano',
        })),
      )
      .execute();

    const first = await list(reseller.browser, '?size=5');
    expect(first).toMatchObject({ total: 12, page: 1 });
    expect(first.items.map((c) => c.ragione_sociale)).toEqual(names.slice(0, 5));
    const third = await list(reseller.browser, '?size=5&page=3');
    expect(third.items.map((c) => c.ragione_sociale)).toEqual(names.slice(10));
    const after = await list(reseller.browser, `?size=5&after=${encodeURIComponent(first.next ?? '')}`);
    expect(after.items.map((c) => c.ragione_sociale)).toEqual(names.slice(5, 10));
    const descending = await list(reseller.browser, '?size=2&sort=-ragione_sociale');
    expect(descending.items.map((c) => c.ragione_sociale)).toEqual(['Cliente 12', 'Cliente 11']);

    const byCity = await list(reseller.browser, '?q=chiasso');
    expect(byCity).toMatchObject({ total: 1, items: [{ ragione_sociale: 'Cliente 04' }] });
    expect((await list(reseller.browser, '?q=nessuno')).total).toBe(0);
    expect((await reseller.browser.get('/rest/my_customers?sort=citta')).statusCode).toBe(400);
  });
});

describe('POST /rest/my_customers (prospect)', () => {
  it('creates a prospect company, customer of the reseller, with its contact; audited', async () => {
    const reseller = await resellerFixture();
    const response = await reseller.browser.post('/rest/my_customers', PROSPECT);
    expect(response.statusCode).toBe(200);
    const { id, result, message } = response.json();
    expect({ result, message }).toEqual({ result: 'ok', message: 'Azienda prospect creata' });
    const company = await t.db.selectFrom('aziende').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      parent_id: reseller.id,
      is_prospect: true,
      presented: false,
      ragione_sociale: 'Ferri Studio Sagl',
      stato: 'CH',
      currency: 'CHF',
      contact_name: 'Giulia Ferri',
      contact_mail: 'giulia.ferri@ferri-studio.example',
      approval: null,
      contratto_cliente: false,
    });
    expect(await t.db.selectFrom('company_access').select('user_id').where('company_id', '=', id).execute()).toEqual(
      [],
    );
    const [audit] = await auditOf('customers.prospect_created', reseller.id);
    expect(audit).toMatchObject({ subject: String(id) });

    const page = await list(reseller.browser);
    expect(page.items).toEqual([
      expect.objectContaining({ id, prospect: true, login: false, contact_name: 'Giulia Ferri' }),
    ]);
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'Campo obbligatorio'],
    [{ lastname: 'x'.repeat(128) }, 'lastname', 'Massimo 127 caratteri'],
    [{ email: 'non-un-indirizzo' }, 'email', 'Indirizzo email non valido'],
    [{ email: `${'x'.repeat(120)}@ex.example` }, 'email', 'Massimo 127 caratteri'],
    [{ stato: 'IT', partita_iva: '', codice_fiscale: '' }, 'partita_iva', undefined],
    [{ ragione_sociale: '' }, 'ragione_sociale', 'Campo obbligatorio'],
  ])('refuses %j and creates nothing', async (change, field, message) => {
    const reseller = await resellerFixture();
    const response = await reseller.browser.post('/rest/my_customers', { ...PROSPECT, ...change });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
    expect(await t.db.selectFrom('aziende').select('id').where('parent_id', '=', reseller.id).execute()).toEqual([]);
  });
});

describe('POST /rest/my_customers/requestaccess', () => {
  const mailsTo = (address: string) =>
    t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', address)
      .where('template', '=', 'access_request')
      .execute();

  it("mails the customer's administrators the authorise-user link; accepting it lets the reseller sign in and back", async () => {
    const reseller = await resellerFixture();
    const customer = await customerOf(reseller, { ragione_sociale: 'Cliente con accesso' });
    const adminAddress = `${customer.username}@fixture.example`;

    const response = await reseller.browser.post(
      '/rest/my_customers/requestaccess',
      { id: customer.id },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'ok' });
    const [mail] = await mailsTo(adminAddress);
    expect(mail?.subject).toMatch(/^Richiesta di accesso a Cliente con accesso/);
    const link = /\/auth\/authorize-user\/(\d+);(\d+);([\w-]+)/.exec(mail?.text_body ?? '');
    expect(link?.slice(1, 3)).toEqual([String(customer.id), String(reseller.userId)]);
    expect(await auditOf('customers.access_requested', reseller.id)).toMatchObject([{ subject: String(customer.id) }]);

    // The customer's owner authorises the request (spec 1 §2.4).
    const authorised = await customer.browser.post('/api/auth/companylogin', {
      id_azienda: customer.id,
      uid: reseller.userId,
      tok: link?.[3],
    });
    expect(authorised.statusCode).toBe(200);
    expect((await list(reseller.browser)).items).toEqual([expect.objectContaining({ id: customer.id, login: true })]);

    // Signed in to the customer, the reseller's user sees the way back, and takes it.
    expect((await reseller.browser.post('/api/auth/companylogin', { id_azienda: customer.id })).statusCode).toBe(200);
    const inside = (await reseller.browser.get('/api/dashboard/userinfo')).json();
    expect(inside).toMatchObject({
      id_azienda: customer.id,
      reseller_company: { id_azienda: reseller.id, ragione_sociale: expect.any(String) },
    });
    expect((await reseller.browser.post('/api/auth/companylogin', { id_azienda: reseller.id })).statusCode).toBe(200);
    expect((await reseller.browser.get('/api/dashboard/userinfo')).json()).toMatchObject({
      id_azienda: reseller.id,
      reseller_company: null,
    });

    // A new sign-in still lands in the reseller's own company: its customers are reached from here.
    const fresh = new TestBrowser(t.app);
    await fresh.loginTo(reseller.username);
    expect((await fresh.get('/api/dashboard/userinfo')).json()).toMatchObject({ id_azienda: reseller.id });

    const again = await reseller.browser.post('/rest/my_customers/requestaccess', { id: customer.id }, { form: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already_member' });
  });

  it("answers 404 for another reseller's customer or any other company, and sends nothing", async () => {
    const reseller = await resellerFixture();
    const other = await resellerFixture();
    const theirs = await customerOf(other);
    const stranger = await companyFixture(t.app, t.db, approved);
    for (const id of [theirs.id, stranger.id, other.id, 999_999]) {
      const response = await reseller.browser.post('/rest/my_customers/requestaccess', { id }, { form: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ reason: 'customer_not_found', message: 'Cliente non trovato' });
    }
    expect(await mailsTo(`${theirs.username}@fixture.example`)).toEqual([]);
    // Nor may it act for a customer that did not let it in, its own or another's.
    const mine = await customerOf(reseller);
    for (const id of [mine.id, theirs.id]) {
      const response = await reseller.browser.post('/api/auth/companylogin', { id_azienda: id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ reason: 'company_not_allowed' });
    }
    expect(
      await t.db.selectFrom('auth_requests').select('id').where('user_id', '=', reseller.userId).execute(),
    ).toEqual([]);
  });

  it('answers 409 when the customer has no administrator to ask (a prospect)', async () => {
    const reseller = await resellerFixture();
    const { id } = (await reseller.browser.post('/rest/my_customers', PROSPECT)).json();
    const response = await reseller.browser.post('/rest/my_customers/requestaccess', { id }, { form: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'no_administrator' });
  });

  it('is limited per recipient: the customer is not flooded, and a refused call records nothing', async () => {
    const reseller = await resellerFixture();
    const customer = await customerOf(reseller);
    for (let i = 0; i < MAIL_LIMITS.perRecipient; i += 1) {
      const sent = await reseller.browser.post('/rest/my_customers/requestaccess', { id: customer.id }, { form: true });
      expect(sent.statusCode).toBe(200);
    }
    const refused = await reseller.browser.post(
      '/rest/my_customers/requestaccess',
      { id: customer.id },
      { form: true },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'mail_limit_recipient' });
    expect(await mailsTo(`${customer.username}@fixture.example`)).toHaveLength(MAIL_LIMITS.perRecipient);
    expect(await auditOf('customers.access_requested', reseller.id)).toHaveLength(MAIL_LIMITS.perRecipient);
  });

  it('requires the form id', async () => {
    const reseller = await resellerFixture();
    const response = await reseller.browser.post('/rest/my_customers/requestaccess', {}, { form: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('id');
  });
});

describe('GET /rest/my_customers/affiliationlink', () => {
  it('makes the token on the first request, once, and a sign-up through the link is a presented customer', async () => {
    const reseller = await resellerFixture();
    const first = await reseller.browser.get('/rest/my_customers/affiliationlink');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { afid: number; aftk: string; link: string; badges: { name: string; html: string }[] };
    expect(body.afid).toBe(reseller.id);
    expect(body.aftk).toMatch(/^[\w-]{40,}$/);
    const url = new URL(body.link);
    expect(url.pathname).toBe('/auth/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ afid: String(reseller.id), aftk: body.aftk });
    expect(body.badges.map((b) => b.name)).toEqual(['light', 'dark']);
    for (const badge of body.badges) {
      expect(badge.html).toContain(`href="${body.link.replaceAll('&', '&amp;')}"`);
      expect(badge.html).toMatch(/>Partner .+<\/a>$/);
    }
    expect(await auditOf('customers.affiliation_token_created', reseller.id)).toHaveLength(1);

    const second = (await reseller.browser.get('/rest/my_customers/affiliationlink')).json();
    expect(second.aftk).toBe(body.aftk);
    expect(await auditOf('customers.affiliation_token_created', reseller.id)).toHaveLength(1);

    const visitor = new TestBrowser(t.app);
    const email = `presentata-${Date.now()}@fixture.example`;
    const signup = await visitor.post('/api/auth/signup', {
      ragione_sociale: 'Presentata Sagl',
      email,
      password: 'password123',
      ack_privacy: true,
      check: await visitor.checkToken(),
      afid: String(body.afid),
      aftk: body.aftk,
    });
    expect(signup.statusCode).toBe(200);
    expect((await list(reseller.browser)).items).toEqual([
      expect.objectContaining({
        ragione_sociale: 'Presentata Sagl',
        presented: true,
        prospect: false,
        contact_mail: email,
      }),
    ]);
  });

  it('answers the same token to two first requests at once', async () => {
    const reseller = await resellerFixture();
    const [a, b] = await Promise.all([
      reseller.browser.get('/rest/my_customers/affiliationlink'),
      reseller.browser.get('/rest/my_customers/affiliationlink'),
    ]);
    expect(a.json().aftk).toBe(b.json().aftk);
    const stored = await t.db
      .selectFrom('aziende')
      .select('affiliation_token')
      .where('id', '=', reseller.id)
      .executeTakeFirstOrThrow();
    expect(stored.affiliation_token).toBe(a.json().aftk);
  });
});

describe('demo data', () => {
  it('gives `reseller` customers with and without access, presented companies and prospects, and still signs it in to Alpi', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('reseller');
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    expect((await b.get('/api/dashboard/userinfo')).json()).toMatchObject({ id_azienda: alpi, reseller_company: null });
    const rows = (await list(b, '?size=100')).items;
    const flags = (name: string) => {
      const row = rows.find((r) => r.ragione_sociale === name);
      return row && { login: row.login, presented: row.presented, prospect: row.prospect };
    };
    expect(flags(DEMO_COMPANIES.pasticceria)).toEqual({ login: true, presented: false, prospect: false });
    expect(flags(DEMO_COMPANIES.bernasconi)).toEqual({ login: false, presented: false, prospect: false });
    for (const name of DEMO_CUSTOMERS.presented)
      expect(flags(name)).toEqual({ login: false, presented: true, prospect: false });
    for (const { ragione_sociale } of DEMO_CUSTOMERS.prospects)
      expect(flags(ragione_sociale)).toEqual({ login: false, presented: false, prospect: true });
  });
});
