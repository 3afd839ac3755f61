import { ACCOUNT_LOCK, LOGIN_BAN } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS_COMPANY } from '../../demo/users-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (username: string, company: string, ip?: string) => {
  const b = new TestBrowser(t.app, ip);
  await b.loginTo(username, await companyId(t.db, company));
  return b;
};
const unblock = (b: TestBrowser, ip: string, options: { xhr?: boolean } = {}) =>
  b.call('DELETE', `/rest/ip-ban/${encodeURIComponent(ip)}`, options);

/** LOGIN_BAN.failures wrong passwords from one address (for `username`, else a name of its own): the brute-force defence bans it. */
async function ban(ip: string, username = `nessuno-${ip}`): Promise<TestBrowser> {
  const b = new TestBrowser(t.app, ip);
  for (let i = 0; i < LOGIN_BAN.failures; i += 1) {
    await b.post('/api/auth/login', { username, password: `sbagliata-${i}`, check: await b.checkToken() });
  }
  expect((await b.login('gestore')).json()).toMatchObject({ reason: 'ip_banned' });
  return b;
}

describe('GET /rest/ip', () => {
  it('tells the address the server sees, IPv4-mapped addresses as plain IPv4', async () => {
    expect((await (await signedIn('gestore', DEMO_USERS_COMPANY)).get('/rest/ip')).json()).toEqual({ ip: '127.0.0.1' });
    expect(
      (await (await signedIn('gestore', DEMO_USERS_COMPANY, '::ffff:198.51.100.7')).get('/rest/ip')).json(),
    ).toEqual({ ip: '198.51.100.7' });
    expect((await (await signedIn('gestore', DEMO_USERS_COMPANY, '2001:db8::7')).get('/rest/ip')).json()).toEqual({
      ip: '2001:db8::7',
    });
  });
});

describe('DELETE /rest/ip-ban/{ip}', () => {
  it('lifts a ban: true, then sign-in from that address works again; a second time false', async () => {
    const victim = await signedIn('gestore', DEMO_USERS_COMPANY, '198.51.100.20');
    const banned = await ban('198.51.100.20');
    const lifted = await unblock(victim, '198.51.100.20');
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toBe(true);
    expect((await banned.login('gestore')).statusCode).toBe(200);
    expect((await unblock(victim, '198.51.100.20')).json()).toBe(false);
  });

  it('forgets the failed sign-ins too, so one more mistake does not ban the address again', async () => {
    const b = await signedIn('tecnico', DEMO_COMPANIES.rossi);
    const banned = await ban('198.51.100.21');
    await unblock(b, '198.51.100.21');
    expect(
      (
        await banned.post('/api/auth/login', {
          username: 'gestore',
          password: 'sbagliata',
          check: await banned.checkToken(),
        })
      ).statusCode,
    ).toBe(401);
    expect((await banned.login('gestore')).statusCode).toBe(200);
  });

  it('matches an address recorded as IPv4-mapped IPv6, and IPv6 written another way', async () => {
    const b = await signedIn('gestore', DEMO_USERS_COMPANY);
    await ban('::ffff:198.51.100.22');
    expect((await unblock(b, '198.51.100.22')).json()).toBe(true);
    await ban('2001:db8::22');
    expect((await unblock(b, '2001:0DB8:0:0:0:0:0:22')).json()).toBe(true);
  });

  it('does not count an expired ban as lifted', async () => {
    await t.db
      .insertInto('ip_bans')
      .values({ ip: '198.51.100.23', until: new Date(Date.now() - 1000), reason: 'login_failures' })
      .execute();
    expect((await unblock(await signedIn('gestore', DEMO_USERS_COMPANY), '198.51.100.23')).json()).toBe(false);
  });

  it.each([
    ['it', 'Indirizzo IP non valido'],
    ['en', 'Invalid IP address'],
  ])('refuses what is not an IP address with 400 (%s)', async (lang, message) => {
    const b = await signedIn('gestore', DEMO_USERS_COMPANY);
    for (const bad of ['non-un-ip', '300.1.1.1', '10.1', '2001:db8:::1']) {
      const response = await b.call('DELETE', `/rest/ip-ban/${encodeURIComponent(bad)}`, {
        headers: { 'accept-language': lang },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ ip: message });
    }
  });

  it('needs a session, one of billing, developer or sales (403 code 10), and the CSRF header', async () => {
    const banned = await ban('198.51.100.24');
    expect((await unblock(new TestBrowser(t.app), '198.51.100.24')).statusCode).toBe(401);
    expect((await new TestBrowser(t.app).get('/rest/ip')).statusCode).toBe(401);
    const copiesOnly = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true }, []);
    for (const response of [
      await unblock(copiesOnly.browser, '198.51.100.24'),
      await copiesOnly.browser.get('/rest/ip'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 10, message: 'Utente non autorizzato' });
    }
    const b = await signedIn('contabile', DEMO_COMPANIES.rossi);
    expect((await unblock(b, '198.51.100.24', { xhr: false })).statusCode).toBe(403);
    expect((await banned.login('gestore')).statusCode).toBe(429);
    expect((await unblock(b, '198.51.100.24')).json()).toBe(true);
  });
});

describe('IP unblock against guessing', () => {
  it('is only for users of an approved company: a self-registered account cannot lift its own ban', async () => {
    await ban('198.51.100.40');
    for (const approval of [null, 'in approvazione cliente'] as const) {
      const own = await companyFixture(t.app, t.db, { approval, contratto_cliente: true }, ['owner']);
      const refused = await unblock(own.browser, '198.51.100.40');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: "L'azienda non è ancora approvata: questa funzione è disponibile dopo l'approvazione",
        reason: 'not_approved',
      });
    }
    expect(
      await t.db.selectFrom('ip_bans').select('ip').where('ip', '=', '198.51.100.40').executeTakeFirst(),
    ).toBeDefined();
  });

  it("leaves the account's budget of wrong passwords alone: lifting bans buys no more guesses", async () => {
    const approved = await signedIn('gestore', DEMO_USERS_COMPANY);
    const victim = (await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true })).username;
    const rounds = ACCOUNT_LOCK.failures / LOGIN_BAN.failures;
    for (let round = 0; round < rounds; round += 1) {
      await ban('198.51.100.41', victim);
      expect((await unblock(approved, '198.51.100.41')).json()).toBe(true);
    }
    const attacker = new TestBrowser(t.app, '198.51.100.41');
    const locked = await attacker.login(victim);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().reason).toBe('account_locked');
    expect((await attacker.login('gestore')).statusCode).toBe(200);
  });
});

describe('audit rows of IP unblock', () => {
  it('records every attempt with who made it, for which company, and whether a ban went', async () => {
    const b = await signedIn('conti.tecnico', DEMO_USERS_COMPANY);
    await ban('198.51.100.30');
    await unblock(b, '198.51.100.30');
    await unblock(b, '198.51.100.30');
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'security.ip_ban_lifted')
      .where('subject', '=', '198.51.100.30')
      .orderBy('id')
      .execute();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'conti.tecnico')
      .executeTakeFirstOrThrow();
    expect(rows.map((r) => r.after)).toEqual([{ lifted: true }, { lifted: false }]);
    expect(rows[0]).toMatchObject({
      actor_user_id: user.id,
      company_id: await companyId(t.db, DEMO_USERS_COMPANY),
      ip: '127.0.0.1',
    });
  });
});
