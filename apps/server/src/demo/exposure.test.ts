import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../platform/security/passwords.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { accountsWithDemoPassword, exposureWarning, isLoopbackHost, isNetworkReachable } from './exposure.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the start-up warning about the published demo password', () => {
  it('tells loopback listening addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'portal.example']) expect(isLoopbackHost(host)).toBe(false);
    expect(isNetworkReachable({ host: '127.0.0.1', trustProxy: false })).toBe(false);
    expect(isNetworkReachable({ host: '127.0.0.1', trustProxy: 'loopback' })).toBe(true);
    expect(isNetworkReachable({ host: '0.0.0.0', trustProxy: false })).toBe(true);
  });

  it('names the demo accounts that still have the published password, and only those', async () => {
    const open = await accountsWithDemoPassword(t.db);
    expect([...open].sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-private-password') })
      .where('username', '=', 'staff')
      .execute();
    expect(await accountsWithDemoPassword(t.db)).not.toContain('staff');
  });

  it('warns loudly when they are reachable from the network, and stays quiet otherwise', () => {
    const warning = exposureWarning({ host: '0.0.0.0', trustProxy: false }, ['owner', 'staff']);
    expect(warning).toContain('WARNING: demo accounts with the published password are reachable on 0.0.0.0');
    expect(warning).toContain('owner, staff');
    expect(exposureWarning({ host: '127.0.0.1', trustProxy: 'loopback' }, ['owner'])).toContain(
      'behind the trusted proxy',
    );
    expect(exposureWarning({ host: '127.0.0.1', trustProxy: false }, ['owner'])).toBeUndefined();
    expect(exposureWarning({ host: '0.0.0.0', trustProxy: false }, [])).toBeUndefined();
  });
});
