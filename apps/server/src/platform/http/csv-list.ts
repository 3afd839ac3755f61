import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvCell } from '@sportello/domain';
import { MAX_PAGE_SIZE, type Page } from '@sportello/domain/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** What a list's handler does for one page: the route's own handler, called once per page. */
type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface ListCsv {
  columns: readonly string[];
  filename: string;
}

/** Wrappers that do not change what a field holds, only whether it may be missing. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
/** What a spreadsheet cell cannot hold: a row's nested rows or objects. */
const NESTED = new Set(['object', 'array', 'record', 'tuple', 'map', 'set']);

function kindOf(schema: z.ZodType): string {
  let def = schema._zod.def as { type: string; innerType?: z.ZodType };
  while (WRAPPERS.has(def.type) && def.innerType) def = def.innerType._zod.def as typeof def;
  return def.type;
}

/**
 * The CSV of a list: one column per field of its item that holds one value (nested rows such as an
 * invoice's lines stay in the JSON), headed by the field's name in the API, so a script reads the
 * same names in either format; named after the list's path (`/rest/products` → `products.csv`).
 */
export function listCsv(path: string, item: z.ZodType): ListCsv {
  if (!(item instanceof z.ZodObject)) throw new Error(`${path}: a list's items must be objects to answer CSV`);
  const shape = item.shape as Record<string, z.ZodType>;
  const columns = Object.keys(shape).filter((key) => !NESTED.has(kindOf(shape[key]!)));
  const name =
    path
      .split('/')
      .filter((part) => part !== '' && !part.startsWith(':'))
      .at(-1) ?? 'list';
  return { columns, filename: `${name}.csv` };
}

function cellOf(value: unknown): CsvCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

interface ListQueryState {
  page: number;
  size: number;
  after?: string | undefined;
}

/**
 * `?format=csv` on a list: every row its filters and sort select, read by the list's own handler a
 * page of MAX_PAGE_SIZE at a time (each page after the one before through its `next` cursor, else
 * by page number) and streamed as it comes, so the company scope, access and order are the JSON
 * list's own. The first page is read before the answer starts, so a refusal keeps its status.
 */
export async function answerListCsv(
  handler: PageHandler,
  csv: ListCsv,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let query: ListQueryState = { ...(request.query as ListQueryState), page: 1, size: MAX_PAGE_SIZE, after: undefined };
  const read = async (): Promise<Page<Record<string, unknown>>> => {
    request.query = query;
    const answer = await handler(request, reply);
    if (answer === reply) throw new Error(`${request.url}: a list answering CSV must return its page`);
    return answer as Page<Record<string, unknown>>;
  };
  const first = await read();
  const lines = async function* () {
    yield CSV_BOM + csvLine(csv.columns);
    for (let page = first; ; ) {
      yield page.items.map((row) => csvLine(csv.columns.map((column) => cellOf(row[column])))).join('');
      if (page.next !== undefined) query = { ...query, after: page.next };
      else if (
        page.items.length > 0 &&
        (page.totalAtLeast || query.page * query.size < page.total) &&
        query.after === undefined
      )
        query = { ...query, page: query.page + 1 };
      else return;
      page = await read();
    }
  };
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .send(Readable.from(lines()));
}
