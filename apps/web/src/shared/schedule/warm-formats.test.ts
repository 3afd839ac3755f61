import { formatDate, formatDateTime, formatMoney } from '@sportello/domain';
import { describe, expect, it, vi } from 'vitest';
import { warmListFormats } from './warm-formats.ts';

describe('warmListFormats', () => {
  it('builds one formatter per task, and then the lists build none', async () => {
    vi.useFakeTimers();
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    warmListFormats('de');
    expect(tasks).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(tasks).toHaveBeenCalledTimes(4);
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    formatDate('2026-11-25', 'de');
    formatDateTime('2026-11-25T10:00:00Z', 'de');
    formatMoney(990, 'EUR', 'de');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('stops what is still to come when cancelled (the layout has gone)', async () => {
    vi.useFakeTimers();
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    const stop = warmListFormats('it');
    stop();
    await vi.runAllTimersAsync();
    expect(tasks).toHaveBeenCalledTimes(1);
  });
});
