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

describe('opportunities indexes', () => {
  it("reads a partner's leads in one state newest first through the state's index range", async () => {
    const plan = await planOf(`select id from opportunities where company_id = 1 and stato in ('attesa')
      and case when stato = 'attesa' and expires_at <= now() then 'scaduta' else stato end = 'attesa'
      order by created_at desc, id desc limit 21`);
    expect(plan).toContain('opportunities_company_state_created_idx');
    expect(plan).not.toContain('Sort');
  });

  it("counts a partner's leads in one state from the index alone", async () => {
    const plan =
      await planOf(`select count(*) from opportunities where company_id = 1 and stato in ('attesa', 'scaduta')
      and case when stato = 'attesa' and expires_at <= now() then 'scaduta' else stato end = 'scaduta'`);
    expect(plan).toContain('Index Only Scan using opportunities_company_state_created_idx');
  });
});
