import { formatDate, formatDateTime, formatMoney } from '@sportello/domain';
import { describe, expect, it, vi } from 'vitest';
import { warmListFormats } from './warm-formats.ts';

describe('warmListFormats', () => {
  it('builds one formatter per idle moment, and then the lists build none', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    warmListFormats('de');
    let moments = 0;
    while (idle.length > 0) {
      expect(idle).toHaveLength(1);
      idle.shift()?.();
      moments += 1;
    }
    expect(moments).toBe(4);
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    formatDate('2026-11-25', 'de');
    formatDateTime('2026-11-25T10:00:00Z', 'de');
    formatMoney(990, 'EUR', 'de');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('stops what is still to come when cancelled (the layout has gone)', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1));
    const cancel = warmListFormats('it');
    expect(idle).toHaveLength(1);
    cancel();
    expect(idle).toHaveLength(0);
  });
});
