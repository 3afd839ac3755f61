import { ACCOUNT_LOCK, LOGIN_BAN } from '@sportello/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../housekeeping.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { linkInLastMailTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000 }, { racing: true });
});
afterAll(() => t.close());

let clients = 0;
const browser = (ip?: string) => new TestBrowser(t.app, ip ?? `10.71.${Math.floor(++clients / 250)}.${clients % 250}`);

/** A user of its own (password demo12345), so its budget is this test's alone. */
const freshUser = async () =>
  (await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true })).username;

/** The check tokens first, then every login at once: nothing between them for the server to serialise. */
async function loginsAtOnce(
  attempts: { b: TestBrowser; username: string; password: string }[],
): Promise<LightMyRequestResponse[]> {
  const checks: string[] = [];
  for (const { b } of attempts) checks.push(await b.checkToken());
  return Promise.all(
    attempts.map(({ b, username, password }, i) => b.post('/api/auth/login', { username, password, check: checks[i] })),
  );
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();
const wrongPassword = (i: number) => `sbagliata-${i}`;

describe('failed passwords at the same moment', () => {
  it(`check no more than ${LOGIN_BAN.failures} passwords from one address, and ban it`, async () => {
    const b = browser('10.71.9.9');
    const responses = await loginsAtOnce(
      Array.from({ length: 20 }, (_, i) => ({ b, username: `nessuno-${i}`, password: wrongPassword(i) })),
    );
    expect(statuses(responses)).toEqual([
      ...Array(LOGIN_BAN.failures).fill(401),
      ...Array(20 - LOGIN_BAN.failures).fill(429),
    ]);
    expect(responses.filter((r) => r.statusCode === 429).map((r) => r.json().reason)).toEqual(
      Array(20 - LOGIN_BAN.failures).fill('ip_banned'),
    );
    const checked = await t.db.selectFrom('login_failures').select('id').where('ip', '=', '10.71.9.9').execute();
    expect(checked).toHaveLength(LOGIN_BAN.failures);
    expect((await b.login('owner')).json()).toMatchObject({ reason: 'ip_banned' });
  });

  it(`check no more than ${ACCOUNT_LOCK.failures} passwords of one account from many addresses`, async () => {
    const username = await freshUser();
    const attempts = Array.from({ length: ACCOUNT_LOCK.failures + 10 }, (_, i) => ({
      b: browser(),
      username,
      password: wrongPassword(i),
    }));
    const responses = await loginsAtOnce(attempts);
    expect(statuses(responses)).toEqual([...Array(ACCOUNT_LOCK.failures).fill(401), ...Array(10).fill(429)]);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toEqual({
      message: `Troppi tentativi di accesso falliti per questo utente. Riprova tra ${ACCOUNT_LOCK.windowMinutes} minuti, oppure accedi con il link di «Password dimenticata?».`,
      reason: 'account_locked',
    });
  });
});

describe('the budget of an account', () => {
  it('locks the account for every address once spent, the right password included, and says so in each language', async () => {
    const username = await freshUser();
    const half = ACCOUNT_LOCK.failures / 2;
    for (const ip of ['10.72.0.1', '10.72.0.2']) {
      const b = browser(ip);
      for (let i = 0; i < half; i += 1) {
        expect(
          (await b.post('/api/auth/login', { username, password: wrongPassword(i), check: await b.checkToken() }))
            .statusCode,
        ).toBe(401);
      }
    }
    const locked = await browser().login(username.toUpperCase());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().reason).toBe('account_locked');
    for (const [lang, start] of [
      ['en', 'Too many failed sign-ins for this user.'],
      ['de', 'Zu viele fehlgeschlagene Anmeldungen für diesen Benutzer.'],
      ['fr', 'Trop de connexions échouées pour cet utilisateur.'],
    ] as const) {
      const b = browser();
      const response = await b.post(
        '/api/auth/login',
        { username, password: 'demo12345', check: await b.checkToken() },
        { headers: { 'accept-language': lang } },
      );
      expect(response.json().message).toMatch(new RegExp(`^${start}`));
    }
    // Other accounts sign in as ever.
    expect((await browser().login('owner')).statusCode).toBe(200);
  });

  it('locks a name nobody has in the same way: the lock tells nothing about who exists', async () => {
    const known = await freshUser();
    for (const username of [known, 'nessuno.mai.visto']) {
      for (let i = 0; i < ACCOUNT_LOCK.failures; i += 1) {
        const c = browser();
        expect(
          (await c.post('/api/auth/login', { username, password: wrongPassword(i), check: await c.checkToken() }))
            .statusCode,
        ).toBe(401);
      }
    }
    const a = browser();
    const c = browser();
    const forKnown = await a.post('/api/auth/login', {
      username: known,
      password: 'sbagliata',
      check: await a.checkToken(),
    });
    const forNobody = await c.post('/api/auth/login', {
      username: 'nessuno.mai.visto',
      password: 'sbagliata',
      check: await c.checkToken(),
    });
    expect(forKnown.statusCode).toBe(429);
    expect(forNobody.body).toBe(forKnown.body);
  });

  it('counts only failures: a right password gives its attempt back', async () => {
    const username = await freshUser();
    for (let i = 0; i < ACCOUNT_LOCK.failures - 1; i += 1) {
      const c = browser();
      expect(
        (await c.post('/api/auth/login', { username, password: wrongPassword(i), check: await c.checkToken() }))
          .statusCode,
      ).toBe(401);
    }
    for (let i = 0; i < 3; i += 1) expect((await browser().login(username)).statusCode).toBe(200);
    const last = browser();
    expect(
      (await last.post('/api/auth/login', { username, password: 'sbagliata', check: await last.checkToken() }))
        .statusCode,
    ).toBe(401);
    expect((await browser().login(username)).json().reason).toBe('account_locked');
  });

  it('refills when its window ends, and housekeeping forgets the ended window', async () => {
    const username = await freshUser();
    for (let i = 0; i < ACCOUNT_LOCK.failures; i += 1) {
      const c = browser();
      await c.post('/api/auth/login', { username, password: wrongPassword(i), check: await c.checkToken() });
    }
    expect((await browser().login(username)).json().reason).toBe('account_locked');
    const key = `account:${username.toLowerCase()}`;
    await t.db
      .updateTable('auth_throttle')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', '=', key)
      .execute();
    await purgeExpired(t.db);
    expect(
      await t.db.selectFrom('auth_throttle').select('key').where('key', '=', key).executeTakeFirst(),
    ).toBeUndefined();
    expect((await browser().login(username)).statusCode).toBe(200);
  });

  it('leaves the sign-in link of a forgotten password working for a locked account', async () => {
    const username = await freshUser();
    for (let i = 0; i < ACCOUNT_LOCK.failures; i += 1) {
      const c = browser();
      await c.post('/api/auth/login', { username, password: wrongPassword(i), check: await c.checkToken() });
    }
    expect((await browser().login(username)).json().reason).toBe('account_locked');
    const b = browser();
    expect((await b.post('/api/auth/reset', { username, check: await b.checkToken() })).statusCode).toBe(200);
    const link = await linkInLastMailTo(t.db, `${username}@fixture.example`);
    const response = await b.post('/api/auth/loginwithtoken', { username, token: link.searchParams.get('token') });
    expect(response.json()).toMatchObject({ result: 'ok' });
  });
});
