import { SEARCH_COUNT_CAP, type ListQuery, type Page } from '@sportello/domain/api';
import { sql, type Compilable, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../http/http-error.ts';
import { CompiledQueries, type QueryBuilder, type QueryValues } from './compiled-queries.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * A list of pages, sorted by the requested key with `tieBreaker` (a unique column) after it so pages
 * never overlap. `columns` maps each sort key the endpoint allows to its column; sort columns are NOT
 * NULL, which is what lets a page continue from a row. Defined once per list, at module level:
 * `rows` (and `total`) build the list's query from a shape and values (compiled-queries.ts), the list
 * filter `q` looks in the `search` columns, and each page's query is compiled once per shape, sort and
 * number of search words, then sent with the call's values.
 *
 * The total comes with the rows, so a page is one query: a count of the same rows as a scalar
 * subquery, or a cheaper count the list knows (an index-only count of one table, `total`).
 * Either lets the page itself stop at its last row in the sort index; `count(*) over ()` did not:
 * it read, joined and computed every matching row before the page could be cut (the operators'
 * queue: 2.3 s a page at 100,000 companies).
 * With `after` (the previous page's `next`) the page starts right after that row through the
 * sort index (keyset paging), so reading deep into millions of rows costs what page 1 costs. A page
 * by number past the middle is read from the end (`numbered`), so no page skips more than half the rows.
 *
 * A searched list counts at most SEARCH_COUNT_CAP + 1 matching rows: a search that matches most of
 * a long list would otherwise read, join and test every row for its total. Past the cap the total
 * is a lower bound (`totalAtLeast`) and its pages are read forward, their end not being known.
 */
type Columns = readonly (Expression<unknown> | string)[];

export interface ListDefinition<S, V extends QueryValues, TB extends keyof Database, O, K extends string> {
  rows: (qb: QueryBuilder, shape: S, values: V) => SelectQueryBuilder<Database, TB, O>;
  /** A cheaper count of the same rows while the list is not searched. */
  total?: (qb: QueryBuilder, shape: S, values: V) => Expression<unknown>;
  /** The columns the list filter `q` looks in (searchPatterns, matchesAll). */
  search?: Columns | ((values: V) => Columns);
  columns: Record<K, Expression<unknown> | string>;
  tieBreaker: Expression<unknown> | string;
}

interface PageShape<K extends string> {
  sort: K;
  direction: 'asc' | 'desc';
  /** `first`: from the first row, without an OFFSET. */
  from: 'after' | 'offset' | 'first';
  /**
   * The page's rows plus one (whether more follow), a literal: with LIMIT a parameter PostgreSQL's
   * generic plan of the prepared query expects a tenth of the rows, so a list of every company was
   * planned anew on every call.
   */
  limit: number;
}

type SearchValues = { $patterns: string[] };
type Offset = { $offset: number };
type After = { $key: string; $tie: string };
type PageValues = SearchValues & (Offset | After | Record<never, never>);

/** Totals remembered per list: a few hundred bytes each. */
const REMEMBERED_TOTALS = 1_000;

export class PagedList<S, V extends QueryValues, TB extends keyof Database, O, K extends string> {
  private readonly pages: CompiledQueries<[S, PageShape<K>], V & PageValues, O & Keys>;
  private readonly counts: CompiledQueries<S, V & SearchValues, { n: string }>;
  /** The last total each filter of the list answered (shape and values), to read a deep page from the end. */
  private readonly totals = new Map<string, number>();

  constructor(private readonly definition: ListDefinition<S, V, TB, O, K>) {
    // The rows with every search pattern matched in one of the search columns.
    const searched = (qb: QueryBuilder, shape: S, values: V & SearchValues) => {
      const rows = definition.rows(qb, shape, values);
      const filter = matchesAll(values.$patterns, searchColumns(definition, values));
      return filter ? rows.where(filter) : rows;
    };
    this.pages = new CompiledQueries((qb, [shape, page], values) => {
      const at = values as PageValues;
      const rows = searched(qb, shape, values);
      const sortColumn = sortExpression(definition.columns[page.sort]);
      const tie = sortExpression(definition.tieBreaker);
      const total =
        at.$patterns.length === 0 ? (definition.total?.(qb, shape, values) ?? countQuery(rows)) : cappedCount(qb, rows);
      const sorted = rows
        .orderBy(sortColumn, page.direction)
        .orderBy(tie, page.direction)
        .select([
          sql<string>`(${sortColumn})::text`.as('__key'),
          sql<string>`(${tie})::text`.as('__tie'),
          sql<string>`(${total})`.as('__total'),
        ])
        .limit(sql.lit(page.limit));
      if (page.from === 'first') return sorted as unknown as Compilable<O & Keys>;
      if (page.from === 'offset') return sorted.offset((at as Offset).$offset) as unknown as Compilable<O & Keys>;
      const { $key, $tie } = at as After;
      const after = sql<SqlBool>`(${sortColumn}, ${tie}) ${sql.raw(page.direction === 'desc' ? '<' : '>')} (${$key}, ${$tie})`;
      return sorted.where(after) as unknown as Compilable<O & Keys>;
    });
    this.counts = new CompiledQueries((qb, shape, values) => {
      const rows = searched(qb, shape, values);
      const count = values.$patterns.length === 0 ? countQuery(rows) : cappedCount(qb, rows);
      return count as unknown as Compilable<{ n: string }>;
    });
  }

  /** One page of the list for this shape and these values, searched with the list's `q`. */
  async page(db: Db, list: ListQuery<K>, shape: S, values: V): Promise<Page<O>> {
    // A list with nothing to search refuses a filter rather than answer every row as if they matched it.
    if (list.q !== undefined && searchColumns(this.definition, values).length === 0)
      throw badRequest('error.bad_request', { reason: 'not_searchable' });
    const direction = list.sort.direction;
    const sortName = `${direction === 'desc' ? '-' : ''}${list.sort.key}`;
    const search = { ...values, $patterns: this.patterns(list.q, values) };
    const limit = list.size + 1;
    let read: { rows: (O & Keys)[]; total: number };
    if (list.after !== undefined) {
      const from = readCursor(list.after, sortName);
      const sent = this.read(db, shape, search, list.sort.key, direction, limit, { $key: from.key, $tie: from.tie });
      const rows = await sent.catch(refuseBadCursor);
      read = { rows, total: rows.length ? Number(rows[0]!.__total) : await this.count(db, shape, search) };
    } else {
      read = await this.numbered(db, list, shape, search, (list.page - 1) * list.size);
    }

    const { rows } = read;
    const more = rows.length > list.size;
    const pageRows = rows.slice(0, list.size);
    const last = pageRows.at(-1);
    const counted = countedTotal(read.total, search.$patterns.length > 0, {
      start: list.after === undefined ? (list.page - 1) * list.size : undefined,
      rows: pageRows.length,
      more,
    });
    const items = pageRows.map((row) => {
      const { __total: _t, __key: _k, __tie: _i, ...item } = row;
      return item as O;
    });
    return {
      items,
      page: list.page,
      size: list.size,
      ...counted,
      ...(more && last ? { next: writeCursor(sortName, last) } : {}),
    };
  }

  /**
   * The rows of a page by number, and the total. A page in the list's second half is read from its end:
   * the page of the reversed sort at the offset counted from the end, its rows turned round here, so
   * the last page skips as few rows as the first. That offset needs the total before the rows: the
   * total the list last answered for the same rows is remembered (or counted, the first time), and the
   * page's own total, counted in the same statement, confirms it — when rows came or went meanwhile,
   * the page is read again with the new total, so the rows are always those of a plain OFFSET. A search's
   * total past the cap says nothing of where the list ends: its pages are read forward.
   */
  private async numbered(
    db: Db,
    list: ListQuery<K>,
    shape: S,
    search: V & SearchValues,
    offset: number,
  ): Promise<{ rows: (O & Keys)[]; total: number }> {
    const { key, direction } = list.sort;
    const limit = list.size + 1;
    const remembered = totalKey(shape, search);
    let total = offset > 0 ? this.totals.get(remembered) : undefined;
    // A total just counted, not remembered from an earlier call.
    let fresh = false;
    if (offset > 0 && total === undefined) {
      total = await this.count(db, shape, search);
      fresh = true;
    }
    const searched = search.$patterns.length > 0;
    for (let attempt = 0; total !== undefined && !(searched && total > SEARCH_COUNT_CAP) && attempt < 3; attempt++) {
      if (offset >= total) {
        // Past the end: a count says whether it still is, without skipping every row.
        if (fresh) {
          this.remember(remembered, total);
          return { rows: [], total };
        }
        total = await this.count(db, shape, search);
        fresh = true;
        continue;
      }
      if (!fromEnd(total, offset, limit)) break;
      const reversed = direction === 'asc' ? 'desc' : 'asc';
      // As many rows as forward: near the end the first ones are the page's, the rest the previous page's.
      const rows = await this.read(db, shape, search, key, reversed, limit, {
        $offset: Math.max(total - offset - limit, 0),
      });
      const counted = rows.length ? Number(rows[0]!.__total) : await this.count(db, shape, search);
      this.remember(remembered, counted);
      if (counted === total) return { rows: rows.slice(0, total - offset).reverse(), total };
      total = counted;
      fresh = true;
    }
    const rows = await this.read(db, shape, search, key, direction, limit, { $offset: offset });
    const counted = rows.length ? Number(rows[0]!.__total) : offset > 0 ? await this.count(db, shape, search) : 0;
    this.remember(remembered, counted);
    return { rows, total: counted };
  }

  /**
   * How many rows the page by number skips from the end it is read at, as far as the total remembered
   * for these rows tells; undefined while none is.
   */
  skips(list: ListQuery<K>, shape: S, values: V): number | undefined {
    const search = { ...values, $patterns: this.patterns(list.q, values) };
    const total = this.totals.get(totalKey(shape, search));
    if (total === undefined) return undefined;
    const offset = (list.page - 1) * list.size;
    if (search.$patterns.length > 0 && total > SEARCH_COUNT_CAP) return offset;
    const limit = list.size + 1;
    return fromEnd(total, offset, limit) ? Math.max(total - offset - limit, 0) : offset;
  }

  private async read(
    db: Db,
    shape: S,
    search: V & SearchValues,
    sort: K,
    direction: 'asc' | 'desc',
    limit: number,
    at: Offset | After,
  ): Promise<(O & Keys)[]> {
    const first = '$offset' in at && at.$offset === 0;
    const page = { sort, direction, from: first ? 'first' : '$offset' in at ? 'offset' : 'after', limit } as const;
    const query = this.pages.for([shape, page], first ? search : { ...search, ...at });
    return (await db.executeQuery(query)).rows;
  }

  /** The search words as patterns; none for a list without search columns, which `q` does not narrow. */
  private patterns(q: string | undefined, values: V): string[] {
    return searchColumns(this.definition, values).length ? searchPatterns(q) : [];
  }

  /** Kept in the order last answered: the total unused the longest makes room for a new one. */
  private remember(key: string, total: number): void {
    this.totals.delete(key);
    if (this.totals.size >= REMEMBERED_TOTALS) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(key, total);
  }

  private async count(db: Db, shape: S, values: V & SearchValues): Promise<number> {
    const { rows } = await db.executeQuery(this.counts.for(shape, values));
    return Number(rows[0]?.n ?? 0);
  }
}

export function pagedList<S, V extends QueryValues, TB extends keyof Database, O, K extends string>(
  definition: ListDefinition<S, V, TB, O, K>,
): PagedList<S, V, TB, O, K> {
  return new PagedList(definition);
}

function searchColumns<V extends QueryValues>(definition: { search?: Columns | ((values: V) => Columns) }, values: V) {
  return typeof definition.search === 'function' ? definition.search(values) : (definition.search ?? []);
}

/** Whether a page by number is nearer the list's end: fewer rows to skip in the reversed order. */
function fromEnd(total: number, offset: number, limit: number): boolean {
  return total - offset - limit < offset;
}

/** The rows a total counts: the list's shape and values with the search words. */
function totalKey(shape: unknown, search: QueryValues): string {
  return JSON.stringify([shape, search]);
}

interface Keys {
  __key: string;
  __tie: string;
  __total?: string;
}

/**
 * A searched list's rows counted up to one past the cap, a literal like the page's limit: the
 * count stops at the cap's next match instead of testing every row.
 */
function cappedCount<DB, TB extends keyof DB, O>(qb: QueryBuilder, query: SelectQueryBuilder<DB, TB, O>) {
  const matched = query
    .clearSelect()
    .clearOrderBy()
    .select(sql.lit(1).as('one'))
    .limit(sql.lit(SEARCH_COUNT_CAP + 1)) as unknown as SelectQueryBuilder<Database, keyof Database, { one: 1 }>;
  return qb.selectFrom(matched.as('matched')).select(sql<string>`count(*)`.as('n'));
}

/**
 * The page's total from the count its query made. A search's count past the cap is a lower bound:
 * the cap, or the rows up to this page's end when the page by number lies beyond it; the last page
 * of such a search (rows, none after) knows the exact total. A page read from a cursor has no known
 * start, and an empty page none of the end, so their total past the cap stays the cap.
 */
function countedTotal(
  count: number,
  searched: boolean,
  page: { start: number | undefined; rows: number; more: boolean },
): Pick<Page<unknown>, 'total' | 'totalAtLeast'> {
  if (!searched || count <= SEARCH_COUNT_CAP) return { total: count };
  if (page.start === undefined || page.rows === 0) return { total: SEARCH_COUNT_CAP, totalAtLeast: true };
  const reached = page.start + page.rows;
  if (!page.more) return { total: reached };
  return { total: Math.max(SEARCH_COUNT_CAP, reached), totalAtLeast: true };
}

/** The list's rows counted: the query without its columns and order. */
function countQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('n'));
}

/** The cursor names its sort, so a cursor from another order cannot skip or repeat rows. */
function writeCursor(sort: string, row: Keys): string {
  return Buffer.from(JSON.stringify([sort, row.__key, row.__tie])).toString('base64url');
}

function readCursor(cursor: string, sort: string): { key: string; tie: string } {
  try {
    const [cursorSort, key, tie] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (cursorSort === sort && typeof key === 'string' && typeof tie === 'string') return { key, tie };
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('error.bad_request', { reason: 'invalid_cursor' });
}

/** A forged cursor whose values are no valid timestamp or number (SQLSTATE class 22). */
function refuseBadCursor(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22'))
    throw badRequest('error.bad_request', { reason: 'invalid_cursor' });
  throw error;
}

function sortExpression(column: Expression<unknown> | string): Expression<unknown> {
  return typeof column === 'string' ? sql.ref(column) : column;
}

/**
 * The list filter `q` as LIKE patterns, one per word (at most five): each word, LIKE's wildcards in
 * it matched literally, anywhere in a column. The patterns are a page query's values, their number
 * part of its shape.
 */
function searchPatterns(q: string | undefined): string[] {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Every pattern must match, case-insensitively, one of the columns; undefined without patterns. */
function matchesAll(patterns: readonly string[], columns: Columns): Expression<SqlBool> | undefined {
  if (!patterns.length || !columns.length) return undefined;
  const clauses = patterns.map(
    (pattern) =>
      sql<SqlBool>`(${sql.join(
        columns.map((c) => sql`${sortExpression(c)} ilike ${pattern}`),
        sql` or `,
      )})`,
  );
  return sql<SqlBool>`${sql.join(clauses, sql` and `)}`;
}
