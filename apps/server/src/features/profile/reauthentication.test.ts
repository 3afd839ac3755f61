import { ACCOUNT_LOCK, TOTP_LOCK, type Profile, type TotpEnrolment } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { linkInLastMailTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';

// Issue 9, item 4 (ASVS 6.2.3, 7.5.1): a stolen session alone changes no credential.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000 }, { racing: true });
});
afterAll(() => t.close());

let clients = 0;
const browser = () => new TestBrowser(t.app, `10.41.0.${++clients}`);
const fixture = () => companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });

const NEEDS_PASSWORD = {
  message: 'Inserisci la password attuale per confermare la modifica',
  reason: 'current_password_required',
  errors: { current_password: 'Inserisci la password attuale per confermare la modifica' },
};
const WRONG_PASSWORD = {
  message: 'Password attuale non corretta',
  reason: 'invalid_current_password',
  errors: { current_password: 'Password attuale non corretta' },
};
const NEEDS_CODE = {
  message: "Inserisci il codice dell'app di autenticazione per confermare la modifica",
  reason: 'totp_required',
  errors: { totp: "Inserisci il codice dell'app di autenticazione per confermare la modifica" },
};

/** Codes a step away are computed from the test's clock: keep clear of a step's last seconds. */
async function midStep(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_100 - intoStep));
}

async function enrol(f: CompanyFixture): Promise<string> {
  const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
  await midStep();
  const response = await f.browser.post(
    '/api/auth/totp',
    { totp: totpCode(secret), current_password: DEMO_PASSWORD },
    { form: true },
  );
  expect(response.statusCode).toBe(200);
  // As if a minute had passed: the enrolment code is an old one now.
  await t.db.updateTable('users').set({ totp_last_counter: null }).where('id', '=', f.userId).execute();
  return secret;
}

function wrongCode(secret: string): string {
  const valid = [-1, 0, 1].map((steps) => totpCode(secret, Date.now(), steps));
  return valid.includes('000000') ? '111111' : '000000';
}

const changePassword = (f: CompanyFixture, extra: Record<string, string> = {}) =>
  f.browser.call('PUT', `/rest/login/${f.userId}`, {
    body: { password: 'una-nuova-password', password_confirm: 'una-nuova-password', ...extra },
  });

const signsInWith = async (username: string, password: string) =>
  (await browser().login(username, { password })).statusCode === 200;
const profileOf = async (f: CompanyFixture) => (await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile;

describe('changing the password asks for the current one', () => {
  it('refuses without it and with a wrong one, and leaves the password', async () => {
    const f = await fixture();
    const without = await changePassword(f);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual(NEEDS_PASSWORD);
    const wrong = await changePassword(f, { current_password: 'non-è-questa' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    expect(await signsInWith(f.username, DEMO_PASSWORD)).toBe(true);

    expect((await changePassword(f, { current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await signsInWith(f.username, 'una-nuova-password')).toBe(true);
  });

  it('answers in the language of the request', async () => {
    const f = await fixture();
    const response = await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: {
        password: 'una-nuova-password',
        password_confirm: 'una-nuova-password',
        current_password: 'non-è-questa',
      },
      headers: { 'accept-language': 'de' },
    });
    expect(response.json()).toMatchObject({
      message: 'Das aktuelle Passwort ist falsch',
      errors: { current_password: 'Das aktuelle Passwort ist falsch' },
    });
  });

  it('asks for a current code too when two-factor authentication is on', async () => {
    const f = await fixture();
    const secret = await enrol(f);
    const without = await changePassword(f, { current_password: DEMO_PASSWORD });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual(NEEDS_CODE);
    const wrong = await changePassword(f, { current_password: DEMO_PASSWORD, totp: wrongCode(secret) });
    expect(wrong.json()).toMatchObject({ reason: 'invalid_totp', errors: { totp: 'Codice non valido o già usato' } });
    // A wrong password checks no code: a right one does not tell the guesser anything.
    await midStep();
    const code = totpCode(secret);
    expect((await changePassword(f, { current_password: 'non-è-questa', totp: code })).json()).toMatchObject({
      reason: 'invalid_current_password',
    });
    expect((await changePassword(f, { current_password: DEMO_PASSWORD, totp: code })).statusCode).toBe(200);
  });

  it(`counts wrong current passwords in the account's budget, the one sign-in uses: after ${ACCOUNT_LOCK.failures}, nothing is checked`, async () => {
    const f = await fixture();
    for (let i = 1; i < ACCOUNT_LOCK.failures; i += 1) {
      expect((await changePassword(f, { current_password: `sbagliata-${i}` })).json()).toMatchObject({
        reason: 'invalid_current_password',
      });
    }
    // The last of the budget at the sign-in form: one budget for both.
    expect((await browser().login(f.username, { password: 'sbagliata' })).statusCode).toBe(401);
    const locked = await changePassword(f, { current_password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ reason: 'account_locked' });
    expect((await browser().login(f.username)).json()).toMatchObject({ reason: 'account_locked' });
    // The session itself goes on.
    expect((await f.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('checks no more current passwords sent at the same moment than the budget holds', async () => {
    const f = await fixture();
    const responses = await Promise.all(
      Array.from({ length: ACCOUNT_LOCK.failures + 4 }, (_, i) =>
        changePassword(f, { current_password: `sbagliata-${i}` }),
      ),
    );
    const reasons = responses.map((r) => (r.json() as { reason: string }).reason).sort();
    expect(reasons).toEqual([
      ...Array(4).fill('account_locked'),
      ...Array(ACCOUNT_LOCK.failures).fill('invalid_current_password'),
    ]);
  });
});

describe('the forgotten-password link stands for the current password, once, for a short while', () => {
  async function signInByLink(f: CompanyFixture): Promise<TestBrowser> {
    const b = browser();
    const check = await b.checkToken();
    await b.post('/api/auth/reset', { username: f.username, check });
    const url = await linkInLastMailTo(t.db, `${f.username}@fixture.example`);
    const response = await b.post('/api/auth/loginwithtoken', {
      username: f.username,
      token: url.searchParams.get('token'),
    });
    expect(response.statusCode).toBe(200);
    return b;
  }

  it('sets a new password without the current one, then asks for it again', async () => {
    const f = await fixture();
    const b = await signInByLink(f);
    const profile = (await b.get(`/rest/profile/${f.userId}`)).json() as Profile;
    expect(profile.password_reset).toBe(true);
    expect((await profileOf(f)).password_reset).toBe(false);

    const body = { password: 'scelta-dal-link', password_confirm: 'scelta-dal-link' };
    expect((await b.call('PUT', `/rest/login/${f.userId}`, { body })).statusCode).toBe(200);
    expect(await signsInWith(f.username, 'scelta-dal-link')).toBe(true);
    expect(((await b.get(`/rest/profile/${f.userId}`)).json() as Profile).password_reset).toBe(false);
    expect((await b.call('PUT', `/rest/login/${f.userId}`, { body })).json()).toEqual(NEEDS_PASSWORD);

    const row = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('subject', '=', String(f.userId))
      .where('action', '=', 'profile.password_changed')
      .executeTakeFirstOrThrow();
    expect(row.after).toMatchObject({ confirmed_by: 'signin_link' });
  });

  it('keeps it across a change of company, and not past its while', async () => {
    const f = await fixture();
    const b = await signInByLink(f);
    expect((await b.post('/api/auth/companylogin', { id_azienda: f.id })).statusCode).toBe(200);
    expect(((await b.get(`/rest/profile/${f.userId}`)).json() as Profile).password_reset).toBe(true);

    await t.db
      .updateTable('sessions')
      .set({ password_reset_until: new Date(Date.now() - 1000) })
      .where('user_id', '=', f.userId)
      .execute();
    const late = await b.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'scelta-tardi', password_confirm: 'scelta-tardi' },
    });
    expect(late.json()).toEqual(NEEDS_PASSWORD);
  });

  it('is not given by a sign-in with the password', async () => {
    const f = await fixture();
    expect((await profileOf(f)).password_reset).toBe(false);
    expect((await changePassword(f)).json()).toEqual(NEEDS_PASSWORD);
  });
});

describe('two-factor authentication is switched with the current password', () => {
  it('enables only with it: a right code with a wrong password enables nothing', async () => {
    const f = await fixture();
    const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
    await midStep();
    const code = totpCode(secret);
    const without = await f.browser.post('/api/auth/totp', { totp: code }, { form: true });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual(NEEDS_PASSWORD);
    const wrong = await f.browser.post(
      '/api/auth/totp',
      { totp: code, current_password: 'non-è-questa' },
      { form: true },
    );
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    expect((await profileOf(f)).twofa).toBe(false);
    expect(
      (await f.browser.post('/api/auth/totp', { totp: code, current_password: DEMO_PASSWORD }, { form: true }))
        .statusCode,
    ).toBe(200);
    expect((await profileOf(f)).twofa).toBe(true);
  });

  it('disables only with it and a current code', async () => {
    const f = await fixture();
    const secret = await enrol(f);
    await midStep();
    const code = totpCode(secret);
    expect((await f.browser.post('/api/auth/disabletotp', { totp: code }, { form: true })).json()).toEqual(
      NEEDS_PASSWORD,
    );
    expect(
      (
        await f.browser.post('/api/auth/disabletotp', { totp: code, current_password: 'non-è-questa' }, { form: true })
      ).json(),
    ).toEqual(WRONG_PASSWORD);
    expect((await profileOf(f)).twofa).toBe(true);
    const off = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: code, current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(off.statusCode).toBe(200);
    expect((await profileOf(f)).twofa).toBe(false);
  });

  it(`counts the codes of a change of password in the user's budget of wrong codes (${TOTP_LOCK.failures})`, async () => {
    const f = await fixture();
    const secret = await enrol(f);
    for (let i = 0; i < TOTP_LOCK.failures; i += 1) {
      expect(
        (await changePassword(f, { current_password: DEMO_PASSWORD, totp: wrongCode(secret) })).json(),
      ).toMatchObject({ reason: 'invalid_totp' });
    }
    await midStep();
    const locked = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: totpCode(secret), current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ reason: 'totp_locked' });
  });
});
