import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { readSetting, writeSetting } from '../settings/settings-store.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
  db = database.db;
});
afterAll(() => database.drop());

const log = createLogger({ logLevel: 'silent', logFormat: 'json' });
const running: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((queue) => queue.stop()));
});

async function startQueue(definitions: JobDefinition[], work = true): Promise<JobQueue> {
  const queue = createJobQueue({ db, log, definitions, work, pollSeconds: 0.5, scheduleCheckSeconds: 1 });
  running.push(queue);
  await queue.start();
  return queue;
}

const noRetry = { limit: 0, delaySeconds: 0, backoff: false };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the condition holds (jobs run on the next poll, half a second apart here). */
const until = (condition: () => boolean, timeout = 10_000) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 50 });

describe('the job queue', () => {
  it('runs an enqueued job once, with its payload', async () => {
    const payloads: object[] = [];
    const queue = await startQueue([{ name: 'test.echo', retry: noRetry, handle: async (batch) => void payloads.push(...batch) }]);
    await queue.enqueue('test.echo', { n: 1 });
    await until(() => payloads.length > 0);
    await pause(1200);
    expect(payloads).toEqual([{ n: 1 }]);
  });

  it('enqueues with the caller’s transaction: the job runs once it commits, never when it rolls back', async () => {
    const payloads: object[] = [];
    const queue = await startQueue([{ name: 'test.trx', retry: noRetry, handle: async (batch) => void payloads.push(...batch) }]);
    await db.transaction().execute(async (trx) => {
      await writeSetting(trx, 'demo', true);
      await queue.enqueue('test.trx', { which: 'committed' }, { trx });
      // Two polls while the transaction is open: the worker does not see the job yet.
      await pause(1200);
      expect(payloads).toEqual([]);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.enqueue('test.trx', { which: 'rolled back' }, { trx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await until(() => payloads.length > 0);
    await pause(1200);
    expect(payloads).toEqual([{ which: 'committed' }]);
    expect(await readSetting(db, 'demo')).toBe(true);
  });

  it('retries a failing job after growing delays until it succeeds', async () => {
    const runs: number[] = [];
    const queue = await startQueue([
      {
        name: 'test.flaky',
        retry: { limit: 3, delaySeconds: 1, backoff: true },
        handle: async () => {
          runs.push(Date.now());
          if (runs.length < 3) throw new Error(`attempt ${runs.length} fails`);
        },
      },
    ]);
    await queue.enqueue('test.flaky');
    await until(() => runs.length >= 3, 20_000);
    await pause(1200);
    expect(runs).toHaveLength(3);
    const [first, second, third] = runs as [number, number, number];
    // Backoff: about 1 s, then about 2 s (each up to twice that with jitter); a fixed delay of 1 s would fail here.
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
  });

  it('gives up after the retry limit', async () => {
    let runs = 0;
    const queue = await startQueue([
      {
        name: 'test.broken',
        retry: { limit: 1, delaySeconds: 1, backoff: false },
        handle: async () => {
          runs += 1;
          throw new Error('always fails');
        },
      },
    ]);
    await queue.enqueue('test.broken');
    await until(() => runs >= 2, 10_000);
    await pause(2500);
    expect(runs).toBe(2);
  });

  it('runs a schedule occurrence once with two workers on the same database', async () => {
    // A daily occurrence five seconds ago: still due (an occurrence stays due for a minute), so
    // every schedule check of either worker over the next seconds finds it.
    const due = new Date(Date.now() - 5000);
    const daily = `${due.getUTCSeconds()} ${due.getUTCMinutes()} ${due.getUTCHours()} * * *`;
    const runs: string[] = [];
    const worker = (id: string): JobDefinition => ({ name: 'test.daily', schedule: daily, retry: noRetry, handle: async () => void runs.push(id) });
    const [first] = await Promise.all([startQueue([worker('a')]), startQueue([worker('b')])]);
    expect(await first!.schedules()).toEqual([{ name: 'test.daily', cron: daily }]);
    await until(() => runs.length > 0, 15_000);
    await pause(4000);
    expect(runs).toHaveLength(1);
  });

  it('removes the schedules no definition declares any more', async () => {
    const before = await startQueue([{ name: 'test.hourly', schedule: '0 * * * *', retry: noRetry, handle: async () => undefined }]);
    expect(await before.schedules()).toContainEqual({ name: 'test.hourly', cron: '0 * * * *' });
    await before.stop();
    const after = await startQueue([{ name: 'test.other', retry: noRetry, handle: async () => undefined }]);
    expect(await after.schedules()).toEqual([]);
  });

  it('only enqueues in a web-only process; a worker runs the job', async () => {
    const ranIn: string[] = [];
    const definition = (where: string): JobDefinition => ({ name: 'test.split', retry: noRetry, handle: async () => void ranIn.push(where) });
    const web = await startQueue([definition('web')], false);
    await startQueue([definition('worker')]);
    await web.enqueue('test.split');
    await until(() => ranIn.length > 0);
    await pause(1200);
    expect(ranIn).toEqual(['worker']);
  });

  it('waits for a running job when stopped', async () => {
    let started = false;
    let finished = false;
    const queue = await startQueue([
      {
        name: 'test.slow',
        retry: noRetry,
        handle: async () => {
          started = true;
          await pause(1000);
          finished = true;
        },
      },
    ]);
    await queue.enqueue('test.slow');
    await until(() => started);
    await queue.stop();
    expect(finished).toBe(true);
  });

  it('refuses a job it does not know', async () => {
    const queue = await startQueue([{ name: 'test.known', retry: noRetry, handle: async () => undefined }], false);
    await expect(queue.enqueue('test.unknown')).rejects.toThrow('No job is called test.unknown');
  });
});
