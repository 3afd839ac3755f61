import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AuditMiss } from '../platform/audit/audit-check.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../platform/db/database.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_SECRET } from './test-secret.ts';

export { TEST_SECRET };

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

export interface TestAppOptions {
  seed?: boolean;
  /**
   * The file races requests against each other: on PostgreSQL its database has a pool instead of the
   * one connection every other file has (test-database.ts), so that its row locks are tested.
   */
  racing?: boolean;
  /** A job queue for the app to enqueue on, started before the app and stopped with it. */
  jobs?: (db: Db, config: Config) => JobQueue;
}

/** The real app on a database of its own, migrated and seeded with the demo data unless told otherwise. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { seed = true, racing = false, jobs: makeJobs }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(seed ? 'seeded' : 'migrated', { racing });
  const { db } = database;
  const config = testConfig(overrides);
  // Every successful write of a declared endpoint must leave an audit row: a miss fails the file at close.
  const auditMisses: AuditMiss[] = [];
  const onAuditMiss = (miss: AuditMiss) => auditMisses.push(miss);
  const jobs = makeJobs?.(db, config);
  await jobs?.start();
  const app = await buildApp({ config, db, sessionSecret: TEST_SECRET, onAuditMiss, jobs });
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db,
    config,
    database,
    sibling: async (more) => {
      const other = await buildApp({ config: { ...config, ...more }, db, sessionSecret: TEST_SECRET, onAuditMiss });
      siblings.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([app, ...siblings].map((a) => a.close()));
      await jobs?.stop();
      await database.drop();
      if (auditMisses.length) {
        const calls = auditMisses.map((m) => `${m.method} ${m.url} (${m.status})`);
        throw new Error(`Writes without an audit row: ${[...new Set(calls)].join(', ')}`);
      }
    },
  };
}
