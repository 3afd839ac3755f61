import type { ActiveSession } from '@sportello/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { connectionOf } from '../db/database.ts';
import { writeSetting } from '../settings/settings-store.ts';
import * as actorStore from './actor-store.ts';

// Counted, so a test can show the actor came from memory (the cache was warm) when it was refused.
vi.mock('./actor-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof actorStore>();
  return { ...original, loadActor: vi.fn(original.loadActor) };
});
const loads = vi.mocked(actorStore.loadActor);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const approvedCompany = () => companyFixture(t.app, t.db, { contratto_cliente: true, approval: 'approvato' });

/**
 * Calls until one is answered from memory: the actor is cached when the test acts. (On PostgreSQL
 * the notifications of the fixture's own writes arrive a moment later and empty the cache once more.)
 */
async function warm(b: TestBrowser, url: string, status = 200): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const before = loads.mock.calls.length;
    expect((await b.get(url)).statusCode).toBe(status);
    if (loads.mock.calls.length === before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never answered from memory`);
}

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

describe('the actor remembered between calls', () => {
  it('serves signed-in calls from memory while nothing changes', async () => {
    const a = await approvedCompany();
    await warm(a.browser, '/api/dashboard/userinfo');
    await warm(a.browser, '/rest/users');
  });

  it('refuses at once a session ended from another one, though its actor was warm', async () => {
    const a = await approvedCompany();
    const other = new TestBrowser(t.app, '10.40.1.8');
    await other.loginTo(a.username, a.id);
    await warm(other, '/api/dashboard/userinfo');
    const sessions = (await a.browser.get('/rest/sessions')).json() as ActiveSession[];
    const theirs = sessions.find((s) => !s.current);
    expect((await a.browser.call('DELETE', `/rest/sessions/${theirs?.id}`)).statusCode).toBe(200);
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);
    expect((await a.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('applies a changed grant at once, though the actor was warm', async () => {
    const a = await approvedCompany();
    const admin = new TestBrowser(t.app);
    const { id } = await t.db
      .insertInto('users')
      .values({
        username: `cache_admin_${a.id}`,
        email: `cache_admin_${a.id}@x.example`,
        password_hash: (
          await t.db.selectFrom('users').select('password_hash').where('id', '=', a.userId).executeTakeFirstOrThrow()
        ).password_hash,
        email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('company_access')
      .values({ user_id: id, company_id: a.id, grants: ['admin'] })
      .execute();
    await admin.loginTo(`cache_admin_${a.id}`, a.id);
    await warm(admin, '/rest/users');
    const changed = await a.browser.call('PUT', `/rest/users/${id}`, {
      body: { grants: ['developer'], email_subscriptions: [] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await admin.get('/rest/users')).statusCode).toBe(403);
    expect(((await admin.get('/api/dashboard/userinfo')).json() as { grants: string[] }).grants).toEqual(['developer']);
  });

  it('sees a write made in this process outside any request at once (grants taken away in the database)', async () => {
    const a = await approvedCompany();
    await warm(a.browser, '/rest/users');
    await t.db
      .updateTable('company_access')
      .set({ grants: ['developer'] })
      .where('user_id', '=', a.userId)
      .execute();
    expect((await a.browser.get('/rest/users')).statusCode).toBe(403);
  });

  it('sees a write committed by another process as soon as its notification arrives', async () => {
    const a = await approvedCompany();
    await warm(a.browser, '/api/dashboard/userinfo');
    await writeElsewhere(`delete from sessions where user_id = ${a.userId}`);
    // PGlite delivers the notification with the write; PostgreSQL a moment after the commit.
    await expect
      .poll(async () => (await a.browser.get('/api/dashboard/userinfo')).statusCode, { timeout: 1000, interval: 5 })
      .toBe(401);
  });

  it('answers 503 from the next call once the maintenance setting is on', async () => {
    const a = await approvedCompany();
    await warm(a.browser, '/api/dashboard/userinfo');
    await writeSetting(t.db, 'maintenance', true);
    try {
      expect((await a.browser.get('/api/dashboard/userinfo')).statusCode).toBe(503);
    } finally {
      await writeSetting(t.db, 'maintenance', false);
    }
    expect((await a.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('is not used while the change feed is down', async () => {
    const a = await approvedCompany();
    await warm(a.browser, '/api/dashboard/userinfo');
    t.app.changes.live = false;
    try {
      const before = loads.mock.calls.length;
      expect((await a.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
      expect(loads.mock.calls.length).toBe(before + 1);
    } finally {
      t.app.changes.live = true;
    }
  });
});
