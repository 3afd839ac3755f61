import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { createDatabase } from './database.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

describe('the PostgreSQL pool', () => {
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
});
