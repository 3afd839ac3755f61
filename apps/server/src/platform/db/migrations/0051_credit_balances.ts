import { sql, type Kysely } from 'kysely';

/**
 * A company's credit balance of each kind, kept as its movements change: a reseller's statement read
 * its three balances by summing every movement on each page (10,000 commissions of 5,000 customers:
 * most of the page's time). As `list_counts` (migration 0050): statement triggers with transition
 * tables add one signed row per (company, kind) a statement changes, insert only, so two writers
 * never wait on a balance row and a rolled-back movement takes its row with it; a fold sums each
 * (company, kind) into one. Cents, as the movements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_balances')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index credit_balances_company_tipo_idx on credit_balances (company_id, tipo) include (amount)`.execute(
    db,
  );

  await sql`
    create function credit_balances_kept() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into credit_balances select company_id, tipo, sum(amount) from new_rows group by 1, 2;
      elsif tg_op = 'DELETE' then
        insert into credit_balances select company_id, tipo, -sum(amount) from old_rows group by 1, 2;
      else
        insert into credit_balances select company_id, tipo, sum(amount) from (
          select company_id, tipo, -amount as amount from old_rows
          union all select company_id, tipo, amount from new_rows
        ) changes group by 1, 2 having sum(amount) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger credit_movements_balances_insert after insert on credit_movements
    referencing new table as new_rows for each statement execute function credit_balances_kept()`.execute(db);
  await sql`create trigger credit_movements_balances_update after update on credit_movements
    referencing old table as old_rows new table as new_rows for each statement execute function credit_balances_kept()`.execute(
    db,
  );
  await sql`create trigger credit_movements_balances_delete after delete on credit_movements
    referencing old table as old_rows for each statement execute function credit_balances_kept()`.execute(db);
  await sql`
    create function credit_balances_truncated() returns trigger language plpgsql as $$
    begin
      delete from credit_balances;
      return null;
    end $$`.execute(db);
  await sql`create trigger credit_movements_balances_truncate after truncate on credit_movements
    for each statement execute function credit_balances_truncated()`.execute(db);

  await sql`insert into credit_balances select company_id, tipo, sum(amount) from credit_movements group by 1, 2`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate'])
    await sql`drop trigger ${sql.raw(`credit_movements_balances_${event}`)} on credit_movements`.execute(db);
  await sql`drop function credit_balances_kept()`.execute(db);
  await sql`drop function credit_balances_truncated()`.execute(db);
  await db.schema.dropTable('credit_balances').execute();
}
