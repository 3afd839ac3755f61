import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db } from '../platform/db/database.ts';

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or — in the
 * vitest project `postgres` — a throwaway database created on the server
 * TEST_DATABASE_URL points at.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.SPORTELLO_TEST_DB !== 'postgres') {
    const db = createDatabase({ kind: 'pglite' });
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  const name = `sportello_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy();
      // The pool's connections may still be closing: forcing the drop over them would
      // make them report a termination nobody listens to any more.
      for (let tries = 0; tries < 50 && (await connectionsTo(admin, name)) > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function connectionsTo(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
  return rows[0]?.n ?? 0;
}
