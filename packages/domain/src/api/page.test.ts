import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSchema } from './list.ts';
import { SEARCH_COUNT_CAP, totalPages } from './page.ts';

describe('totalPages', () => {
  it('counts the pages of an exact total, one at least', () => {
    expect(totalPages({ size: 10, total: 0 })).toBe(1);
    expect(totalPages({ size: 10, total: 30 })).toBe(3);
    expect(totalPages({ size: 10, total: 31 })).toBe(4);
  });

  it('counts, past a lower bound, the page holding the row beyond it and no further', () => {
    expect(totalPages({ size: 10, total: SEARCH_COUNT_CAP, totalAtLeast: true })).toBe(SEARCH_COUNT_CAP / 10 + 1);
    expect(totalPages({ size: 7, total: SEARCH_COUNT_CAP, totalAtLeast: true })).toBe(Math.ceil(1001 / 7));
  });
});

describe('pageSchema', () => {
  const page = pageSchema(z.object({ id: z.number() }));

  it('takes a lower-bound total, and an exact one without the flag', () => {
    expect(page.parse({ items: [], page: 1, size: 10, total: 1000, totalAtLeast: true }).totalAtLeast).toBe(true);
    expect(page.parse({ items: [], page: 1, size: 10, total: 3 }).totalAtLeast).toBeUndefined();
    expect(() => page.parse({ items: [], page: 1, size: 10, total: 3, totalAtLeast: false })).toThrow();
  });
});
