import { TOTP_LOCK, type ActiveSession, type LoginHistoryEntry, type TotpEnrolment } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
});
afterAll(() => t.close());

let clients = 0;
const browser = () => new TestBrowser(t.app, `10.40.0.${++clients}`);
const fixture = () => companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });

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
  expect(response.json()).toMatchObject({ result: 'ok', message: 'Autenticazione a due fattori attivata' });
  recoveryCodes.set(f.username, response.json().recovery_codes as string[]);
  return secret;
}
/** The recovery codes each enrolment gave, by username. */
const recoveryCodes = new Map<string, string[]>();

/** A code none of the steps the window accepts now gives. */
function wrongCode(secret: string): string {
  const valid = [-1, 0, 1].map((steps) => totpCode(secret, Date.now(), steps));
  return valid.includes('000000') ? '111111' : '000000';
}

describe('two-factor authentication from the profile', () => {
  it('offers a secret with its otpauth address and a 300 px QR code for this session only', async () => {
    const f = await fixture();
    const response = await f.browser.get('/api/auth/totp');
    expect(response.statusCode).toBe(200);
    const { uri, secret } = response.json() as TotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(uri).toContain(f.username);

    const qr = await f.browser.get(`/qrcode/${encodeURIComponent(uri)}.png`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.headers['cache-control']).toBe('no-store');
    expect(qr.rawPayload.readUInt32BE(16)).toBe(300);

    expect((await f.browser.get('/qrcode/%E0%A4%A.png')).statusCode).toBe(400);
    const stranger = browser();
    expect((await stranger.get(`/qrcode/${encodeURIComponent(uri)}.png`)).statusCode).toBe(404);
    const other = await fixture();
    expect((await other.browser.get(`/qrcode/${encodeURIComponent(uri)}.png`)).statusCode).toBe(404);
  });

  it('enables with a code of the offered secret, then asks for a code at sign-in and refuses the enrolment code again', async () => {
    const f = await fixture();
    const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
    const wrong = await f.browser.post(
      '/api/auth/totp',
      { totp: '000000' === totpCode(secret) ? '111111' : '000000', current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'Codice non valido o già usato',
      errors: { totp: 'Codice non valido o già usato' },
    });
    const empty = await f.browser.post('/api/auth/totp', { totp: '', current_password: DEMO_PASSWORD }, { form: true });
    expect(empty.json()).toMatchObject({ errors: { totp: 'Campo obbligatorio' } });

    await midStep();
    const code = totpCode(secret);
    expect(
      (await f.browser.post('/api/auth/totp', { totp: code, current_password: DEMO_PASSWORD }, { form: true }))
        .statusCode,
    ).toBe(200);
    const profile = (await f.browser.get(`/rest/profile/${f.userId}`)).json() as { twofa: boolean };
    expect(profile.twofa).toBe(true);

    const signIn = browser();
    expect((await signIn.login(f.username)).json()).toEqual({ result: 'totp' });
    expect((await signIn.login(f.username, { totp: code })).statusCode).toBe(401);
    expect((await signIn.login(f.username, { totp: totpCode(secret, Date.now(), 1) })).json()).toEqual({
      result: 'ok',
    });
  });

  it('refuses to enable without a secret offered to this session, and twice', async () => {
    const f = await fixture();
    const response = await f.browser.post(
      '/api/auth/totp',
      { totp: '123456', current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Genera prima un nuovo codice QR' });
    await enrol(f);
    expect((await f.browser.get('/api/auth/totp')).statusCode).toBe(409);
  });

  it('disables with a current code only, ending the other sessions', async () => {
    const f = await fixture();
    const secret = await enrol(f);
    const other = browser();
    expect((await other.login(f.username, { totp: totpCode(secret, Date.now(), 1) })).json()).toEqual({ result: 'ok' });

    // As if a minute had passed: the codes used so far are old ones now.
    await t.db.updateTable('users').set({ totp_last_counter: null }).where('id', '=', f.userId).execute();
    const wrong = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: totpCode(secret, Date.now(), -5), current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(wrong.statusCode).toBe(422);
    await midStep();
    const response = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: totpCode(secret, Date.now(), -1), current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(response.json()).toEqual({ result: 'ok', message: 'Autenticazione a due fattori disattivata' });
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
    expect((await f.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await browser().login(f.username)).json()).toEqual({ result: 'ok' });
    expect(
      (
        await f.browser.post(
          '/api/auth/disabletotp',
          { totp: '123456', current_password: DEMO_PASSWORD },
          { form: true },
        )
      ).statusCode,
    ).toBe(409);
  });

  it('ends the other sessions when enabled', async () => {
    const f = await fixture();
    const other = browser();
    await other.loginTo(f.username, f.id);
    await enrol(f);
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it(`counts wrong codes per user across sign-in and the profile: after ${TOTP_LOCK.failures}, no code is checked anywhere`, async () => {
    const f = await fixture();
    const secret = await enrol(f);
    const wrong = () => wrongCode(secret);
    for (let i = 0; i < 3; i += 1) expect((await browser().login(f.username, { totp: wrong() })).statusCode).toBe(401);
    for (let i = 3; i < TOTP_LOCK.failures; i += 1) {
      expect(
        (
          await f.browser.post(
            '/api/auth/disabletotp',
            { totp: wrong(), current_password: DEMO_PASSWORD },
            { form: true },
          )
        ).statusCode,
      ).toBe(422);
    }
    await midStep();
    const locked = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: totpCode(secret, Date.now(), 1), current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: `Troppi codici di autenticazione errati. Riprova tra ${TOTP_LOCK.windowMinutes} minuti.`,
      reason: 'totp_locked',
    });
    expect((await browser().login(f.username, { totp: totpCode(secret, Date.now(), 1) })).json().reason).toBe(
      'totp_locked',
    );
    expect(((await f.browser.get(`/rest/profile/${f.userId}`)).json() as { twofa: boolean }).twofa).toBe(true);
  });

  it(`checks no more than ${TOTP_LOCK.failures} codes sent at the same moment, enabling included`, async () => {
    const f = await fixture();
    const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        f.browser.post('/api/auth/totp', { totp: wrongCode(secret), current_password: DEMO_PASSWORD }, { form: true }),
      ),
    );
    const reasons = responses.map((r) => r.json().reason).sort();
    expect(reasons).toEqual([
      ...Array(TOTP_LOCK.failures).fill('invalid_totp'),
      ...Array(12 - TOTP_LOCK.failures).fill('totp_locked'),
    ]);
  });

  it('needs a session', async () => {
    const b = browser();
    expect((await b.get('/api/auth/totp')).statusCode).toBe(401);
    expect(
      (await b.post('/api/auth/totp', { totp: '123456', current_password: DEMO_PASSWORD }, { form: true })).statusCode,
    ).toBe(401);
    expect(
      (await b.post('/api/auth/disabletotp', { totp: '123456', current_password: DEMO_PASSWORD }, { form: true }))
        .statusCode,
    ).toBe(401);
  });
});

describe('sessions and sign-ins', () => {
  it("lists the user's live sessions, the current one marked, and ends another one", async () => {
    const f = await fixture();
    const phone = new TestBrowser(t.app, '10.40.1.7');
    await phone.call('POST', '/api/auth/token');
    const check = await phone.checkToken();
    await phone.post(
      '/api/auth/login',
      { username: f.username, password: 'demo12345', check },
      { headers: { 'user-agent': 'Telefono/1.0' } },
    );

    const sessions = (await f.browser.get('/rest/sessions')).json() as ActiveSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other).toMatchObject({ ip: '10.40.1.7', user_agent: 'Telefono/1.0' });
    expect(other?.id).toMatch(/^[a-f0-9]{24}$/);

    const current = sessions.find((s) => s.current);
    const self = await f.browser.call('DELETE', `/rest/sessions/${current?.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: 'Per chiudere questa sessione esci dal portale' });

    const ended = await f.browser.call('DELETE', `/rest/sessions/${other?.id}`);
    expect(ended.json()).toEqual({ result: 'ok', message: 'Sessione terminata' });
    expect((await phone.get('/api/dashboard/userinfo')).statusCode).toBe(401);
    expect((await f.browser.get('/rest/sessions')).json()).toHaveLength(1);
  });

  it("neither sees nor ends another user's sessions", async () => {
    const a = await fixture();
    const b = await fixture();
    const theirs = ((await b.browser.get('/rest/sessions')).json() as ActiveSession[])[0];
    const mine = (await a.browser.get('/rest/sessions')).json() as ActiveSession[];
    expect(mine.map((s) => s.id)).not.toContain(theirs?.id);
    const response = await a.browser.call('DELETE', `/rest/sessions/${theirs?.id}`);
    expect(response.statusCode).toBe(404);
    expect((await b.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('records sign-ins, not changes of company, newest first', async () => {
    const f = await fixture();
    const again = browser();
    await again.loginTo(f.username, f.id);
    await again.post('/api/auth/companylogin', { id_azienda: f.id });
    const history = (await again.get('/rest/login_history')).json() as Page<LoginHistoryEntry>;
    expect(history).toMatchObject({ page: 1, size: 10, total: 2 });
    expect(history.items[0]?.ip).toMatch(/^10\.40\.0\./);
    expect(Date.parse(history.items[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(history.items[1]?.at ?? ''));
  });

  it("shows the demo owner's past sign-ins", async () => {
    const b = browser();
    await b.loginTo('owner');
    const history = (await b.get('/rest/login_history')).json() as Page<LoginHistoryEntry>;
    expect(history.total).toBeGreaterThanOrEqual(4);
  });

  it("pages, sorts and filters the sign-ins; only the signed-in user's", async () => {
    const f = await fixture();
    const other = await fixture();
    const base = Date.parse('2026-01-10T08:00:00Z');
    await t.db
      .insertInto('login_history')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          user_id: f.userId,
          at: new Date(base + i * 60_000),
          ip: `203.0.113.${i}`,
          user_agent: i % 2 ? 'Telefono/1.0' : 'Scrivania/2.0',
        })),
      )
      .execute();
    await t.db
      .insertInto('login_history')
      .values({ user_id: other.userId, at: new Date(base), ip: '198.51.100.99', user_agent: 'Telefono/1.0' })
      .execute();

    const first = (await f.browser.get('/rest/login_history?size=5')).json() as Page<LoginHistoryEntry>;
    // The fixture's own sign-in (now) and the twelve of January.
    expect(first).toMatchObject({ page: 1, size: 5, total: 13 });
    expect(first.items.slice(1).map((e) => e.ip)).toEqual([
      '203.0.113.11',
      '203.0.113.10',
      '203.0.113.9',
      '203.0.113.8',
    ]);
    const third = (await f.browser.get('/rest/login_history?size=5&page=3')).json() as Page<LoginHistoryEntry>;
    expect(third.items.map((e) => e.ip)).toEqual(['203.0.113.2', '203.0.113.1', '203.0.113.0']);

    const oldest = (await f.browser.get('/rest/login_history?sort=at&size=2')).json() as Page<LoginHistoryEntry>;
    expect(oldest.items.map((e) => e.ip)).toEqual(['203.0.113.0', '203.0.113.1']);

    const phones = (await f.browser.get('/rest/login_history?q=telefono&size=100')).json() as Page<LoginHistoryEntry>;
    expect(phones.total).toBe(6);
    expect(phones.items.every((e) => e.user_agent === 'Telefono/1.0')).toBe(true);
    expect(((await f.browser.get('/rest/login_history?q=198.51.100.99')).json() as Page<LoginHistoryEntry>).total).toBe(
      0,
    );
    expect(
      ((await f.browser.get('/rest/login_history?q=203.0.113.11')).json() as Page<LoginHistoryEntry>).items,
    ).toEqual([{ at: new Date(base + 11 * 60_000).toISOString(), ip: '203.0.113.11', user_agent: 'Telefono/1.0' }]);

    expect((await f.browser.get('/rest/login_history?page=9')).json()).toMatchObject({ items: [], page: 9, total: 13 });
    expect((await f.browser.get('/rest/login_history?sort=ip')).statusCode).toBe(400);
    expect((await f.browser.get('/rest/login_history?size=101')).statusCode).toBe(400);
    expect((await browser().get('/rest/login_history')).statusCode).toBe(401);
  });
});

describe('audit rows of two-factor authentication and sessions', () => {
  const rowsOf = (userId: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', String(userId))
      .where('action', '=', action)
      .execute();

  it('records enabling and disabling without the secret or a code', async () => {
    const f = await fixture();
    const secret = await enrol(f);
    const enabled = await rowsOf(f.userId, 'profile.totp_enabled');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]).toMatchObject({ actor_user_id: f.userId, company_id: null, after: { other_sessions_ended: 0 } });

    await t.db.updateTable('users').set({ totp_last_counter: null }).where('id', '=', f.userId).execute();
    await midStep();
    const code = totpCode(secret, Date.now(), -1);
    expect(
      (await f.browser.post('/api/auth/disabletotp', { totp: code, current_password: DEMO_PASSWORD }, { form: true }))
        .statusCode,
    ).toBe(200);
    const disabled = await rowsOf(f.userId, 'profile.totp_disabled');
    expect(disabled).toHaveLength(1);
    const { totp_secret } = await t.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(totp_secret).toBeNull();
    for (const row of [...enabled, ...disabled]) {
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(code);
    }
  });

  it('records nothing for an offered secret or a wrong code', async () => {
    const f = await fixture();
    const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
    await f.browser.post(
      '/api/auth/totp',
      { totp: '000000' === totpCode(secret) ? '111111' : '000000', current_password: DEMO_PASSWORD },
      { form: true },
    );
    // The fixture's own sign-in is audited by auth; the profile's calls add nothing.
    const rows = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', f.userId)
      .where('action', 'like', 'profile.%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('records an ended session with its address and browser, never its key', async () => {
    const f = await fixture();
    const phone = new TestBrowser(t.app, '10.40.2.9');
    await phone.loginTo(f.username, f.id);
    const other = ((await f.browser.get('/rest/sessions')).json() as ActiveSession[]).find((s) => !s.current);
    await f.browser.call('DELETE', `/rest/sessions/${other?.id}`);
    const rows = await rowsOf(f.userId, 'profile.session_ended');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: f.userId,
      company_id: null,
      before: { session: other?.id, ip: '10.40.2.9' },
    });
    const keys = await t.db.selectFrom('sessions').select('id').where('user_id', '=', f.userId).execute();
    for (const { id } of keys) expect(JSON.stringify(rows[0])).not.toContain(id);
  });
});

describe('two-factor recovery codes', () => {
  it('gives ten one-time codes at enrolment, shown once, kept only as digests', async () => {
    const f = await fixture();
    await enrol(f);
    const codes = recoveryCodes.get(f.username)!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const stored = await t.db.selectFrom('totp_recovery_codes').select(['hash', 'used_at']).execute();
    const plain = stored.map((r) => r.hash).join(' ');
    for (const code of codes) {
      expect(plain).not.toContain(code);
      expect(plain).not.toContain(code.replace('-', ''));
    }
  });

  it('signs in once with a recovery code in place of the app code; the same code never again', async () => {
    const f = await fixture();
    await enrol(f);
    const [code] = recoveryCodes.get(f.username)!;
    // Typed as people type: upper case, without the hyphen.
    expect((await browser().login(f.username, { totp: code!.replace('-', '').toUpperCase() })).json()).toEqual({
      result: 'ok',
    });
    const again = await browser().login(f.username, { totp: code! });
    expect(again.json()).toMatchObject({ reason: 'invalid_totp' });
  });

  it('turns two-factor off with the password and a recovery code (a lost phone), and voids the other codes', async () => {
    const f = await fixture();
    await enrol(f);
    const [first, second] = recoveryCodes.get(f.username)!;
    const off = await f.browser.post(
      '/api/auth/disabletotp',
      { totp: first!, current_password: DEMO_PASSWORD },
      { form: true },
    );
    expect(off.statusCode, off.body).toBe(200);
    const id = (
      await t.db.selectFrom('users').select('id').where('username', '=', f.username).executeTakeFirstOrThrow()
    ).id;
    expect(await t.db.selectFrom('totp_recovery_codes').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(second).toBeDefined();
  });

  it('makes new codes with the password and a current code: the old ones stop working, audited', async () => {
    const f = await fixture();
    const secret = await enrol(f);
    const old = recoveryCodes.get(f.username)!;
    const refused = await f.browser.post(
      '/api/auth/recoverycodes',
      { current_password: 'sbagliata', totp: '' },
      { form: true },
    );
    expect(refused.statusCode).toBe(422);
    await midStep();
    const made = await f.browser.post(
      '/api/auth/recoverycodes',
      { current_password: DEMO_PASSWORD, totp: totpCode(secret, Date.now(), 1) },
      { form: true },
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const fresh = made.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    expect((await browser().login(f.username, { totp: old[0]! })).json()).toMatchObject({ reason: 'invalid_totp' });
    expect((await browser().login(f.username, { totp: fresh[0]! })).json()).toEqual({ result: 'ok' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'profile.recovery_codes_made')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('makes no codes for an account without two-factor', async () => {
    const f = await fixture();
    const answer = await f.browser.post('/api/auth/recoverycodes', { current_password: DEMO_PASSWORD }, { form: true });
    expect([answer.statusCode, answer.json().reason]).toEqual([409, 'totp_off']);
  });
});
