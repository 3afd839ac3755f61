import type { UserInfo } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COMPANIES, number>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of Object.keys(DEMO_COMPANIES) as (keyof typeof DEMO_COMPANIES)[]) {
    ids[key] = await companyId(t.db, DEMO_COMPANIES[key]);
  }
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);

async function userInfo(b: TestBrowser, query = ''): Promise<UserInfo> {
  const response = await b.get(`/api/dashboard/userinfo${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as UserInfo;
}

const USER_INFO_FIELDS: (keyof UserInfo)[] = [
  'id',
  'username',
  'full_name',
  'email',
  'lingua',
  'verificato',
  'is_staff',
  'staff_role',
  'grants',
  'email_subscriptions',
  'id_azienda',
  'azienda',
  'sconto',
  'iva',
  'cod_pagamento',
  'pagamento',
  'fatturazione_mensile',
  'currency',
  'currency_locked',
  'is_reseller',
  'use_credit',
  'approval',
  'has_active_products',
  'contratto_cliente',
  'is_premium',
  'has_recurring_payments',
  'has_parent',
  'complete',
  'complete_skill',
  'survey_completion_date',
  'compiledSurvey',
  'enable_orders',
  'fatturante',
  'reseller_company',
];

describe('GET /api/dashboard/userinfo', () => {
  it('answers 401 with the spec message without a session', async () => {
    const response = await browser().get('/api/dashboard/userinfo');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sessione scaduta' });
  });

  it('has every field of UserInfo for the owner, with the company chosen automatically', async () => {
    const b = browser();
    await b.loginTo('owner');
    const info = await userInfo(b);
    expect(Object.keys(info).sort()).toEqual([...USER_INFO_FIELDS].sort());
    expect(info).toMatchObject({
      username: 'owner',
      full_name: 'Mario Rossi',
      email: 'mario.rossi@rossiarredamenti.example',
      lingua: 'it',
      verificato: true,
      is_staff: false,
      grants: ['owner'],
      email_subscriptions: ['technical', 'billing', 'marketing'],
      id_azienda: ids.rossi,
      azienda: 'Rossi Arredamenti S.r.l.',
      sconto: 0,
      iva: 22,
      cod_pagamento: 'BB30',
      currency: 'EUR',
      currency_locked: true,
      is_reseller: false,
      approval: 'approvato',
      contratto_cliente: true,
      has_active_products: true,
      has_parent: false,
      complete: true,
      complete_skill: false,
      compiledSurvey: false,
      survey_completion_date: null,
      enable_orders: true,
    });
    expect(info.fatturante).toEqual({
      id: expect.any(Number),
      strid: 'BBW',
      ragione_sociale: 'Nuvolaria S.r.l. (demo)',
      indirizzo: "Via dell'Innovazione 12",
      citta: 'Milano',
      provincia: 'MI',
      cap: '20124',
      stato: 'IT',
      telefono: '+39 02 4000 1234',
      piva: 'IT09876540213',
      coordinate_bancarie: {
        intestatario: 'Nuvolaria S.r.l.',
        banca_eur: 'IT60 X054 2811 1010 0000 0123 456',
        banca_chf: '',
      },
    });
  });

  it('derives enable_orders from the grants and the customer contract', async () => {
    const cases: [string, boolean][] = [
      ['owner', true],
      ['tecnico', false],
      ['contabile', true],
      ['nuovo', true],
    ];
    for (const [username, expected] of cases) {
      const b = browser();
      await b.loginTo(username);
      expect({ username, enable_orders: (await userInfo(b)).enable_orders }).toEqual({
        username,
        enable_orders: expected,
      });
    }
  });

  it('describes the new company: no contract, approval pending, billing data incomplete', async () => {
    const b = browser();
    await b.loginTo('nuovo');
    expect(await userInfo(b)).toMatchObject({
      azienda: 'Verdi Consulenze',
      contratto_cliente: false,
      approval: null,
      complete: false,
      currency_locked: false,
      has_active_products: false,
    });
  });

  it('has active products while one of the company is running: not past its data_fine, not switched off', async () => {
    const b = browser();
    await b.loginTo('nuovo');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { id } = await t.db
      .insertInto('products')
      .values({
        company_id: ids.verdi,
        codice: 'HOSTING-TEST',
        group_code: 'hosting',
        nome: JSON.stringify({ it: 'Hosting', en: 'Hosting', de: 'Hosting', fr: 'Hébergement' }),
        categoria: 'Hosting',
        durata: 'Annuale',
        data_fine: day(-2),
        importo: 1000,
        currency: 'EUR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await userInfo(b)).has_active_products).toBe(false);
    await t.db
      .updateTable('products')
      .set({ data_fine: day(2) })
      .where('id', '=', id)
      .execute();
    expect((await userInfo(b)).has_active_products).toBe(true);
    await t.db.updateTable('products').set({ stato_tecnico: 'disattivo' }).where('id', '=', id).execute();
    expect((await userInfo(b)).has_active_products).toBe(false);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
  });

  it('describes the Swiss reseller: CHF, discount, survey, skills, and its customers have a parent', async () => {
    const b = browser();
    await b.loginTo('reseller');
    const info = await userInfo(b);
    expect(info).toMatchObject({
      azienda: 'Alpi Digital SA',
      currency: 'CHF',
      is_reseller: true,
      sconto: 20,
      iva: 8.1,
      complete: true,
      complete_skill: true,
      compiledSurvey: true,
      has_parent: false,
    });
    expect(info.survey_completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.fatturante?.strid).toBe('BSW');
    const customers = await t.db.selectFrom('aziende').select('id').where('parent_id', '=', ids.alpi).execute();
    // Bernasconi, Pasticceria, two presented companies and two prospects (demo/customers-seed.ts).
    expect(customers).toHaveLength(6);
  });

  it('has company fields at their defaults until a company is chosen', async () => {
    const b = browser();
    await b.loginTo('multi');
    const info = await userInfo(b);
    expect(Object.keys(info).sort()).toEqual([...USER_INFO_FIELDS].sort());
    expect(info).toMatchObject({
      username: 'multi',
      id_azienda: null,
      azienda: null,
      grants: [],
      email_subscriptions: [],
      contratto_cliente: null,
      approval: null,
      currency: 'EUR',
      enable_orders: false,
      complete: false,
      fatturante: null,
      reseller_company: null,
    });
  });
});

describe('GET /rest/company_access', () => {
  it("lists the user's companies keyed by id", async () => {
    const b = browser();
    await b.loginTo('multi');
    const response = await b.get('/rest/company_access');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [ids.bianchi]: { id_azienda: ids.bianchi, ragione_sociale: 'Bianchi & Figli S.n.c.', grants: ['owner'] },
      [ids.rossi]: { id_azienda: ids.rossi, ragione_sociale: 'Rossi Arredamenti S.r.l.', grants: ['sales'] },
    });
  });

  it('needs a session', async () => {
    expect((await browser().get('/rest/company_access')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/companylogin', () => {
  it('chooses a company and rotates the session token', async () => {
    const b = browser();
    await b.loginTo('multi');
    const before = b.cookies.get('sportello_sid') ?? '';
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    expect(b.cookies.get('sportello_sid')).not.toBe(before);
    expect(await userInfo(b)).toMatchObject({
      id_azienda: ids.bianchi,
      grants: ['owner'],
      azienda: 'Bianchi & Figli S.n.c.',
    });

    const stale = browser();
    stale.cookies.set('sportello_sid', before);
    expect((await stale.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it('switches between companies with their own grants', async () => {
    const b = browser();
    await b.loginTo('multi', ids.rossi);
    expect(await userInfo(b)).toMatchObject({ id_azienda: ids.rossi, grants: ['sales'], enable_orders: true });
    await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi }, { form: true });
    expect(await userInfo(b)).toMatchObject({ id_azienda: ids.bianchi, grants: ['owner'] });
  });

  it("refuses a company the user has no access to, and keeps the user's own company", async () => {
    const b = browser();
    await b.loginTo('tecnico');
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.alpi });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Non hai accesso a questa azienda', reason: 'company_not_allowed' });
    expect(await userInfo(b)).toMatchObject({
      id_azienda: ids.rossi,
      azienda: 'Rossi Arredamenti S.r.l.',
      grants: ['developer'],
    });
  });

  it('keeps a remember-me session remembered, with its original end', async () => {
    const b = browser();
    await b.login('multi', { rememberme: true });
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.rossi });
    const cookie = response.cookies.find((c) => c.name === 'sportello_sid');
    expect(cookie?.maxAge).toBeGreaterThan(29 * 86_400);
  });

  it('refuses invite keys and authorisation requests, which do not exist yet', async () => {
    const b = browser();
    await b.loginTo('owner');
    const invite = await b.post('/api/auth/companylogin', { id_azienda: ids.rossi, antk: 'abc' });
    expect(invite.statusCode).toBe(400);
    expect(invite.json()).toMatchObject({ message: "L'invito non è valido o è scaduto." });
    const authorize = await b.post('/api/auth/companylogin', { id_azienda: ids.rossi, uid: 3, tok: 'x' });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.json()).toMatchObject({ message: 'La richiesta di accesso non è valida o è scaduta.' });
  });

  it('needs a session', async () => {
    expect((await browser().post('/api/auth/companylogin', { id_azienda: ids.rossi })).statusCode).toBe(401);
  });
});

describe('id_cliente: staff acting on a customer', () => {
  it("is ignored for anyone but staff: the call answers for the user's own company", async () => {
    const b = browser();
    await b.loginTo('owner');
    const own = await userInfo(b);
    expect(own).toMatchObject({ id_azienda: ids.rossi });
    expect(await userInfo(b, `?id_cliente=${ids.alpi}`)).toEqual(own);
    const access = await b.get(`/rest/company_access?id_cliente=${ids.alpi}`);
    expect(access.json()).toEqual((await b.get('/rest/company_access')).json());
  });

  it("lets staff act on the customer's company with full grants", async () => {
    const b = browser();
    await b.loginTo('staff');
    expect(await userInfo(b)).toMatchObject({ is_staff: true, staff_role: 'admin', id_azienda: ids.provider });
    const acting = await userInfo(b, `?id_cliente=${ids.alpi}`);
    expect(acting).toMatchObject({
      is_staff: true,
      username: 'staff',
      id_azienda: ids.alpi,
      azienda: 'Alpi Digital SA',
      is_reseller: true,
      enable_orders: true,
    });
    expect(acting.grants).toContain('owner');
  });

  it("describes the customer's company to a support member, with the grants that role gives there", async () => {
    const b = browser();
    await b.loginTo('supporto');
    // Support reads what an owner reads (its writes are refused, but the tickets': access guard).
    const acting = await userInfo(b, `?id_cliente=${ids.rossi}`);
    expect(acting).toMatchObject({
      is_staff: true,
      staff_role: 'support',
      username: 'supporto',
      id_azienda: ids.rossi,
      azienda: 'Rossi Arredamenti S.r.l.',
      email_subscriptions: [],
    });
    expect(acting.grants).toContain('owner');
    expect(acting.fatturante).not.toBeNull();
    // Without id_cliente: no company, support has none of its own.
    expect(await userInfo(b)).toMatchObject({ id_azienda: null, is_staff: true });
  });

  it('answers 404 for a company that does not exist and 400 for a malformed id', async () => {
    const b = browser();
    await b.loginTo('staff');
    expect((await b.get('/api/dashboard/userinfo?id_cliente=999999')).statusCode).toBe(404);
    const malformed = await b.get('/api/dashboard/userinfo?id_cliente=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { id_cliente: 'Valore non valido' } });
  });

  it('leaves public calls and missing sessions to the usual rules', async () => {
    expect((await browser().get(`/api/dashboard/userinfo?id_cliente=${ids.alpi}`)).statusCode).toBe(401);
    expect((await browser().post(`/api/auth/token?id_cliente=${ids.alpi}`)).statusCode).toBe(200);
  });
});

describe('no request reads another company', () => {
  it("never shows another user's company, whatever the session asks for", async () => {
    const owner = browser();
    await owner.loginTo('owner');
    const reseller = browser();
    await reseller.loginTo('reseller');

    expect((await owner.post('/api/auth/companylogin', { id_azienda: ids.alpi })).statusCode).toBe(403);
    expect((await reseller.post('/api/auth/companylogin', { id_azienda: ids.rossi })).statusCode).toBe(403);
    expect((await userInfo(owner)).id_azienda).toBe(ids.rossi);
    expect((await userInfo(reseller)).id_azienda).toBe(ids.alpi);
    expect(Object.keys((await owner.get('/rest/company_access')).json())).toEqual([String(ids.rossi)]);
    // Alpi, and Pasticceria Ticinese: a customer that let the reseller in (demo/customers-seed.ts).
    expect(Object.keys((await reseller.get('/rest/company_access')).json()).sort()).toEqual(
      [String(ids.alpi), String(ids.pasticceria)].sort(),
    );
  });

  it('drops the company from a session whose access was revoked', async () => {
    const b = browser();
    await b.loginTo('multi', ids.bianchi);
    const multi = await t.db.selectFrom('users').select('id').where('username', '=', 'multi').executeTakeFirstOrThrow();
    const access = await t.db
      .deleteFrom('company_access')
      .where('user_id', '=', multi.id)
      .where('company_id', '=', ids.bianchi)
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      expect(await userInfo(b)).toMatchObject({ id_azienda: null, grants: [] });
    } finally {
      await t.db.insertInto('company_access').values(access).execute();
    }
  });
});
