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
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('offers indexes', () => {
  it('finds the offers a company is billed for and those it prepared, each through its index', async () => {
    const plan = await planOf(
      'select id from offers where company_id = 1 or reseller_id = 1 order by created_at desc, id desc limit 11',
    );
    expect(plan).toContain('offers_company_created_idx');
    expect(plan).toContain('offers_reseller_created_idx');
  });
});
