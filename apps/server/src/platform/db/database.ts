import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const OID_DATE = 1082;
const OID_NUMERIC = 1700;

// Dates stay 'YYYY-MM-DD' (a Date would shift with the time zone); numerics are percentages.
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID_DATE]: (value) => value,
  [OID_NUMERIC]: (value) => Number(value),
};

export function createDatabase(source: DatabaseSource): Db {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: source.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { dataDir } = source;
  return new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: async () => {
        if (dataDir === undefined) return new PGlite({ parsers: PARSERS });
        mkdirSync(dataDir, { recursive: true });
        // PGlite has no locking of its own: a second process on the same folder would corrupt it.
        const release = acquireDirectoryLock(dataDir);
        const pglite = new PGlite(dataDir, { parsers: PARSERS });
        const close = pglite.close.bind(pglite);
        pglite.close = async () => {
          await close();
          release();
        };
        return pglite;
      },
    }),
  });
}

export function databaseSource(config: { databaseUrl?: string | undefined; dataDir: string }): DatabaseSource {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` };
}
