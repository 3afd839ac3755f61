import type { Alerts, UserInfo } from '@sportello/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { connectionOf } from './database.ts';
import { watchedTables } from './read-cache.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * A statement sent past the app's Kysely, as another server process, the worker or psql would send
 * it: only the database's triggers tell this process's caches of it.
 */
async function writeElsewhere(statement: string, values: unknown[]): Promise<void> {
  const connection = connectionOf(t.db);
  if (connection.kind === 'pglite') {
    await (await connection.pglite()).query(statement, values);
    return;
  }
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

describe('tables watched by the read caches', () => {
  it('announce their changes from any process: each has its trigger', async () => {
    const { rows } = await sql<{ table: string }>`
      select distinct c.relname as table
      from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid
      join pg_proc p on p.oid = tg.tgfoid
      where p.proname = 'announce_change'`.execute(t.db);
    const announced = new Set(rows.map((row) => row.table));
    expect(watchedTables.size).toBeGreaterThan(0);
    expect([...watchedTables].filter((table) => !announced.has(table))).toEqual([]);
  });

  it('reach the user info of this process when another process writes a product', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('nuovo');
    const activeProducts = async () =>
      ((await b.get('/api/dashboard/userinfo')).json() as UserInfo).has_active_products;
    expect(await activeProducts()).toBe(false);
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const company = await companyId(t.db, DEMO_COMPANIES.verdi);
    await writeElsewhere(
      `insert into products (company_id, codice, group_code, nome, categoria, durata, data_fine, importo, currency)
       values ($1, 'HOSTING-ELSEWHERE', 'hosting', '{"it":"Hosting","en":"Hosting","de":"Hosting","fr":"Hébergement"}', 'Hosting', 'Annuale', $2, 1000, 'EUR')`,
      [company, until],
    );
    try {
      await vi.waitFor(async () => expect(await activeProducts()).toBe(true), { timeout: 5_000, interval: 50 });
    } finally {
      await t.db.deleteFrom('products').where('codice', '=', 'HOSTING-ELSEWHERE').execute();
    }
  });

  it('reach the alerts of this process when another process records a payment', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('owner');
    const overdue = async () =>
      ((await b.get('/rest/alerts')).json() as Alerts).items.filter((alert) => alert.id.startsWith('overdue-'));
    const [first] = await overdue();
    expect(first).toBeDefined();
    // The Pay action names the installment.
    const installment = Number(first!.actions[0]!.params.id);
    await writeElsewhere('update installments set paid_at = now() where id = $1', [installment]);
    try {
      await vi.waitFor(async () => expect((await overdue()).map((alert) => alert.id)).not.toContain(first!.id), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      await t.db.updateTable('installments').set({ paid_at: null }).where('id', '=', installment).execute();
    }
  });
});
