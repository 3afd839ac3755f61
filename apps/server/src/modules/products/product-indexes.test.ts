import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterAll(() => database.drop());

/** The plan PostgreSQL picks for a query when it may not read the whole table (the test tables are tiny). */
async function planOf(query: string): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('products indexes', () => {
  // What the products list counts for its total in each group (products-store.ts groupCondition), and
  // the dashboard's probe for a running product (hasActiveProducts).
  it.each([
    [
      'a group by date',
      "select count(*) from products where company_id = 1 and free_period = 0 and data_fine between date '2026-12-01' and date '2027-02-28'",
    ],
    [
      'the grace period',
      "select count(*) from products where company_id = 1 and free_period = 0 and data_fine < date '2026-12-01' and data_fine >= date '2026-12-01' - grace_period",
    ],
    [
      'a running product',
      "select id from products where company_id = 1 and data_fine >= date '2026-12-01' and stato_tecnico != 'disattivo' limit 1",
    ],
  ])('answers %s from the index alone, without visiting the table', async (_what, query) => {
    expect(await planOf(query)).toContain('Index Only Scan using products_company_id_data_fine_covering_idx');
  });
});
