import { Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Brings the database to the latest migration; Kysely's lock keeps concurrent starts safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`, { cause: error });
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
