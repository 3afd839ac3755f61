import type { Product } from '@sportello/domain';
import { MAX_PAGE_SIZE, type Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { readCsv } from '../../test-support/csv.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let rossi: number;
let alpi: number;
/** More products than two pages of the largest page size, so the CSV reads on page after page. */
const COPIES = 2 * MAX_PAGE_SIZE + 17;
const FORMULAS = ['=HYPERLINK("http://x.example")', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'];

beforeAll(async () => {
  t = await buildTestApp();
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  const template = await t.db
    .selectFrom('products')
    .selectAll()
    .where('company_id', '=', rossi)
    .where('codice', '=', 'MLART10')
    .executeTakeFirstOrThrow();
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = template;
  await t.db
    .insertInto('products')
    .values(
      Array.from({ length: COPIES }, (_, i) => ({
        ...rest,
        nome: JSON.stringify(rest.nome),
        codice: `CSV${String(i).padStart(3, '0')}`,
        note_cliente: FORMULAS[i] ?? `nota ${i}`,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const owner = async () => {
  const b = new TestBrowser(t.app);
  await b.loginTo('owner', rossi);
  return b;
};

/** The JSON list read page after page, as the web's table would show it. */
async function jsonPages(b: TestBrowser, query: string): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = (await b.get(`/rest/products?${query}&size=${MAX_PAGE_SIZE}&page=${page}`)).json() as Page<Product>;
    items.push(...answer.items);
    if (items.length >= answer.total) return items;
  }
}

async function csvOf(b: TestBrowser, query: string) {
  const response = await b.get(`/rest/products?${query}&format=csv`);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = readCsv(response.body);
  return { response, header: header!, rows, column: (name: string) => rows.map((r) => r[header!.indexOf(name)]!) };
}

describe('GET /rest/products?format=csv', () => {
  it('answers every row of every page with the JSON list’s filters and sort, streamed as a download', async () => {
    const b = await owner();
    for (const query of ['sort=-id', 'sort=codice&q=csv', 'sort=-importo&group=grace', 'sort=dominio&q=posta']) {
      const json = await jsonPages(b, query);
      const csv = await csvOf(b, query);
      expect(csv.column('id'), query).toEqual(json.map((p) => String(p.id)));
    }
    const csv = await csvOf(b, 'sort=codice&q=csv');
    expect(csv.rows).toHaveLength(COPIES);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(csv.response.body.startsWith('\uFEFF"id";')).toBe(true);
    expect(csv.header).toContain('note_cliente');
    expect(csv.column('codice')[0]).toBe('CSV000');
  });

  it('neutralises a customer’s note a spreadsheet would run as a formula', async () => {
    const csv = await csvOf(await owner(), 'sort=codice&q=csv');
    expect(csv.column('note_cliente').slice(0, FORMULAS.length)).toEqual(FORMULAS.map((f) => `'${f}`));
    expect(csv.column('note_cliente')[FORMULAS.length]).toBe(`nota ${FORMULAS.length}`);
  });

  it('names the products in the language the link asks for, which cannot send Accept-Language', async () => {
    const b = await owner();
    expect((await csvOf(b, 'sort=codice&q=CSV000&lang=de')).column('nome')).toEqual(['Art-Mail 10 GB']);
    expect((await csvOf(b, 'sort=codice&q=CSV000')).column('nome')).toEqual(['Posta Art 10 GB']);
  });

  it("never holds another company's rows", async () => {
    const own = await t.db.selectFrom('products').select('id').where('company_id', '=', rossi).execute();
    const others = await t.db.selectFrom('products').select('id').where('company_id', '=', alpi).execute();
    expect(others.length).toBeGreaterThan(0);
    const ids = (await csvOf(await owner(), 'sort=id')).column('id').map(Number);
    expect(ids.sort((x, y) => x - y)).toEqual(own.map((p) => p.id).sort((x, y) => x - y));
  });

  it('is refused like the JSON list to a user without the products route', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.get('/rest/products?format=csv')).statusCode).toBe(401);
  });
});
