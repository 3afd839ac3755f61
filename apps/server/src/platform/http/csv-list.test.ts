import { ENDPOINTS, MAX_PAGE_SIZE, pageItemSchema, pathOf, type EndpointSpec } from '@sportello/domain/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { readCsv } from '../../test-support/csv.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { answerListCsv, listCsv } from './csv-list.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lists = Object.values(ENDPOINTS)
  .flatMap((area) => Object.values(area) as EndpointSpec[])
  .filter((spec) => pageItemSchema(spec.response) !== undefined);

describe('every list answers CSV through its own contract', () => {
  it('finds the lists among the declarations', () => {
    expect(lists.map((spec) => spec.path)).toEqual(
      expect.arrayContaining(['/rest/products', '/rest/invoices', '/rest/users', '/rest/staff/tickets']),
    );
  });

  it.each(lists.map((spec) => [spec.path, spec] as const))(
    '%s?format=csv: a header of its fields, then as many rows as the JSON list has',
    async (path, spec) => {
      const b = new TestBrowser(t.app);
      // Each list by a user it is for: operators' lists, a reseller's, a customer's.
      if (path.startsWith('/rest/staff/')) await b.loginTo('staff');
      else if (
        path.startsWith('/rest/my_customers') ||
        path === '/rest/opportunities' ||
        path === '/rest/account_movements'
      )
        await b.loginTo('reseller', await companyId(t.db, DEMO_COMPANIES.alpi));
      else await b.loginTo('owner', await companyId(t.db, DEMO_COMPANIES.rossi));
      // The console's lists of one company or one queue: Rossi's audit, the approvals.
      const params = path.startsWith('/rest/staff/')
        ? { id: await companyId(t.db, DEMO_COMPANIES.rossi), kind: 'approvals' }
        : { id: 0, kind: '' };
      const url = pathOf(spec, params);
      const json = (await b.get(url)).json() as { total: number };
      const response = await b.get(`${url}?format=csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = readCsv(response.body);
      expect(header).toEqual(listCsv(path, pageItemSchema(spec.response)!).columns);
      expect(rows).toHaveLength(json.total);
    },
  );
});

describe('answerListCsv', () => {
  const csv = { columns: ['id', 'note'], filename: 'things.csv' };
  /** A reply that keeps what is sent, as Fastify would pipe it. */
  const fakeReply = () => {
    const sent: { body?: AsyncIterable<string> } = {};
    const reply = {
      type: () => reply,
      header: () => reply,
      send: (body: AsyncIterable<string>) => {
        sent.body = body;
        return reply;
      },
    };
    return { reply: reply as unknown as FastifyReply, sent };
  };

  it('reads the next page only when the one before has been sent, following its cursor', async () => {
    const asked: Record<string, unknown>[] = [];
    const pages = [
      { items: [{ id: 1, note: '=1' }], page: 1, size: 100, total: 3, next: 'a' },
      { items: [{ id: 2, note: null }], page: 1, size: 100, total: 3, next: 'b' },
      { items: [{ id: 3, note: 'x' }], page: 1, size: 100, total: 3 },
    ];
    const request = { query: { sort: 'id', q: 'z', page: 4, size: 5 }, url: '/things' } as unknown as FastifyRequest;
    const handler = async (r: FastifyRequest) => {
      asked.push({ ...(r.query as Record<string, unknown>) });
      return pages[asked.length - 1];
    };
    const { reply, sent } = fakeReply();
    await answerListCsv(handler, csv, request, reply);
    expect(asked).toHaveLength(1);
    const chunks: string[] = [];
    for await (const chunk of sent.body!) {
      chunks.push(String(chunk));
      expect(asked.length).toBeLessThanOrEqual(chunks.length);
    }
    expect(chunks.join('')).toBe('\uFEFF"id";"note"\r\n1;"\'=1"\r\n2;\r\n3;"x"\r\n');
    expect(asked.map((q) => [q.page, q.size, q.after, q.sort, q.q])).toEqual([
      [1, MAX_PAGE_SIZE, undefined, 'id', 'z'],
      [1, MAX_PAGE_SIZE, 'a', 'id', 'z'],
      [1, MAX_PAGE_SIZE, 'b', 'id', 'z'],
    ]);
  });

  it('reads on by page number from a list without cursors, up to its total', async () => {
    const asked: number[] = [];
    const handler = async (r: FastifyRequest) => {
      const { page } = r.query as { page: number };
      asked.push(page);
      const ids = Array.from({ length: page < 3 ? MAX_PAGE_SIZE : 1 }, (_, i) => ({ id: page * 1000 + i }));
      return { items: ids, page, size: MAX_PAGE_SIZE, total: 2 * MAX_PAGE_SIZE + 1 };
    };
    const { reply, sent } = fakeReply();
    await answerListCsv(handler, csv, { query: {}, url: '/things' } as unknown as FastifyRequest, reply);
    let text = '';
    for await (const chunk of sent.body!) text += String(chunk);
    expect(asked).toEqual([1, 2, 3]);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 2 * MAX_PAGE_SIZE + 1);
  });

  it('reads on past a total that is only a lower bound (a search counted in part), to the last row', async () => {
    const asked: number[] = [];
    const handler = async (r: FastifyRequest) => {
      const { page } = r.query as { page: number };
      asked.push(page);
      const ids = Array.from({ length: page < 3 ? MAX_PAGE_SIZE : 1 }, (_, i) => ({ id: page * 1000 + i }));
      // What a search counted up to one page answers: that page's rows, and more.
      const bound = page < 3 ? { total: MAX_PAGE_SIZE, totalAtLeast: true } : { total: 2 * MAX_PAGE_SIZE + 1 };
      return { items: ids, page, size: MAX_PAGE_SIZE, ...bound };
    };
    const { reply, sent } = fakeReply();
    await answerListCsv(handler, csv, { query: { q: 'x' }, url: '/things' } as unknown as FastifyRequest, reply);
    let text = '';
    for await (const chunk of sent.body!) text += String(chunk);
    expect(asked).toEqual([1, 2, 3]);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 2 * MAX_PAGE_SIZE + 1);
  });
});
