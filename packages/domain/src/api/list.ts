import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { CURSOR_MAX, DEFAULT_PAGE_SIZE, FILTER_MAX, MAX_PAGE_SIZE, parseSort, type ParsedSort } from './page.ts';

/** What a list answers besides its JSON pages: `?format=csv`. */
export const LIST_FORMATS = ['csv'] as const;

/**
 * The one list contract: `?page=2&size=10&sort=-created_at&q=rossi` plus the endpoint's own
 * typed filters. `sort` is one of the endpoint's keys, `-` first for descending; `after` (a
 * page's `next`) reads on from a row instead of from a page number. `format=csv` answers every
 * row the filters and sort select, all pages, as CSV instead of one page as JSON.
 */
export function listQuerySchema<
  const K extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sortKeys: K, defaultSort: K[number] | `-${K[number]}`, filters?: F) {
  const sorts = sortKeys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z
      .enum(sorts)
      .default(defaultSort)
      .transform((value) => parseSort<K[number]>(value)),
    q: z
      .string()
      .trim()
      .max(FILTER_MAX)
      .optional()
      .transform((v) => (v ? v : undefined))
      // The one parameter whose meaning depends on the list: its description says when it is refused.
      .describe(
        "Words to look for, each in one of the list's searchable columns. A list with nothing to search refuses it: 400, reason not_searchable.",
      ),
    after: z.string().max(CURSOR_MAX).optional(),
    format: z.enum(LIST_FORMATS).optional(),
    /** The language of the list's texts for a link, which cannot send Accept-Language (the CSV download). */
    lang: z.enum(LANGUAGES).optional(),
    ...((filters ?? {}) as F),
  });
}

const pageItems = new WeakMap<z.ZodType, z.ZodType>();

/**
 * One page of a list: its items and how many there are in all (or at least, `totalAtLeast`); `extra`, what a list answers beside
 * its page (the statement's balances), which the CSV export leaves out.
 */
export function pageSchema<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(item: T, extra?: E) {
  const page = z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalAtLeast: z.literal(true).optional(),
    next: z.string().optional(),
    ...((extra ?? {}) as E),
  });
  pageItems.set(page, item);
  return page;
}

/** The item schema of a list's answer (made by pageSchema); undefined for an answer that is no list. */
export function pageItemSchema(answer: unknown): z.ZodType | undefined {
  return answer instanceof z.ZodType ? pageItems.get(answer) : undefined;
}

/**
 * The sort keys a list endpoint declares, read from its query schema: `ListSortKey<typeof
 * invoicesApi.list>` is `'date' | 'id' | 'nr' | 'amount'`. The server's stores type their sort columns
 * with it, so a key added to the declaration must get its column.
 */
export type ListSortKey<S extends { query?: z.ZodType }> =
  z.output<NonNullable<S['query']>> extends { sort: ParsedSort<infer K> } ? K : never;
