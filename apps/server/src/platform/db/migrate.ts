import { sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** PostgreSQL's undefined_table: a database no migration has run on yet. */
const UNDEFINED_TABLE = '42P01';

/** The migrations the database has run, or null when it has no migration table yet. */
async function executedMigrations(db: Db): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
}

/**
 * Brings the database to the latest migration; Kysely's lock keeps concurrent starts safe. A database
 * that has run exactly the code's migrations is left alone after one read: the migrator would create
 * its tables if missing and take its lock first, a good part of a restart on the embedded database.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const executed = await executedMigrations(db);
  const names = Object.keys(MIGRATIONS);
  if (executed?.size === names.length && names.every((name) => executed.has(name))) return [];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`, { cause: error });
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
