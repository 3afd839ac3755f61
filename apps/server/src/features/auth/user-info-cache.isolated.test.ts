import type { UserInfo } from '@sportello/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../platform/db/database.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import * as userInfoModule from './user-info.ts';

// Counted, so a test can show the answer came from memory (the cache was warm) before the change.
vi.mock('./user-info.ts', async (importOriginal) => {
  const original = await importOriginal<typeof userInfoModule>();
  return { ...original, loadUserInfo: vi.fn(original.loadUserInfo) };
});
const loads = vi.mocked(userInfoModule.loadUserInfo);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const approvedCompany = () => companyFixture(t.app, t.db, { contratto_cliente: true, approval: 'approvato' });

/** Calls until userinfo is answered from memory (on PostgreSQL the fixture's own notifications arrive a moment later). */
async function warm(b: TestBrowser): Promise<UserInfo> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const before = loads.mock.calls.length;
    const response = await b.get('/api/dashboard/userinfo');
    expect(response.statusCode).toBe(200);
    if (loads.mock.calls.length === before) return response.json() as UserInfo;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('userinfo was never answered from memory');
}

const userInfo = async (b: TestBrowser) => (await b.get('/api/dashboard/userinfo')).json() as UserInfo;

/** A write as another process makes it: not through this process's database client. */
async function writeElsewhere(statement: string): Promise<void> {
  const connection = connectionOf(t.db);
  if (connection.kind === 'pglite') {
    await (await connection.pglite()).exec(statement);
    return;
  }
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('userinfo remembered between calls', () => {
  it('is the same answer from memory, without personal data kept by the browser', async () => {
    const a = await approvedCompany();
    const first = await warm(a.browser);
    const again = await a.browser.get('/api/dashboard/userinfo');
    expect(again.json()).toEqual(first);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers.etag).toBeUndefined();
  });

  it('shows a company renamed in this process at once', async () => {
    const a = await approvedCompany();
    await warm(a.browser);
    await t.db
      .updateTable('aziende')
      .set({ ragione_sociale: `Renamed ${a.id} S.r.l.` })
      .where('id', '=', a.id)
      .execute();
    expect((await userInfo(a.browser)).azienda).toBe(`Renamed ${a.id} S.r.l.`);
  });

  it('shows a company renamed by another process as soon as its notification arrives', async () => {
    const a = await approvedCompany();
    await warm(a.browser);
    await writeElsewhere(`update aziende set ragione_sociale = 'Elsewhere ${a.id} S.r.l.' where id = ${a.id}`);
    await expect
      .poll(async () => (await userInfo(a.browser)).azienda, { timeout: 1000, interval: 5 })
      .toBe(`Elsewhere ${a.id} S.r.l.`);
  });

  it('shows changed grants at once, changed by the owner through the users page', async () => {
    const a = await approvedCompany();
    const member = new TestBrowser(t.app);
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('users')
      .values({
        username: `info_member_${a.id}`,
        email: `info_member_${a.id}@x.example`,
        password_hash,
        email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('company_access')
      .values({ user_id: id, company_id: a.id, grants: ['admin'] })
      .execute();
    await member.loginTo(`info_member_${a.id}`, a.id);
    expect((await warm(member)).grants).toEqual(['admin']);
    const changed = await a.browser.call('PUT', `/rest/users/${id}`, {
      body: { grants: ['developer'], email_subscriptions: [] },
    });
    expect(changed.statusCode).toBe(200);
    const after = await userInfo(member);
    expect(after.grants).toEqual(['developer']);
    expect(after.enable_orders).toBe(false);
  });

  it('shows a changed billing entity at once', async () => {
    const a = await approvedCompany();
    const before = await warm(a.browser);
    expect(before.fatturante).not.toBeNull();
    await t.db
      .updateTable('fatturanti')
      .set({ telefono: '+39 02 0000 0000' })
      .where('id', '=', before.fatturante!.id)
      .execute();
    expect((await userInfo(a.browser)).fatturante?.telefono).toBe('+39 02 0000 0000');
  });

  it('answers 401 at once for a session ended from another one, though its answer was warm', async () => {
    const a = await approvedCompany();
    const other = new TestBrowser(t.app, '10.40.1.9');
    await other.loginTo(a.username, a.id);
    await warm(other);
    const sessions = (await a.browser.get('/rest/sessions')).json() as { id: string; current: boolean }[];
    const theirs = sessions.find((s) => !s.current);
    expect((await a.browser.call('DELETE', `/rest/sessions/${theirs?.id}`)).statusCode).toBe(200);
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });
});
