import type { ActiveSession, LoginHistoryEntry, TotpEnrolment } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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
  const response = await f.browser.post('/api/auth/totp', { totp: totpCode(secret) }, { form: true });
  expect(response.json()).toEqual({ result: 'ok', message: 'Autenticazione a due fattori attivata' });
  return secret;
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
    const wrong = await f.browser.post('/api/auth/totp', { totp: '000000' === totpCode(secret) ? '111111' : '000000' }, { form: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'Codice non valido o già usato', errors: { totp: 'Codice non valido o già usato' } });
    const empty = await f.browser.post('/api/auth/totp', { totp: '' }, { form: true });
    expect(empty.json()).toMatchObject({ errors: { totp: 'Campo obbligatorio' } });

    await midStep();
    const code = totpCode(secret);
    expect((await f.browser.post('/api/auth/totp', { totp: code }, { form: true })).statusCode).toBe(200);
    const profile = (await f.browser.get(`/rest/profile/${f.userId}`)).json() as { twofa: boolean };
    expect(profile.twofa).toBe(true);

    const signIn = browser();
    expect((await signIn.login(f.username)).json()).toEqual({ result: 'totp' });
    expect((await signIn.login(f.username, { totp: code })).statusCode).toBe(401);
    expect((await signIn.login(f.username, { totp: totpCode(secret, Date.now(), 1) })).json()).toEqual({ result: 'ok' });
  });

  it('refuses to enable without a secret offered to this session, and twice', async () => {
    const f = await fixture();
    const response = await f.browser.post('/api/auth/totp', { totp: '123456' }, { form: true });
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
    const wrong = await f.browser.post('/api/auth/disabletotp', { totp: totpCode(secret, Date.now(), -5) }, { form: true });
    expect(wrong.statusCode).toBe(422);
    await midStep();
    const response = await f.browser.post('/api/auth/disabletotp', { totp: totpCode(secret, Date.now(), -1) }, { form: true });
    expect(response.json()).toEqual({ result: 'ok', message: 'Autenticazione a due fattori disattivata' });
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
    expect((await f.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await browser().login(f.username)).json()).toEqual({ result: 'ok' });
    expect((await f.browser.post('/api/auth/disabletotp', { totp: '123456' }, { form: true })).statusCode).toBe(409);
  });

  it('ends the other sessions when enabled', async () => {
    const f = await fixture();
    const other = browser();
    await other.loginTo(f.username, f.id);
    await enrol(f);
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const b = browser();
    expect((await b.get('/api/auth/totp')).statusCode).toBe(401);
    expect((await b.post('/api/auth/totp', { totp: '123456' }, { form: true })).statusCode).toBe(401);
    expect((await b.post('/api/auth/disabletotp', { totp: '123456' }, { form: true })).statusCode).toBe(401);
  });
});

describe('sessions and sign-ins', () => {
  it("lists the user's live sessions, the current one marked, and ends another one", async () => {
    const f = await fixture();
    const phone = new TestBrowser(t.app, '10.40.1.7');
    await phone.call('POST', '/api/auth/token');
    const check = await phone.checkToken();
    await phone.post('/api/auth/login', { username: f.username, password: 'demo12345', check }, { headers: { 'user-agent': 'Telefono/1.0' } });

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
    const history = (await again.get('/rest/login_history')).json() as LoginHistoryEntry[];
    expect(history).toHaveLength(2);
    expect(history[0]?.ip).toMatch(/^10\.40\.0\./);
    expect(Date.parse(history[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(history[1]?.at ?? ''));
  });

  it("shows the demo owner's past sign-ins", async () => {
    const b = browser();
    await b.loginTo('owner');
    const history = (await b.get('/rest/login_history')).json() as LoginHistoryEntry[];
    expect(history.length).toBeGreaterThanOrEqual(4);
  });
});
