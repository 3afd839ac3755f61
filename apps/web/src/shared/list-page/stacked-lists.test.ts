import { describe, expect, it } from 'vitest';
import { stackedLists } from './stacked-lists.ts';

describe('stackedLists', () => {
  it('keeps the list below out and the one above loading until both have answered', () => {
    expect(stackedLists('success', 'pending')).toEqual({ above: 'pending', belowDrawn: false });
    expect(stackedLists('pending', 'success')).toEqual({ above: 'pending', belowDrawn: false });
    expect(stackedLists('success', 'success')).toEqual({ above: 'success', belowDrawn: true });
  });

  it('shows an error above at once, and the list below once it has answered', () => {
    expect(stackedLists('error', 'pending')).toEqual({ above: 'error', belowDrawn: false });
    expect(stackedLists('error', 'error')).toEqual({ above: 'error', belowDrawn: true });
  });

  it('lets each list update on its own afterwards', () => {
    expect(stackedLists('updating', 'success')).toEqual({ above: 'updating', belowDrawn: true });
    expect(stackedLists('success', 'updating')).toEqual({ above: 'success', belowDrawn: true });
  });
});
