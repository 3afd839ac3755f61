import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { foldCreditBalances, partnerBalances } from './partner-earnings.ts';

let t: TestApp;
let alpi: number;
let rossi: number;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
});
afterAll(() => t.close());

/** Every kept balance beside the movements summed one by one. */
async function expectBalancesRight() {
  const { rows: kept } = await sql<{ company_id: number; tipo: string; amount: string }>`
    select company_id, tipo, sum(amount)::text as amount from credit_balances
    group by 1, 2 having sum(amount) <> 0 order by 1, 2`.execute(t.db);
  const { rows: summed } = await sql<{ company_id: number; tipo: string; amount: string }>`
    select company_id, tipo, sum(amount)::text as amount from credit_movements
    group by 1, 2 having sum(amount) <> 0 order by 1, 2`.execute(t.db);
  expect(kept).toEqual(summed);
}

const KINDS = ['credito', 'cashback', 'provvigioni', 'segnalazioni', 'comarketing'] as const;

const movement = (company: number, tipo: (typeof KINDS)[number], amount: number) => ({
  company_id: company,
  tipo,
  amount,
  currency: 'EUR' as const,
  descrizione: `Movimento ${tipo}`,
});

describe('the credit balances kept by triggers (migration 0051)', () => {
  it('follow movements of every kind earned, spent, changed and deleted; a rollback leaves no trace; folding keeps them', async () => {
    await expectBalancesRight();

    // Every kind, earned and spent, for two companies in one statement.
    const made = await t.db
      .insertInto('credit_movements')
      .values(
        [alpi, rossi].flatMap((company) =>
          KINDS.flatMap((tipo, i) => [movement(company, tipo, 10_000 + i), movement(company, tipo, -(1_000 + i))]),
        ),
      )
      .returning('id')
      .execute();
    await expectBalancesRight();

    // An amount corrected, a kind changed, a movement moved to another company, some deleted.
    await t.db.updateTable('credit_movements').set({ amount: 12_345 }).where('id', '=', made[0]!.id).execute();
    await t.db.updateTable('credit_movements').set({ tipo: 'comarketing' }).where('id', '=', made[2]!.id).execute();
    await t.db.updateTable('credit_movements').set({ company_id: rossi }).where('id', '=', made[4]!.id).execute();
    await t.db.deleteFrom('credit_movements').where('id', 'in', [made[1]!.id, made[11]!.id]).execute();
    await expectBalancesRight();

    // A movement's whole balance spent: the kind sums to nothing.
    const { rows } = await sql<{ amount: string }>`select coalesce(sum(amount), 0)::text as amount
      from credit_movements where company_id = ${rossi} and tipo = 'segnalazioni'`.execute(t.db);
    await t.db
      .insertInto('credit_movements')
      .values(movement(rossi, 'segnalazioni', -Number(rows[0]!.amount)))
      .execute();
    await expectBalancesRight();

    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('credit_movements')
          .values(movement(alpi, 'provvigioni', 99_999))
          .execute();
        await trx.deleteFrom('credit_movements').execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectBalancesRight();

    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from credit_balances`.execute(t.db)).rows[0]!.n);
    const before = await count();
    await foldCreditBalances(t.db);
    expect(await count()).toBeLessThan(before);
    await expectBalancesRight();
  });

  it('follow movements written side by side, some rolled back', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('credit_movements')
              .values([movement(alpi, 'provvigioni', 500 + i), movement(rossi, 'comarketing', -(20 + i))])
              .execute();
            await trx
              .insertInto('credit_movements')
              .values(movement(alpi, 'cashback', 70 + i))
              .execute();
            if (i % 3 === 0) throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    );
    await expectBalancesRight();
  });

  it('answer the reseller’s three balances from the kept rows, referrals counted as commissions', async () => {
    const summed = async (kinds: readonly string[]) =>
      Number(
        (
          await sql<{ n: string }>`select coalesce(sum(amount), 0)::text as n from credit_movements
            where company_id = ${alpi} and tipo = any(${kinds})`.execute(t.db)
        ).rows[0]!.n,
      );
    await t.db
      .insertInto('credit_movements')
      .values(movement(alpi, 'segnalazioni', 4_321))
      .execute();
    expect(await partnerBalances(t.db, alpi)).toEqual({
      provvigioni: await summed(['provvigioni', 'segnalazioni']),
      comarketing: await summed(['comarketing']),
      cashback: await summed(['cashback']),
    });
    // The kept rows are what is read: a balance row of its own shows at once.
    await sql`insert into credit_balances values (${alpi}, 'comarketing', 1)`.execute(t.db);
    expect((await partnerBalances(t.db, alpi)).comarketing).toBe((await summed(['comarketing'])) + 1);
    await sql`insert into credit_balances values (${alpi}, 'comarketing', -1)`.execute(t.db);
  });
});
