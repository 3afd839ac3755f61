import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../platform/db/database.ts';

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  drop(): Promise<void>;
}

/** migrated: every migration, no rows; seeded: also the demo data of DESIGN §6. */
export type TestDatabaseState = 'migrated' | 'seeded';

const OBJECT_IN_USE = '55006';

/**
 * A test file's PGlite starts with 16 MB of shared buffers instead of 128: PostgreSQL clears them at
 * start, about a quarter of an open's time, and a test file's data fits (the demo seed is 14 MB).
 */
const PGLITE_SETTINGS = { shared_buffers: '16MB' };

/**
 * The template's dump, read from disk once per worker: files share a worker's modules, and PGlite
 * only reads the Blob it loads.
 */
const dumps = new Map<string, Blob>();
function dumpOf(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A database of one's own for one test file, copied from the template the global setup
 * (template-databases.ts) built for this run: in-memory PGlite loaded from a dump, or — in the
 * vitest project `postgres` — a throwaway database created from a template database.
 */
export async function createTestDatabase(
  state: TestDatabaseState,
  { racing = false }: { racing?: boolean } = {},
): Promise<TestDatabase> {
  const templates = inject('testTemplates');
  if (templates.kind === 'pglite') {
    const dump = dumpOf(templates[state]);
    const db = createDatabase({ kind: 'pglite', loadDataDir: dump, settings: PGLITE_SETTINGS });
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  const name = `sportello_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await createFromTemplate(admin, name, templates[state]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, as PGlite has (vitest.config.ts): a query made outside its transaction while the
  // transaction is open waits for the pool's only connection and fails, as it would hang on PGlite.
  // A file that races requests against each other gets a pool: row locks are what it tests.
  const poolSize = racing ? undefined : 1;
  const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize });
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

// Two files copying the same template at the same moment can see each other's copy as a user of it.
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || tries >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * tries));
    }
  }
}

async function connectionsTo(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]?.n ?? 0;
}
