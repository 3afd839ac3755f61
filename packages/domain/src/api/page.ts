/** Spec-wide cap on one page of any list. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const FILTER_MAX = 100;
/** A cursor carries two column values as text: long enough for any, short enough for a URL. */
export const CURSOR_MAX = 600;
/**
 * A searched list counts its matching rows up to this many and no further: past it, its total says
 * "more than" (`totalAtLeast`). A hundred pages at the default size, ten at the largest: a search
 * that finds more is narrowed, not paged through; counting every match cost more than the page.
 */
export const SEARCH_COUNT_CAP = 1_000;

export type SortDirection = 'asc' | 'desc';

export interface ParsedSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/** What the server parsed out of a ListQuery. */
export interface ListQuery<K extends string> {
  page: number;
  size: number;
  sort: ParsedSort<K>;
  q?: string;
  /** A page's `next`: continue right after its last row (keyset paging) instead of at `page`. */
  after?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  /**
   * `total` is a lower bound: more rows match (a searched list counts at most SEARCH_COUNT_CAP of them).
   * Absent when `total` is every matching row.
   */
  totalAtLeast?: true;
  /** Present when rows follow: pass it as `after` to read on without counting past an offset. */
  next?: string;
}

/** The pages known to exist: with a lower-bound total, the one holding the row past it too. */
export function totalPages(page: Pick<Page<unknown>, 'size' | 'total' | 'totalAtLeast'>): number {
  const rows = page.total + (page.totalAtLeast ? 1 : 0);
  return Math.max(1, Math.ceil(rows / Math.max(1, page.size)));
}

/** `-created_at` → descending by created_at. */
export function parseSort<K extends string>(value: string): ParsedSort<K> {
  return value.startsWith('-')
    ? { key: value.slice(1) as K, direction: 'desc' }
    : { key: value as K, direction: 'asc' };
}
