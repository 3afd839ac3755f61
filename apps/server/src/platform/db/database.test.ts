import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { startSilentPostgres, startVanishingPostgres } from '../../test-support/failing-postgres.ts';
import { isDatabaseOutage, isDatabaseUnavailable } from './database-unavailable.ts';
import { createDatabase } from './database.ts';
import type { SentStatement } from './statement-recorder.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

describe('the PostgreSQL pool', () => {
  // What keeps feature files honest on PostgreSQL alone (vitest.config.ts): on PGlite's one
  // connection, a query outside an open transaction would wait for that transaction for ever.
  it.runIf(onPostgres)(
    "gives a test file one connection, so a query outside its open transaction fails as PGlite's would hang",
    async () => {
      const test = await createTestDatabase('migrated');
      try {
        const outside = test.db.transaction().execute(async () => {
          await sql`select 1`.execute(test.db);
        });
        await expect(outside).rejects.toThrow(/timeout/i);
        expect((await sql<{ one: number }>`select 1 as one`.execute(test.db)).rows).toEqual([{ one: 1 }]);
      } finally {
        await test.drop();
      }
    },
    20_000,
  );

  it.runIf(onPostgres)("tells the bench's recorder of every statement it sends, on which connection", async () => {
    const test = await createTestDatabase('migrated');
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
    url.pathname = `/${rows[0]?.name}`;
    const sent: SentStatement[] = [];
    const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1, onStatement: (s) => sent.push(s) });
    try {
      await db.transaction().execute((trx) => sql`select ${41}::int + 1 as answer`.execute(trx));
      await Promise.all(sent.map((s) => s.done));
      expect(sent.map(({ sql: text, parameters }) => [text, parameters])).toEqual([
        ['begin', []],
        ['select $1::int + 1 as answer', [41]],
        ['commit', []],
      ]);
      expect(new Set(sent.map((s) => s.connection)).size).toBe(1);
    } finally {
      await db.destroy();
      await test.drop();
    }
  });

  it.runIf(onPostgres)('survives its idle connections being ended by the server, says so and reconnects', async () => {
    const test = await createTestDatabase('migrated');
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
    url.pathname = `/${rows[0]?.name}`;
    url.searchParams.set('application_name', 'lost-connection-test');
    const lost = vi.fn();
    const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2, onLostConnection: lost });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await sql`select 1`.execute(db);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lost-connection-test'`,
      );
      await vi.waitFor(() => expect(lost).toHaveBeenCalled());
      expect(lost.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });
      const { rows: again } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
      await test.drop();
    }
  });

  it('survives a connection lost under a query: the query fails, the loss is told, the next query connects anew', async () => {
    const server = await startVanishingPostgres();
    const lost = vi.fn();
    const db = createDatabase({ kind: 'postgres', url: server.url, poolSize: 1, onLostConnection: lost });
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow('Connection terminated unexpectedly');
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
      // A query with parameters goes through the named prepared statements of prepared-statements.ts.
      await expect(sql`select ${1}::int`.execute(db)).rejects.toThrow('Connection terminated unexpectedly');
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(2));
      expect(server.connections()).toBe(2);
    } finally {
      await db.destroy();
      await server.close();
    }
  });

  it.runIf(onPostgres)(
    'survives the backend of a query under way being terminated, and answers the next query',
    async () => {
      const test = await createTestDatabase('migrated');
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
      url.pathname = `/${rows[0]?.name}`;
      url.searchParams.set('application_name', 'busy-connection-test');
      const lost = vi.fn();
      const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1, onLostConnection: lost });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const busy = `select pid from pg_stat_activity where application_name = 'busy-connection-test' and query like 'select pg_sleep%'`;
      try {
        // Its outcome is taken at once: it may fail before the terminating call has answered.
        const sleeping = db
          .transaction()
          .execute((trx) => sql`select pg_sleep(${30})`.execute(trx))
          .then(
            () => null,
            (error: unknown) => error,
          );
        await vi.waitFor(async () => expect((await admin.query(busy)).rows).toHaveLength(1));
        await admin.query(`select pg_terminate_backend(pid) from (${busy}) busy`);
        // The statement's 57P01, or the rollback's error on the connection that ended after it.
        expect(String(await sleeping)).toMatch(/terminat/i);
        await vi.waitFor(() => expect(lost).toHaveBeenCalled());
        const { rows: again } = await sql<{ one: number }>`select ${1}::int as one`.execute(db);
        expect(again).toEqual([{ one: 1 }]);
      } finally {
        await admin.end();
        await db.destroy();
        await test.drop();
      }
    },
  );

  it('gives up connecting to a database that does not answer, as out of reach', async () => {
    const server = await startSilentPostgres();
    const db = createDatabase({ kind: 'postgres', url: server.url, poolSize: 1, connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await sql`select 1`.execute(db).catch((thrown: unknown) => thrown);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.destroy();
      await server.close();
    }
  });

  it.runIf(onPostgres)(
    'survives a transaction ended by idle_in_transaction_session_timeout while no query runs on it',
    async () => {
      const test = await createTestDatabase('migrated');
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
      url.pathname = `/${rows[0]?.name}`;
      url.searchParams.set('options', '-c idle_in_transaction_session_timeout=200');
      const lost = vi.fn();
      const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1, onLostConnection: lost });
      try {
        const idle = db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await vi.waitFor(() => expect(lost).toHaveBeenCalled(), { timeout: 5_000 });
          await sql`select 2`.execute(trx);
        });
        const error = await idle.catch((thrown: unknown) => thrown);
        expect(isDatabaseOutage(error)).toBe(true);
        const { rows: again } = await sql<{ one: number }>`select ${1}::int as one`.execute(db);
        expect(again).toEqual([{ one: 1 }]);
      } finally {
        await db.destroy();
        await test.drop();
      }
    },
  );
});

describe.skipIf(onPostgres)('the embedded database in a folder', () => {
  it('opens with a buffer cache of 32 MB, which it clears at every start, not the 128 MB default', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportello-embedded-'));
    const made = new PGlite(join(dataDir, 'db'), {
      loadDataDir: new Blob([readFileSync(inject('testTemplates').migrated)]),
    });
    await made.close();
    const db = createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
      expect(rows).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
