import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { Db } from '../platform/db/database.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const noRetry = { limit: 0, delaySeconds: 0, backoff: false };
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the condition holds (jobs run on the next poll, half a second apart here). */
export const until = (condition: () => boolean, timeout = 10_000) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 50 });

/**
 * A migrated database of the test file's own, and job queues on it that poll every half second
 * and stop after each test. The queue's tests wait on real polls and retry delays, so they are
 * spread over several files that run side by side.
 */
export function useJobQueues(): {
  db: () => Db;
  startQueue: (definitions: JobDefinition[], work?: boolean) => Promise<JobQueue>;
} {
  let database: TestDatabase | undefined;
  const running: JobQueue[] = [];
  const log = createLogger({ logLevel: 'silent', logFormat: 'json' });
  const db = () => {
    if (!database) throw new Error('the database is made before the tests');
    return database.db;
  };
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database?.drop());
  afterEach(async () => {
    await Promise.all(running.splice(0).map((queue) => queue.stop()));
  });
  return {
    db,
    startQueue: async (definitions, work = true) => {
      const queue = createJobQueue({ db: db(), log, definitions, work, pollSeconds: 0.5, scheduleCheckSeconds: 1 });
      running.push(queue);
      await queue.start();
      return queue;
    },
  };
}
