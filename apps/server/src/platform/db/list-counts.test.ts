import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { foldListCounts } from './list-counts.ts';

let t: TestApp;
let alpi: number;
let rossi: number;
let copied: string;
beforeAll(async () => {
  t = await buildTestApp();
  alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  const { rows } = await sql<{ c: string }>`select string_agg(quote_ident(column_name), ', ') as c
    from information_schema.columns
    where table_schema = current_schema() and table_name = 'aziende' and column_name not in ('id', 'affiliation_token')`.execute(
    t.db,
  );
  copied = rows[0]!.c;
});
afterAll(() => t.close());

/** Every kept total beside the rows counted one by one. */
async function expectCountsRight() {
  const { rows: kept } = await sql<{ list: string; scope: number; n: string }>`
    select list, scope, sum(n)::text as n from list_counts group by 1, 2 having sum(n) <> 0 order by 1, 2`.execute(
    t.db,
  );
  const { rows: counted } = await sql<{ list: string; scope: number; n: string }>`
    select * from (
      select 'companies' as list, 0 as scope, count(*)::text as n from aziende
      union all select 'customers', parent_id, count(*)::text from aziende where parent_id is not null group by 2
      union all select 'opportunities', company_id, count(*)::text from opportunities group by 2
      union all select 'movements.' || tipo, company_id, count(*)::text from credit_movements group by 1, 2
    ) c order by 1, 2`.execute(t.db);
  expect(kept).toEqual(counted);
}

/** Copies of a company (the same data, new ids) under `parent`, in one statement. */
async function copiesOf(company: number, times: number, parent: number | null): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`insert into aziende (${sql.raw(copied)})
    select ${sql.raw(copied)} from aziende, generate_series(1, ${times}) where id = ${company} returning id`.execute(
    t.db,
  );
  await t.db
    .updateTable('aziende')
    .set({ parent_id: parent })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => r.id);
}

describe('the totals kept by triggers (migration 0050)', () => {
  it('follow inserts, moves and deletes of companies, leads and credit movements; a rollback leaves no trace; folding keeps them', async () => {
    await expectCountsRight();

    const customers = await copiesOf(rossi, 4, alpi);
    await expectCountsRight();
    // A customer moves to another reseller, one leaves its reseller.
    await t.db.updateTable('aziende').set({ parent_id: rossi }).where('id', '=', customers[0]!).execute();
    await t.db.updateTable('aziende').set({ parent_id: null }).where('id', '=', customers[1]!).execute();
    await expectCountsRight();

    // The leads offered to Alpi, offered to the new companies too: one statement, several partners.
    await sql`insert into opportunities (project_id, company_id, stato, matched_skills, created_at, expires_at)
      select o.project_id, c.id, 'attesa', o.matched_skills, o.created_at, o.expires_at
      from opportunities o cross join unnest(${customers}::int[]) as c(id) where o.company_id = ${alpi}`.execute(t.db);
    await expectCountsRight();
    await t.db.deleteFrom('opportunities').where('company_id', '=', customers[2]!).execute();
    await expectCountsRight();

    // Credit movements of several kinds and companies in one statement, one changing kind, some deleted.
    const movements = await t.db
      .insertInto('credit_movements')
      .values(
        customers.flatMap((company, i) =>
          (['provvigioni', 'segnalazioni', 'cashback'] as const).slice(0, i + 1).map((tipo) => ({
            company_id: company,
            tipo,
            amount: 100,
            currency: 'EUR' as const,
            descrizione: `Movimento ${tipo}`,
          })),
        ),
      )
      .returning('id')
      .execute();
    await expectCountsRight();
    await t.db
      .updateTable('credit_movements')
      .set({ tipo: 'comarketing' })
      .where('id', '=', movements[0]!.id)
      .execute();
    await t.db.deleteFrom('credit_movements').where('id', '=', movements[1]!.id).execute();
    await expectCountsRight();

    // Deleting companies deletes their leads and movements too (a cascade).
    await t.db.deleteFrom('aziende').where('id', 'in', customers).execute();
    await expectCountsRight();

    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('opportunities').execute();
        await trx.deleteFrom('credit_movements').execute();
        await trx.updateTable('aziende').set({ parent_id: null }).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectCountsRight();

    const rows = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from list_counts`.execute(t.db)).rows[0]!.n);
    const before = await rows();
    await foldListCounts(t.db);
    expect(await rows()).toBeLessThan(before);
    await expectCountsRight();
  });
});
