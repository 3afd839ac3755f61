import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { seedDemoIfEmpty } from '../demo/seed.ts';
import type { Db } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { tokenDigest } from '../platform/sessions/tokens.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: TestDatabase;
  /** Another app on the same database, e.g. with MAINTENANCE set; closed with this one. */
  sibling(overrides: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    DATA_DIR: join(tmpdir(), 'sportello-test-unused'),
    WEB_DIST: join(tmpdir(), 'sportello-test-no-web-dist'),
    AUTH_RATE_LIMIT: '1000',
    DEMO: '1',
  });
  return { ...base, ...overrides };
}

/** The real app on a fresh migrated database, seeded with the demo data unless told otherwise. */
export async function buildTestApp(overrides: Partial<Config> = {}, { seed = true } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { db } = database;
  await migrateToLatest(db);
  if (seed) await seedDemoIfEmpty(db, (value) => tokenDigest(TEST_SECRET, value));
  const config = testConfig(overrides);
  const app = await buildApp({ config, db, sessionSecret: TEST_SECRET });
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db,
    config,
    database,
    sibling: async (more) => {
      const other = await buildApp({ config: { ...config, ...more }, db, sessionSecret: TEST_SECRET });
      siblings.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([app, ...siblings].map((a) => a.close()));
      await database.drop();
    },
  };
}
