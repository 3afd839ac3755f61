import { ENDPOINTS, pageItemSchema, pathOf, type EndpointSpec } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { readCsv } from '../../test-support/csv.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listCsv } from './csv-list.ts';

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
      if (path.startsWith('/rest/staff/')) await b.loginTo('staff');
      else await b.loginTo('owner', await companyId(t.db, DEMO_COMPANIES.rossi));
      const url = pathOf(spec, { id: 0 });
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
