import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_POLL_MS, MAINTENANCE_RETRY_MS } from '@sportello/domain';
import { fakeServer } from '../../test/fake-server.ts';
import { owner } from '../../test/users.ts';
import { useMaintenancePoll } from './use-maintenance-poll.ts';

afterEach(() => vi.useRealTimers());

describe('maintenance polling (spec 1 §4)', () => {
  it('asks after 20 s, retries every 5 s while 503, reloads once the server answers', async () => {
    vi.useFakeTimers();
    let down = true;
    const server = fakeServer({
      'GET /api/dashboard/userinfo': () => (down ? { status: 503, body: {} } : { body: owner }),
    });
    const reload = vi.fn();
    renderHook(() => useMaintenancePoll(reload));

    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS);
    expect(server.calls).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();

    down = false;
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS);
    expect(server.calls).toHaveLength(3);
    expect(reload).toHaveBeenCalledOnce();
  });
});
