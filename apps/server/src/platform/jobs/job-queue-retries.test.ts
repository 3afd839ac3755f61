import { describe, expect, it } from 'vitest';
import { pause, until, useJobQueues } from '../../test-support/job-queues.ts';

const { startQueue } = useJobQueues();

describe('the job queue’s retries', () => {
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
});
