import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { createDatabase } from './database.ts';
import { preparingClient } from './prepared-statements.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

describe.runIf(onPostgres)('named prepared statements on PostgreSQL', () => {
  let test: TestDatabase;
  let pool: pg.Pool;
  let url: string;

  beforeAll(async () => {
    test = await createTestDatabase('migrated');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
    const address = new URL(process.env.TEST_DATABASE_URL as string);
    address.pathname = `/${rows[0]?.name}`;
    url = address.toString();
  });
  afterAll(async () => {
    await pool?.end();
    await test.drop();
  });

  /** One connection, so pg_prepared_statements (per session) shows what the queries before prepared. */
  async function onOneConnection(maxStatements?: number): Promise<pg.PoolClient> {
    await pool?.end();
    pool = new pg.Pool({ connectionString: url, max: 1, Client: preparingClient(maxStatements) });
    return pool.connect();
  }

  async function prepared(client: pg.PoolClient): Promise<string[]> {
    const { rows } = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    );
    return rows.map((row) => row.statement);
  }

  it('prepares a query with parameters once per connection and runs it again by name', async () => {
    const client = await onOneConnection();
    try {
      const text = 'select $1::int + 1 as answer';
      expect((await client.query(text, [1])).rows).toEqual([{ answer: 2 }]);
      expect((await client.query(text, [41])).rows).toEqual([{ answer: 42 }]);
      expect(await prepared(client)).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('leaves queries without parameters on the simple protocol, where one text may hold several statements', async () => {
    const client = await onOneConnection();
    try {
      await client.query('create temporary table several (a int); insert into several values (1)');
      expect((await client.query('select a from several')).rows).toEqual([{ a: 1 }]);
      expect(await prepared(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('sends texts beyond the limit unnamed', async () => {
    const client = await onOneConnection(1);
    try {
      await client.query('select $1::int as first', [1]);
      expect((await client.query('select $1::int as second', [2])).rows).toEqual([{ second: 2 }]);
      expect(await prepared(client)).toEqual(['select $1::int as first']);
    } finally {
      client.release();
    }
  });

  it('answers a prepared select * after a column was added under it (another instance migrating)', async () => {
    const client = await onOneConnection();
    try {
      await client.query('create table widened (a int)');
      await client.query('insert into widened values (1)');
      const text = 'select * from widened where a = $1';
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
      await client.query('alter table widened add column b int');
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
      await client.query('alter table widened add column c int');
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: null, c: null }]);
    } finally {
      client.release();
    }
  });

  it('is what the application database uses: a Kysely query leaves its statement prepared', async () => {
    // A transaction holds one connection, the one whose prepared statements are listed.
    const statements = await test.db.transaction().execute(async (trx) => {
      await sql`select ${7}::int as seven`.execute(trx);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(statements).toContainEqual({ statement: 'select $1::int as seven' });
  });

  it('is off with DATABASE_PREPARED_STATEMENTS=0 (a pooler that cannot carry them): the same query leaves nothing prepared', async () => {
    const db = createDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements: false });
    try {
      const statements = await db.transaction().execute(async (trx) => {
        await sql`select ${7}::int as seven`.execute(trx);
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
      });
      expect(statements).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
