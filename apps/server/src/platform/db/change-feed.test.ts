import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { startSilentPostgres } from '../../test-support/failing-postgres.ts';
import { CHANGES_CHANNEL } from './change-bus.ts';
import { openChangeFeed } from './change-feed.ts';
import { createDatabase } from './database.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

describe('the change feed on PostgreSQL', () => {
  it.runIf(onPostgres)(
    'listens again after its connection is terminated, announcing that anything may have changed',
    async () => {
      const test = await createTestDatabase('migrated');
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
      const database = rows[0]!.name;
      const { feed, close } = await openChangeFeed(test.db);
      const heard: (string | null)[] = [];
      feed.subscribe((table) => heard.push(table));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        expect(feed.live).toBe(true);
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = $2`, [
          database,
          `listen ${CHANGES_CHANNEL}`,
        ]);
        await vi.waitFor(() => expect(feed.live).toBe(false));
        await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5_000 });
        expect(heard).toContain(null);
        await sql`select pg_notify(${CHANGES_CHANNEL}, 'users')`.execute(test.db);
        await vi.waitFor(() => expect(heard).toContain('users'));
      } finally {
        await admin.end();
        await close();
        await test.drop();
      }
    },
  );

  it('opens, not live, on a database that does not answer, instead of holding up the app’s start', async () => {
    const server = await startSilentPostgres();
    const db = createDatabase({ kind: 'postgres', url: server.url, connectTimeoutMs: 300 });
    try {
      const { feed, close } = await openChangeFeed(db);
      expect(feed.live).toBe(false);
      await close();
    } finally {
      await db.destroy();
      await server.close();
    }
  });
});
