import { describe, expect, it } from 'vitest';
import { noRetry, pause, until, useJobQueues } from '../../test-support/job-queues.ts';
import type { JobDefinition } from './job-queue.ts';

const { startQueue } = useJobQueues();

describe('the job queue’s schedules', () => {
  it('runs a schedule occurrence once with two workers on the same database', async () => {
    // A daily occurrence five seconds ago: still due (an occurrence stays due for a minute), so
    // every schedule check of either worker over the next seconds finds it.
    const due = new Date(Date.now() - 5000);
    const daily = `${due.getUTCSeconds()} ${due.getUTCMinutes()} ${due.getUTCHours()} * * *`;
    const runs: string[] = [];
    const worker = (id: string): JobDefinition => ({
      name: 'test.daily',
      schedule: daily,
      retry: noRetry,
      handle: async () => void runs.push(id),
    });
    // One after the other: the first start installs the queue's tables, which PGlite's one
    // connection cannot do for two at once; the schedule checks still race.
    const first = await startQueue([worker('a')]);
    await startQueue([worker('b')]);
    expect(await first.schedules()).toEqual([{ name: 'test.daily', cron: daily }]);
    await until(() => runs.length > 0, 15_000);
    await pause(4000);
    expect(runs).toHaveLength(1);
  });

  it('removes the schedules no definition declares any more', async () => {
    const before = await startQueue([
      { name: 'test.hourly', schedule: '0 * * * *', retry: noRetry, handle: async () => undefined },
    ]);
    expect(await before.schedules()).toContainEqual({ name: 'test.hourly', cron: '0 * * * *' });
    await before.stop();
    const after = await startQueue([{ name: 'test.other', retry: noRetry, handle: async () => undefined }]);
    expect(await after.schedules()).toEqual([]);
  });
});
