import { LOGIN_BAN, REMEMBER_ME_DAYS } from '@sportello/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';
import { tokenDigest } from '../../platform/sessions/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const browser = (ip?: string) => new TestBrowser(t.app, ip);

describe('POST /api/auth/token', () => {
  it('answers a token and binds it to the browser with an httpOnly cookie', async () => {
    const b = browser();
    const response = await b.post('/api/auth/token');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'sportello_bid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('keeps the browser cookie on later calls', async () => {
    const b = browser();
    await b.post('/api/auth/token');
    const bid = b.cookies.get('sportello_bid');
    const again = await b.post('/api/auth/token');
    expect(again.cookies.find((c) => c.name === 'sportello_bid')).toBeUndefined();
    expect(b.cookies.get('sportello_bid')).toBe(bid);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a session cookie: httpOnly, SameSite=Lax, browser-session without remember-me', async () => {
    const b = browser();
    const response = await b.login('owner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    const cookie = response.cookies.find((c) => c.name === 'sportello_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('stores only a digest of the token and records the login', async () => {
    const b = browser();
    await b.login('contabile');
    const token = b.cookies.get('sportello_sid') ?? '';
    const rows = await t.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.some((r) => r.id === tokenDigest(TEST_SECRET, token))).toBe(true);
    const user = await t.db
      .selectFrom('users')
      .select('last_login_at')
      .where('username', '=', 'contabile')
      .executeTakeFirstOrThrow();
    expect(user.last_login_at).toBeInstanceOf(Date);
  });

  it('accepts a form-encoded body, and remember-me keeps the cookie 30 days', async () => {
    const b = browser();
    const check = await b.checkToken();
    const response = await b.post(
      '/api/auth/login',
      { username: 'OWNER', password: 'demo12345', rememberme: 'on', check },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sportello_sid');
    expect(cookie?.maxAge).toBe(REMEMBER_ME_DAYS * 24 * 60 * 60);
    const digest = tokenDigest(TEST_SECRET, b.cookies.get('sportello_sid') ?? '');
    const session = await t.db.selectFrom('sessions').selectAll().where('id', '=', digest).executeTakeFirstOrThrow();
    expect(session.remember).toBe(true);
    const days = (session.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REMEMBER_ME_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(REMEMBER_ME_DAYS);
  });

  it('gives a wrong password and an unknown user the same 401 answer', async () => {
    const b = browser('10.1.0.1');
    const wrong = await b.post('/api/auth/login', {
      username: 'owner',
      password: 'nope-nope',
      check: await b.checkToken(),
    });
    const unknown = await b.post('/api/auth/login', {
      username: 'nobody',
      password: 'nope-nope',
      check: await b.checkToken(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Nome utente o password non corretti', reason: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(b.cookies.has('sportello_sid')).toBe(false);
  });

  it('answers mail-validation, without a session, for a user whose e-mail is not verified', async () => {
    await t.db.updateTable('users').set({ email_verified: false }).where('username', '=', 'nuovo').execute();
    try {
      const b = browser();
      const response = await b.login('nuovo');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'mail-validation' });
      expect(b.cookies.has('sportello_sid')).toBe(false);
    } finally {
      await t.db.updateTable('users').set({ email_verified: true }).where('username', '=', 'nuovo').execute();
    }
  });

  it('refuses a missing check with a validation error', async () => {
    const b = browser();
    const response = await b.post('/api/auth/login', { username: 'owner', password: 'demo12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Richiesta malformata', errors: { check: 'Campo obbligatorio' } });
  });

  it('refuses a reused, foreign or made-up check token', async () => {
    const b = browser();
    const check = await b.checkToken();
    expect((await b.login('owner', { check })).statusCode).toBe(200);
    const reused = await b.login('owner', { check });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: 'Il modulo è scaduto: ricarica la pagina e riprova.',
      reason: 'invalid_check',
    });

    const other = browser();
    const stolen = await b.checkToken();
    await other.checkToken();
    expect((await other.login('owner', { check: stolen })).statusCode).toBe(400);
    expect((await b.login('owner', { check: 'made-up' })).statusCode).toBe(400);
  });

  it('refuses an expired check token', async () => {
    const b = browser();
    const check = await b.checkToken();
    await t.db
      .updateTable('check_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('hash', '=', tokenDigest(TEST_SECRET, check))
      .execute();
    expect((await b.login('owner', { check })).statusCode).toBe(400);
  });

  it('rotates the session: the cookie held before signing in no longer works', async () => {
    const b = browser();
    await b.login('owner');
    const before = b.cookies.get('sportello_sid');
    await b.login('owner');
    const after = b.cookies.get('sportello_sid');
    expect(after).not.toBe(before);
    const stale = browser();
    stale.cookies.set('sportello_sid', before ?? '');
    expect((await stale.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it(`bans an address after ${LOGIN_BAN.failures} failures, even for the right password`, async () => {
    const b = browser('10.66.0.1');
    for (let i = 0; i < LOGIN_BAN.failures; i += 1) {
      const response = await b.post('/api/auth/login', {
        username: 'owner',
        password: `wrong-${i}`,
        check: await b.checkToken(),
      });
      expect(response.statusCode).toBe(401);
    }
    const banned = await b.login('owner');
    expect(banned.statusCode).toBe(429);
    expect(banned.json()).toMatchObject({ reason: 'ip_banned' });
    expect((await browser('10.66.0.2').login('owner')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const b = browser();
    await b.login('owner');
    const token = b.cookies.get('sportello_sid') ?? '';
    const response = await b.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    expect(b.cookies.has('sportello_sid')).toBe(false);
    const replay = browser();
    replay.cookies.set('sportello_sid', token);
    expect((await replay.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it('is POST only: a link (GET) signs nobody out; POST answers ok without a session too', async () => {
    const b = browser();
    await b.login('owner');
    expect((await b.get('/api/auth/logout', { xhr: false })).statusCode).toBe(404);
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await browser().post('/api/auth/logout')).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  const sessionIdOf = (b: TestBrowser) => tokenDigest(TEST_SECRET, b.cookies.get('sportello_sid') ?? '');

  it('refuses a session past its end', async () => {
    const b = browser();
    await b.login('owner');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessionIdOf(b))
      .execute();
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });

  it('slides the idle end of a browser session each time it is used', async () => {
    const b = browser();
    await b.login('owner');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(2), expires_at: hoursAgo(-10) })
      .where('id', '=', sessionIdOf(b))
      .execute();
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionIdOf(b))
      .executeTakeFirstOrThrow();
    expect(Date.now() - session.last_seen_at.getTime()).toBeLessThan(60_000);
    expect(session.expires_at.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
  });

  it('never slides a browser session past 24 hours after its sign-in, a change of company included', async () => {
    const b = browser();
    await b.login('multi');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // As if signed in 23 hours ago: created_at is never updated by the code, only here.
    await sql`update sessions set created_at = ${hoursAgo(23)}, last_seen_at = ${hoursAgo(2)}, expires_at = ${hoursAgo(-10)} where id = ${sessionIdOf(b)}`.execute(
      t.db,
    );
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    const touched = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionIdOf(b))
      .executeTakeFirstOrThrow();
    const hoursLeft = (at: Date) => (at.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft(touched.expires_at)).toBeLessThanOrEqual(1);
    expect(hoursLeft(touched.expires_at)).toBeGreaterThan(0.9);

    const companies = (await b.get('/rest/company_access')).json() as Record<string, { id_azienda: number }>;
    const [first] = Object.values(companies);
    expect((await b.post('/api/auth/companylogin', { id_azienda: first?.id_azienda })).statusCode).toBe(200);
    const rotated = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionIdOf(b))
      .executeTakeFirstOrThrow();
    expect(hoursLeft(rotated.expires_at)).toBeLessThanOrEqual(1);
  });
});

describe('rate limit on /api/auth', () => {
  it('answers 429 past the limit, counted per address in the database', async () => {
    const limited = await t.sibling({ authRateLimitPerMinute: 3 });
    const b = new TestBrowser(limited, '10.77.0.1');
    for (let i = 0; i < 3; i += 1) expect((await b.post('/api/auth/token')).statusCode).toBe(200);
    const refused = await b.post('/api/auth/token');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Troppe richieste. Riprova tra poco.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await new TestBrowser(limited, '10.77.0.2').post('/api/auth/token')).statusCode).toBe(200);
  });
});
