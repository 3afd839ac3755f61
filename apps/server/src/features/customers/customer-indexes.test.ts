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

describe('my customers indexes', () => {
  it("finds a customer's first owner in one entry of the owners' index", async () => {
    const plan = await planOf(
      "select ca.user_id from company_access ca where ca.company_id = 1 and 'owner' = any(ca.grants) order by ca.user_id limit 1",
    );
    expect(plan).toContain('company_access_owner_idx');
    expect(plan).not.toContain('Sort');
  });
});
