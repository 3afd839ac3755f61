import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { noRetry, pause, until, useJobQueues } from '../../test-support/job-queues.ts';
import { readSetting, writeSetting } from '../settings/settings-store.ts';
import type { JobDefinition, RetryPolicy } from './job-queue.ts';

const { db, startQueue } = useJobQueues();

describe('the job queue', () => {
  it('runs an enqueued job once, with its payload', async () => {
    const payloads: object[] = [];
    const queue = await startQueue([
      { name: 'test.echo', retry: noRetry, handle: async (batch) => void payloads.push(...batch) },
    ]);
    await queue.enqueue('test.echo', { n: 1 });
    await until(() => payloads.length > 0);
    await pause(1200);
    expect(payloads).toEqual([{ n: 1 }]);
  });

  it('enqueues with the caller’s transaction: the job runs once it commits, never when it rolls back', async () => {
    const payloads: object[] = [];
    const queue = await startQueue([
      { name: 'test.trx', retry: noRetry, handle: async (batch) => void payloads.push(...batch) },
    ]);
    await db()
      .transaction()
      .execute(async (trx) => {
        await writeSetting(trx, 'demo', true);
        await queue.enqueue('test.trx', { which: 'committed' }, { trx });
        // Two polls while the transaction is open: the worker does not see the job yet.
        await pause(1200);
        expect(payloads).toEqual([]);
      });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await queue.enqueue('test.trx', { which: 'rolled back' }, { trx });
          throw new Error('the change fails');
        }),
    ).rejects.toThrow('the change fails');
    await until(() => payloads.length > 0);
    await pause(1200);
    expect(payloads).toEqual([{ which: 'committed' }]);
    expect(await readSetting(db(), 'demo')).toBe(true);
  });

  it('only enqueues in a web-only process; a worker runs the job', async () => {
    const ranIn: string[] = [];
    const definition = (where: string): JobDefinition => ({
      name: 'test.split',
      retry: noRetry,
      handle: async () => void ranIn.push(where),
    });
    const web = await startQueue([definition('web')], false);
    await startQueue([definition('worker')]);
    await web.enqueue('test.split');
    await until(() => ranIn.length > 0);
    await pause(1200);
    expect(ranIn).toEqual(['worker']);
  });

  it('brings an existing queue to the retry policy the code declares', async () => {
    const definition = (retry: RetryPolicy): JobDefinition => ({ name: 'test.policy', retry, handle: async () => {} });
    const stored = async () =>
      (
        await sql<object>`select retry_limit, retry_delay, retry_backoff, retry_delay_max
          from pgboss.queue where name = 'test.policy'`.execute(db())
      ).rows;
    await startQueue([definition({ limit: 1, delaySeconds: 5, backoff: false })], false);
    expect(await stored()).toEqual([{ retry_limit: 1, retry_delay: 5, retry_backoff: false, retry_delay_max: null }]);
    await startQueue([definition({ limit: 4, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 })], false);
    expect(await stored()).toEqual([{ retry_limit: 4, retry_delay: 30, retry_backoff: true, retry_delay_max: 600 }]);
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
