import { LOGIN_BAN, TOTP_LOCK } from '@sportello/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStepOf } from '../../platform/security/totp.ts';
import { setTotpSecret } from '../../modules/users/index.ts';
import { tokenDigest } from '../../platform/sessions/tokens.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';
import { base32Decode, hotp, stepAt, totpCode } from '../../test-support/totp.ts';

let t: TestApp;
let tecnico: number;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  tecnico = (await t.db.selectFrom('users').select('id').where('username', '=', 'tecnico').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());
afterEach(async () => {
  await setTotpSecret(t.db, t.app.digest, tecnico, null);
  // Each test starts with the user's budget of wrong codes full.
  await t.db.deleteFrom('auth_throttle').execute();
});

let clients = 0;
const browser = (ip?: string) => new TestBrowser(t.app, ip ?? `10.30.${Math.floor(++clients / 250)}.${clients % 250}`);

/** Codes a step or two away are computed from the test's clock: keep clear of a step's last seconds. */
async function midStep(): Promise<number> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_100 - intoStep));
  return Date.now();
}

async function enrol(): Promise<string> {
  const secret = newTotpSecret();
  await setTotpSecret(t.db, t.app.digest, tecnico, secret);
  return secret;
}

/** A code that is none of the ones the window accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, Date.now(), steps)));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

describe('the test’s own TOTP implementation', () => {
  it('matches the RFC 4226 test vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 3, 9].map((c) => hotp(secret, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('agrees with the server on the time step of a code', () => {
    const secret = newTotpSecret();
    const now = new Date();
    expect(totpStepOf(secret, totpCode(secret, now.getTime()), now)).toBe(stepAt(now.getTime()));
    expect(totpStepOf(secret, totpCode(secret, now.getTime(), 1), now)).toBe(stepAt(now.getTime()) + 1);
    expect(totpStepOf(secret, totpCode(secret, now.getTime(), -2), now)).toBeNull();
  });
});

describe('authenticator secrets at rest', () => {
  it('are 160-bit base32 secrets, stored sealed, never as they are', async () => {
    const secret = await enrol();
    expect(base32Decode(secret)).toHaveLength(20);
    const row = await t.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_last_counter'])
      .where('id', '=', tecnico)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_last_counter).toBeNull();
    expect(openTotpSecret(t.app.digest, row.totp_secret ?? '')).toBe(secret);
  });

  it('cannot be opened with another SESSION_SECRET or when damaged', () => {
    const sealed = sealTotpSecret(t.app.digest, 'JBSWY3DPEHPK3PXP');
    expect(openTotpSecret((v) => tokenDigest('another-secret-another-secret-another', v), sealed)).toBeNull();
    const [version, payload] = sealed.split('.');
    const raw = Buffer.from(payload ?? '', 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 0x01;
    expect(openTotpSecret(t.app.digest, `${version}.${raw.toString('base64url')}`)).toBeNull();
    expect(openTotpSecret(t.app.digest, 'plain')).toBeNull();
    expect(openTotpSecret((v) => tokenDigest(TEST_SECRET, v), sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('never appear in the user info', async () => {
    await enrol();
    const b = browser();
    await b.login('tecnico', { totp: totpCode((await currentSecret()) ?? '') });
    const body = (await b.get('/api/dashboard/userinfo')).body;
    expect(body).not.toMatch(/totp/i);
  });
});

async function currentSecret(): Promise<string | null> {
  const row = await t.db.selectFrom('users').select('totp_secret').where('id', '=', tecnico).executeTakeFirstOrThrow();
  return row.totp_secret ? openTotpSecret(t.app.digest, row.totp_secret) : null;
}

describe('POST /api/auth/login with an authenticator', () => {
  it('answers totp, without a session, when the code is missing', async () => {
    await enrol();
    const b = browser();
    for (const extra of [{}, { totp: '' }, { totp: '   ' }]) {
      const response = await b.login('tecnico', extra);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'totp' });
      expect(b.cookies.has('sportello_sid')).toBe(false);
    }
  });

  it('still answers 401 for a wrong password, code or not', async () => {
    const secret = await enrol();
    const b = browser();
    const response = await b.post('/api/auth/login', {
      username: 'tecnico',
      password: 'wrong-one',
      totp: totpCode(secret),
      check: await b.checkToken(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe('invalid_credentials');
  });

  it('refuses a wrong code with 401 and its message', async () => {
    const secret = await enrol();
    const b = browser();
    const response = await b.login('tecnico', { totp: wrongCode(secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Codice di autenticazione non valido', reason: 'invalid_totp' });
    expect(b.cookies.has('sportello_sid')).toBe(false);
    for (const [lang, text] of [
      ['en', 'Invalid authentication code'],
      ['de', 'Ungültiger Authentifizierungscode'],
      ['fr', "Code d'authentification non valide"],
    ] as const) {
      const check = await b.checkToken();
      const other = await b.post(
        '/api/auth/login',
        { username: 'tecnico', password: 'demo12345', totp: 'abcdef', check },
        { headers: { 'accept-language': lang } },
      );
      expect(other.statusCode).toBe(401);
      expect(other.json().message).toBe(text);
    }
  });

  it('signs in with the right code, typed with spaces too', async () => {
    const secret = await enrol();
    const b = browser();
    const code = totpCode(secret);
    const response = await b.login('tecnico', { totp: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(response.json()).toEqual({ result: 'ok' });
    expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('accepts a code once: the same code, or an older one, is refused afterwards', async () => {
    const secret = await enrol();
    const now = await midStep();
    const first = browser();
    expect((await first.login('tecnico', { totp: totpCode(secret, now) })).json()).toEqual({ result: 'ok' });
    const replay = await browser().login('tecnico', { totp: totpCode(secret, now) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().reason).toBe('invalid_totp');
    expect((await browser().login('tecnico', { totp: totpCode(secret, now, -1) })).statusCode).toBe(401);
    // The next time step is still good, once.
    expect((await browser().login('tecnico', { totp: totpCode(secret, now, 1) })).json()).toEqual({ result: 'ok' });
    expect((await browser().login('tecnico', { totp: totpCode(secret, now, 1) })).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('totp_last_counter')
      .where('id', '=', tecnico)
      .executeTakeFirstOrThrow();
    expect(row.totp_last_counter).toBe(stepAt(now) + 1);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const secret = await enrol();
    const now = await midStep();
    expect((await browser().login('tecnico', { totp: totpCode(secret, now, -1) })).json()).toEqual({ result: 'ok' });
    await enrol();
    const again = (await currentSecret()) ?? '';
    expect((await browser().login('tecnico', { totp: totpCode(again, now, 2) })).statusCode).toBe(401);
    expect((await browser().login('tecnico', { totp: totpCode(again, now, -2) })).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const secret = await enrol();
    const now = await midStep();
    const laptop = browser();
    await laptop.login('tecnico', { totp: totpCode(secret, now, -1) });
    const phone = browser();
    await phone.login('tecnico', { totp: totpCode(secret, now) });
    expect((await laptop.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await phone.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('asks for no code once the secret is cleared', async () => {
    await enrol();
    await setTotpSecret(t.db, t.app.digest, tecnico, null);
    expect((await browser().login('tecnico')).json()).toEqual({ result: 'ok' });
  });

  it('asks for the e-mail confirmation before the code', async () => {
    await enrol();
    await t.db.updateTable('users').set({ email_verified: false }).where('id', '=', tecnico).execute();
    try {
      expect((await browser().login('tecnico')).json()).toEqual({ result: 'mail-validation' });
    } finally {
      await t.db.updateTable('users').set({ email_verified: true }).where('id', '=', tecnico).execute();
    }
  });

  it(`locks the code after ${TOTP_LOCK.failures} wrong ones: then even the right code waits, from any address`, async () => {
    const secret = await enrol();
    for (let i = 0; i < TOTP_LOCK.failures; i += 1) {
      expect((await browser().login('tecnico', { totp: wrongCode(secret) })).statusCode).toBe(401);
    }
    const locked = await browser().login('tecnico', { totp: totpCode(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: `Troppi codici di autenticazione errati. Riprova tra ${TOTP_LOCK.windowMinutes} minuti.`,
      reason: 'totp_locked',
    });
    for (const [lang, text] of [
      ['en', 'Too many wrong authentication codes.'],
      ['de', 'Zu viele falsche Authentifizierungscodes.'],
      ['fr', "Trop de codes d'authentification erronés."],
    ] as const) {
      const b = browser();
      const check = await b.checkToken();
      const response = await b.post(
        '/api/auth/login',
        { username: 'tecnico', password: 'demo12345', totp: totpCode(secret), check },
        { headers: { 'accept-language': lang } },
      );
      expect(response.json().message).toMatch(new RegExp(`^${text}`));
    }
    // The password was right: the lock is the code's, not the account's.
    expect((await browser().login('tecnico')).json()).toEqual({ result: 'totp' });
  });

  it(`checks no more than ${TOTP_LOCK.failures} codes sent at the same moment`, async () => {
    const secret = await enrol();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const b = browser();
        return { b, check: await b.checkToken() };
      }),
    );
    const responses = await Promise.all(
      attempts.map(({ b, check }) =>
        b.post('/api/auth/login', { username: 'tecnico', password: 'demo12345', totp: wrongCode(secret), check }),
      ),
    );
    const reasons = responses.map((r) => r.json().reason).sort();
    expect(reasons).toEqual([
      ...Array(TOTP_LOCK.failures).fill('invalid_totp'),
      ...Array(12 - TOTP_LOCK.failures).fill('totp_locked'),
    ]);
  });

  it(`counts wrong codes as failed sign-ins of the address too: ${LOGIN_BAN.failures} ban it`, async () => {
    const secret = await enrol();
    const b = browser('10.31.0.1');
    for (let i = 0; i < TOTP_LOCK.failures; i += 1) {
      expect((await b.login('tecnico', { totp: wrongCode(secret) })).statusCode).toBe(401);
    }
    for (let i = TOTP_LOCK.failures; i < LOGIN_BAN.failures; i += 1) {
      expect(
        (await b.post('/api/auth/login', { username: 'owner', password: `wrong-${i}`, check: await b.checkToken() }))
          .statusCode,
      ).toBe(401);
    }
    const banned = await b.login('owner');
    expect(banned.statusCode).toBe(429);
    expect(banned.json().reason).toBe('ip_banned');
  });
});
