import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTH_REQUEST, DEMO_INVITE } from '../../demo/onboarding-seed.ts';
import { DEMO_TOTP_ACCOUNT } from '../../demo/identity-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { linkInLastMailTo, pathOf } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';
import { setAuthenticator } from './authenticator.ts';
import { systemContext } from '../../platform/use-cases/use-case-context.ts';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COMPANIES, number>;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000 });
  for (const key of Object.keys(DEMO_COMPANIES) as (keyof typeof DEMO_COMPANIES)[]) {
    ids[key] = await companyId(t.db, DEMO_COMPANIES[key]);
  }
});
afterAll(() => t.close());

// A new client address for every browser, so failed sign-ins counted per address stay within one test.
let clients = 0;
const browser = () => new TestBrowser(t.app, `10.31.${Math.floor(++clients / 250)}.${clients % 250}`);

const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** The audit rows a call wrote, found by its request id. */
async function auditOf(response: LightMyRequestResponse) {
  const requestId = String(response.headers['x-request-id']);
  return t.db.selectFrom('audit_log').selectAll().where('request_id', '=', requestId).orderBy('id').execute();
}

describe('signing in and out leaves an audit row', () => {
  it('a password sign-in names the user, the company chosen for them, the method and the address', async () => {
    const b = browser();
    const response = await b.login('owner', { rememberme: true });
    expect(response.statusCode).toBe(200);
    const rows = await auditOf(response);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'auth.signed_in',
      actor_user_id: null,
      subject: String(await userId('owner')),
      company_id: ids.rossi,
      after: { method: 'password', remember: true },
      ip: expect.stringMatching(/^10\.31\./),
    });
  });

  it('a failed sign-in writes no audit row: login_failures keeps it', async () => {
    const b = browser();
    const response = await b.post('/api/auth/login', {
      username: 'owner',
      password: 'sbagliata',
      check: await b.checkToken(),
    });
    expect(response.statusCode).toBe(401);
    expect(await auditOf(response)).toEqual([]);
    const failures = await t.db.selectFrom('login_failures').selectAll().where('username', '=', 'owner').execute();
    expect(failures.length).toBeGreaterThan(0);
  });

  it('a right password stopped for the authenticator code is traced, then the sign-in with the code', async () => {
    const b = browser();
    const asked = await b.login(DEMO_TOTP_ACCOUNT.username);
    expect(asked.json()).toEqual({ result: 'totp' });
    const sicuro = String(await userId(DEMO_TOTP_ACCOUNT.username));
    expect(await auditOf(asked)).toMatchObject([
      {
        action: 'auth.sign_in_incomplete',
        subject: sicuro,
        company_id: null,
        after: { method: 'password', missing: 'totp' },
      },
    ]);
    const done = await b.login(DEMO_TOTP_ACCOUNT.username, { totp: totpCode(DEMO_TOTP_ACCOUNT.totpSecret) });
    expect(done.json()).toEqual({ result: 'ok' });
    expect(await auditOf(done)).toMatchObject([
      { action: 'auth.signed_in', subject: sicuro, after: { method: 'password' } },
    ]);
  });

  it('signing out names the user who left; signing out without a session writes nothing', async () => {
    const b = browser();
    await b.loginTo('owner');
    const response = await b.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    const owner = await userId('owner');
    expect(await auditOf(response)).toMatchObject([
      { action: 'auth.signed_out', actor_user_id: owner, subject: String(owner), company_id: ids.rossi },
    ]);

    const nobody = await browser().post('/api/auth/logout');
    expect(nobody.statusCode).toBe(200);
    expect(await auditOf(nobody)).toEqual([]);
  });

  it('choosing a company names the company chosen', async () => {
    const b = browser();
    await b.loginTo('multi');
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(response)).toMatchObject([
      { action: 'auth.company_chosen', actor_user_id: await userId('multi'), company_id: ids.bianchi },
    ]);
  });

  it('the one-time link of a reset signs in with method link', async () => {
    const reset = browser();
    const asked = await reset.post('/api/auth/reset', { username: 'contabile', check: await reset.checkToken() });
    const contabile = await userId('contabile');
    // The request, traced before the answer; the link, after it, with the same request id.
    expect(await auditOf(asked)).toMatchObject([
      { action: 'auth.reset_requested', subject: 'contabile', actor_user_id: null },
      { action: 'auth.signin_link_sent', subject: String(contabile), actor_user_id: null },
    ]);

    const email = (await t.db.selectFrom('users').select('email').where('id', '=', contabile).executeTakeFirstOrThrow())
      .email;
    const link = await linkInLastMailTo(t.db, email);
    const b = browser();
    const response = await b.post('/api/auth/loginwithtoken', {
      username: link.searchParams.get('username'),
      token: link.searchParams.get('token'),
    });
    expect(response.json()).toMatchObject({ result: 'ok' });
    expect(await auditOf(response)).toMatchObject([
      { action: 'auth.signed_in', subject: String(contabile), after: { method: 'link', remember: false } },
    ]);
  });

  it('a reset for a name nobody has is traced too, with no link sent', async () => {
    const b = browser();
    const response = await b.post('/api/auth/reset', { username: 'nessuno.qui', check: await b.checkToken() });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(response)).toMatchObject([{ action: 'auth.reset_requested', subject: 'nessuno.qui' }]);
  });
});

describe('sign-up and confirmation leave audit rows', () => {
  it('the sign-up names the new user and company; the confirmation link and a resend are traced', async () => {
    const b = browser();
    const email = 'audit.nuova@cliente.example';
    const response = await b.post('/api/auth/signup', {
      ragione_sociale: 'Traccia S.r.l.',
      email,
      password: 'password123',
      ack_privacy: true,
      ack_marketing: true,
      check: await b.checkToken(),
    });
    expect(response.statusCode).toBe(200);
    const user = await userId(email);
    const company = (
      await t.db.selectFrom('company_access').select('company_id').where('user_id', '=', user).executeTakeFirstOrThrow()
    ).company_id;
    expect(await auditOf(response)).toMatchObject([
      {
        action: 'auth.signed_up',
        subject: String(user),
        company_id: company,
        after: { ack_marketing: true, parent_id: null, confirmed_by_invitation: false },
      },
    ]);

    const resent = await browser().get(`/api/auth/reset?action=confirm&username=${encodeURIComponent(email)}`);
    expect(await auditOf(resent)).toMatchObject([
      { action: 'auth.confirmation_resent', subject: email, after: { users: [user] } },
    ]);

    const confirmed = await browser().get(pathOf(await linkInLastMailTo(t.db, email)));
    expect(confirmed.statusCode).toBe(302);
    expect(await auditOf(confirmed)).toMatchObject([
      { action: 'auth.address_confirmed', subject: String(user), company_id: null },
    ]);

    // Confirmed now: nothing is sent again, and nothing is traced.
    const nothing = await browser().get(`/api/auth/reset?action=confirm&username=${encodeURIComponent(email)}`);
    expect(nothing.statusCode).toBe(200);
    expect(await auditOf(nothing)).toEqual([]);
  });
});

describe('invitations and access requests leave audit rows', () => {
  it('accepting an invitation names the grants it gave', async () => {
    const b = browser();
    await b.loginTo('tecnico');
    const response = await b.post('/api/auth/companylogin', { id_azienda: ids.bianchi, antk: DEMO_INVITE.key });
    expect(response.statusCode).toBe(200);
    const tecnico = await userId('tecnico');
    expect(await auditOf(response)).toMatchObject([
      {
        action: 'auth.invite_accepted',
        actor_user_id: tecnico,
        subject: String(tecnico),
        company_id: ids.bianchi,
        after: { grants: expect.any(Array) },
      },
    ]);
  });

  it('authorising an access request names the user made administrator', async () => {
    const b = browser();
    await b.loginTo('owner');
    const reseller = await userId('reseller');
    const response = await b.post('/api/auth/companylogin', {
      id_azienda: ids.rossi,
      uid: reseller,
      tok: DEMO_AUTH_REQUEST.key,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(response)).toMatchObject([
      {
        action: 'auth.user_authorized',
        actor_user_id: await userId('owner'),
        subject: String(reseller),
        company_id: ids.rossi,
        after: { grants: ['admin'] },
      },
    ]);
  });
});

describe('the operator command gives and removes authenticators through a use case', () => {
  it('writes a system audit row without the secret', async () => {
    const ctx = systemContext({ db: t.db, config: t.config, log: t.app.log, digest: t.app.digest });
    const owner = await userId('contabile');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    await setAuthenticator(ctx, { id: owner }, secret);
    const user = await t.db.selectFrom('users').select('totp_secret').where('id', '=', owner).executeTakeFirstOrThrow();
    expect(user.totp_secret).not.toBeNull();
    await setAuthenticator(ctx, { id: owner }, null);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', String(owner))
      .where('action', 'like', 'auth.totp_%')
      .orderBy('id')
      .execute();
    expect(rows).toMatchObject([
      { action: 'auth.totp_set', actor_user_id: null, company_id: null, ip: null, request_id: null },
      { action: 'auth.totp_removed', actor_user_id: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(
      (await t.db.selectFrom('users').select('totp_secret').where('id', '=', owner).executeTakeFirstOrThrow())
        .totp_secret,
    ).toBeNull();
  });
});
