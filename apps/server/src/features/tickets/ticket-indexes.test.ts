import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterAll(() => database.drop());

/** The plan PostgreSQL picks for a query that must stop at its page (the test tables are tiny: no whole-table or bitmap reads). */
async function planOf(query: string): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const page = (where: string) =>
  `select id from tickets where company_id = 1 ${where} order by created_at desc, id desc limit 11`;

describe('tickets indexes', () => {
  it("reads a company's tickets, every one or the closed ones, newest first through its index, without sorting", async () => {
    for (const where of ['', "and stato = 'chiuso'", "and stato = 'chiuso' and titolo ilike '%ssl%'"]) {
      const plan = await planOf(page(where));
      expect(plan, where).toContain('tickets_company_id_created_at_id_idx');
      expect(plan, where).not.toContain('Sort');
    }
  });

  it('reads the open ones through the partial index', async () => {
    const plan = await planOf(page("and stato = 'aperto'"));
    expect(plan).toContain('tickets_company_id_open_created_at_idx');
    expect(plan).not.toContain('Sort');
  });
});
