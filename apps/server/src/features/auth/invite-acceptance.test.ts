import type { UserInfo } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTH_REQUEST, DEMO_INVITE } from '../../demo/onboarding-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRequest, createInvite, keyDigest } from '../../modules/users/index.ts';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COMPANIES, number>;
const users = {} as Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of Object.keys(DEMO_COMPANIES) as (keyof typeof DEMO_COMPANIES)[]) {
    ids[key] = await companyId(t.db, DEMO_COMPANIES[key]);
  }
  for (const u of await t.db.selectFrom('users').select(['id', 'username']).execute()) users[u.username] = u.id;
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
async function signedIn(username: string, company?: number): Promise<TestBrowser> {
  const b = browser();
  await b.loginTo(username, company);
  return b;
}
async function userInfo(b: TestBrowser): Promise<UserInfo> {
  return (await b.get('/api/dashboard/userinfo')).json() as UserInfo;
}
async function accessOf(username: string, company: number) {
  return t.db
    .selectFrom('company_access')
    .select(['grants', 'email_subscriptions'])
    .where('user_id', '=', users[username] ?? 0)
    .where('company_id', '=', company)
    .executeTakeFirst();
}
const invite = (company: number, extra: Partial<Parameters<typeof createInvite>[1]> = {}) =>
  createInvite(t.db, {
    companyId: company,
    email: 'invitato@example.com',
    grants: ['billing'],
    email_subscriptions: ['billing'],
    invitedBy: users.owner ?? null,
    ...extra,
  });

const INVALID_INVITE = { message: "L'invito non è valido o è scaduto.", reason: 'invalid_invite' };
const INVALID_AUTHORIZATION = {
  message: 'La richiesta di accesso non è valida o è scaduta.',
  reason: 'invalid_authorization',
};

describe('GET /rest/invites/{antk}', () => {
  it('shows the demo invitation: company, address, the invitee’s account and what it grants', async () => {
    const b = await signedIn('tecnico');
    const response = await b.get(`/rest/invites/${DEMO_INVITE.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id_azienda: ids.bianchi,
      azienda: 'Bianchi & Figli S.n.c.',
      email: 'giulia.ferri@rossiarredamenti.example',
      username: 'tecnico',
      grants: ['developer'],
      email_subscriptions: ['technical'],
    });
  });

  it('works without a chosen company and leaves out username for an unknown address', async () => {
    const { antk } = await invite(ids.bianchi, { email: 'nessuno@example.com' });
    const multi = await signedIn('multi');
    expect((await userInfo(multi)).id_azienda).toBeNull();
    const response = await multi.get(`/rest/invites/${antk}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id_azienda: ids.bianchi,
      azienda: 'Bianchi & Figli S.n.c.',
      email: 'nessuno@example.com',
      grants: ['billing'],
      email_subscriptions: ['billing'],
    });
  });

  it('answers without a session too (the sign-up page names the company), never telling the username', async () => {
    const response = await browser().get(`/rest/invites/${DEMO_INVITE.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id_azienda: ids.bianchi,
      azienda: 'Bianchi & Figli S.n.c.',
      email: 'giulia.ferri@rossiarredamenti.example',
      grants: ['developer'],
      email_subscriptions: ['technical'],
    });
  });

  it('answers 404 with the spec text for an unknown or expired key', async () => {
    const b = await signedIn('tecnico');
    const unknown = await b.get('/rest/invites/chiave-inventata');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(INVALID_INVITE);
    const { antk } = await invite(ids.bianchi, { now: new Date(Date.now() - 15 * 86_400_000) });
    const expired = await b.get(`/rest/invites/${antk}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(INVALID_INVITE);
  });

  it('stores only a digest of the random key', async () => {
    const { id, antk } = await invite(ids.bianchi);
    expect(antk).toMatch(/^[\w-]{43}$/);
    const row = await t.db.selectFrom('invites').select('antk_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.antk_hash).toBe(keyDigest(antk));
    expect(row.antk_hash).not.toContain(antk);
  });
});

describe('POST /api/auth/companylogin with antk (accept an invitation)', () => {
  it('gives the invitation’s access, spends it and chooses the company with a new session', async () => {
    const b = await signedIn('tecnico');
    const before = b.cookies.get('sportello_sid');
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi, antk: DEMO_INVITE.key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    expect(b.cookies.get('sportello_sid')).not.toBe(before);
    expect(await userInfo(b)).toMatchObject({
      id_azienda: ids.bianchi,
      azienda: 'Bianchi & Figli S.n.c.',
      grants: ['developer'],
      email_subscriptions: ['technical'],
    });
    expect(Object.keys((await b.get('/rest/company_access')).json()).sort()).toEqual(
      [String(ids.bianchi), String(ids.rossi)].sort(),
    );

    expect((await b.get(`/rest/invites/${DEMO_INVITE.key}`)).statusCode).toBe(404);
    const reused = await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi, antk: DEMO_INVITE.key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_INVITE);
  });

  it('adds to the access a user already has', async () => {
    const { antk } = await invite(ids.rossi, { grants: ['billing'], email_subscriptions: ['billing'] });
    const b = await signedIn('tecnico');
    expect((await b.post('/api/auth/companylogin', { id_azienda: ids.rossi, antk }, { form: true })).statusCode).toBe(
      200,
    );
    expect(await accessOf('tecnico', ids.rossi)).toEqual({
      grants: ['billing', 'developer'],
      email_subscriptions: ['billing', 'technical'],
    });
  });

  it('is accepted by whichever signed-in user holds the key', async () => {
    const { antk } = await invite(ids.bianchi, {
      email: 'altro.indirizzo@example.com',
      grants: ['sales'],
      email_subscriptions: ['marketing'],
    });
    const b = await signedIn('contabile');
    expect((await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi, antk })).statusCode).toBe(200);
    expect(await userInfo(b)).toMatchObject({ username: 'contabile', id_azienda: ids.bianchi, grants: ['sales'] });
  });

  it('refuses an unknown, expired or other company’s key with 400, giving nothing', async () => {
    const b = await signedIn('reseller');
    const { antk: expired } = await invite(ids.bianchi, { ttlDays: -1 });
    const { antk: forBianchi } = await invite(ids.bianchi);
    for (const [company, key] of [
      [ids.bianchi, 'chiave-inventata'],
      [ids.bianchi, expired],
      [ids.rossi, forBianchi],
    ] as const) {
      const response = await b.post('/api/auth/companylogin', { id_azienda: company, antk: key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_INVITE);
    }
    expect(await accessOf('reseller', ids.bianchi)).toBeUndefined();
    expect(await accessOf('reseller', ids.rossi)).toBeUndefined();
    expect((await userInfo(b)).id_azienda).toBe(ids.alpi);
    expect((await b.get(`/rest/invites/${forBianchi}`)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const { antk } = await invite(ids.bianchi);
    expect((await browser().post('/api/auth/companylogin', { id_azienda: ids.bianchi, antk })).statusCode).toBe(401);
  });
});

describe('POST /rest/login/authrequestinfo', () => {
  const demoKey = () => ({ aid: ids.rossi, uid: users.reseller, tok: DEMO_AUTH_REQUEST.key });

  it('tells an administrator of the company who asks', async () => {
    const b = await signedIn('owner');
    const response = await b.post('/rest/login/authrequestinfo', demoKey());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'reseller',
      email: 'luca.brenni@alpidigital.example',
      azienda: 'Rossi Arredamenti S.r.l.',
    });
  });

  it('answers 404 with the spec text for a wrong token, user or company, or an expired request', async () => {
    const b = await signedIn('owner');
    const { tok } = await createAuthRequest(t.db, { companyId: ids.rossi, userId: users.multi ?? 0, ttlDays: -1 });
    for (const key of [
      { ...demoKey(), tok: 'sbagliato' },
      { ...demoKey(), uid: users.tecnico },
      { aid: ids.rossi, uid: users.multi, tok },
    ]) {
      const response = await b.post('/rest/login/authrequestinfo', key);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(INVALID_AUTHORIZATION);
    }
  });

  it('is refused with 403 code 10 to anyone but an administrator of that company', async () => {
    for (const username of ['tecnico', 'contabile', 'multi', 'reseller']) {
      const b = await signedIn(username);
      const response = await b.post('/rest/login/authrequestinfo', demoKey());
      expect({ username, status: response.statusCode, body: response.json() }).toEqual({
        username,
        status: 403,
        body: { message: 'Utente non autorizzato', code: 10 },
      });
    }
  });

  it('validates the body and needs a session', async () => {
    const b = await signedIn('owner');
    const response = await b.post('/rest/login/authrequestinfo', { aid: ids.rossi });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ uid: 'Campo obbligatorio', tok: 'Campo obbligatorio' });
    const asText = await b.post('/rest/login/authrequestinfo', {
      aid: String(ids.rossi),
      uid: String(users.reseller),
      tok: DEMO_AUTH_REQUEST.key,
    });
    expect(asText.statusCode).toBe(200);
    expect((await browser().post('/rest/login/authrequestinfo', demoKey())).statusCode).toBe(401);
  });
});

describe('POST /api/auth/companylogin with uid and tok (authorise a user)', () => {
  it('makes the requester an administrator, spends the request, keeps the authoriser on the company', async () => {
    const { tok } = await createAuthRequest(t.db, { companyId: ids.bianchi, userId: users.reseller ?? 0 });
    const multi = await signedIn('multi', ids.rossi);
    const before = multi.cookies.get('sportello_sid');
    const response = await multi.post('/api/auth/companylogin', { id_azienda: ids.bianchi, uid: users.reseller, tok });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    expect(multi.cookies.get('sportello_sid')).not.toBe(before);
    expect(await userInfo(multi)).toMatchObject({ username: 'multi', id_azienda: ids.bianchi, grants: ['owner'] });
    expect(await accessOf('reseller', ids.bianchi)).toEqual({ grants: ['admin'], email_subscriptions: [] });

    const reseller = await signedIn('reseller');
    expect(Object.keys((await reseller.get('/rest/company_access')).json()).sort()).toEqual(
      // Pasticceria Ticinese: a customer of Alpi that let the demo reseller in (demo/customers-seed.ts).
      [String(ids.alpi), String(ids.bianchi), String(ids.pasticceria)].sort(),
    );
    expect((await reseller.post('/api/auth/companylogin', { id_azienda: ids.bianchi })).statusCode).toBe(200);
    expect(await userInfo(reseller)).toMatchObject({ id_azienda: ids.bianchi, grants: ['admin'] });

    const again = await multi.post('/api/auth/companylogin', { id_azienda: ids.bianchi, uid: users.reseller, tok });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_AUTHORIZATION);
    expect(
      (await multi.post('/rest/login/authrequestinfo', { aid: ids.bianchi, uid: users.reseller, tok })).statusCode,
    ).toBe(404);
  });

  it('adds admin to what the requester already has', async () => {
    const { tok } = await createAuthRequest(t.db, { companyId: ids.rossi, userId: users.tecnico ?? 0 });
    const owner = await signedIn('owner');
    expect(
      (await owner.post('/api/auth/companylogin', { id_azienda: ids.rossi, uid: users.tecnico, tok }, { form: true }))
        .statusCode,
    ).toBe(200);
    expect((await accessOf('tecnico', ids.rossi))?.grants).toEqual(expect.arrayContaining(['admin', 'developer']));
  });

  it('refuses a non-administrator with 403 code 10 and leaves the request', async () => {
    const tecnico = await signedIn('contabile');
    const response = await tecnico.post('/api/auth/companylogin', {
      id_azienda: ids.rossi,
      uid: users.reseller,
      tok: DEMO_AUTH_REQUEST.key,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Utente non autorizzato', code: 10 });
    expect(await accessOf('reseller', ids.rossi)).toBeUndefined();
    const owner = await signedIn('owner');
    expect(
      (
        await owner.post('/rest/login/authrequestinfo', {
          aid: ids.rossi,
          uid: users.reseller,
          tok: DEMO_AUTH_REQUEST.key,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong token or a missing part with 400', async () => {
    const owner = await signedIn('owner');
    for (const body of [
      { id_azienda: ids.rossi, uid: users.reseller, tok: 'sbagliato' },
      { id_azienda: ids.rossi, uid: users.reseller },
      { id_azienda: ids.rossi, tok: DEMO_AUTH_REQUEST.key },
    ]) {
      const response = await owner.post('/api/auth/companylogin', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_AUTHORIZATION);
    }
    expect(await accessOf('reseller', ids.rossi)).toBeUndefined();
  });

  it('authorises the demo request', async () => {
    const owner = await signedIn('owner');
    const response = await owner.post('/api/auth/companylogin', {
      id_azienda: ids.rossi,
      uid: users.reseller,
      tok: DEMO_AUTH_REQUEST.key,
    });
    expect(response.statusCode).toBe(200);
    expect((await accessOf('reseller', ids.rossi))?.grants).toEqual(['admin']);
  });
});
