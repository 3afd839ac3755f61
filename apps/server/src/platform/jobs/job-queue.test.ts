import { describe, expect, it } from 'vitest';
import { noRetry, pause, until, useJobQueues } from '../../test-support/job-queues.ts';
import { readSetting, writeSetting } from '../settings/settings-store.ts';
import type { JobDefinition } from './job-queue.ts';

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
