import { sql, type Kysely } from 'kysely';

/**
 * The totals of lists too long to count on every page (list-counts.ts), kept as rows change: a
 * partner's leads (100,000 at the bench's volume: ~12 ms a page), every company (the operators'
 * console: ~10 ms), a reseller's customers and a partner's credit movements of each kind. As with the open tickets (migration 0022): statement
 * triggers with transition tables add one signed row per counted scope a statement changes, insert
 * only, so writers never wait on a counter row; a fold sums each scope's rows into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('list', 'text', (c) =>
      c.notNull().check(sql`list in ('opportunities', 'companies', 'customers') or list like 'movements.%'`),
    )
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('list_counts_list_scope_idx').on('list_counts').columns(['list', 'scope']).execute();

  // A partner's leads, by the partner (opportunities.company_id).
  await sql`
    create function list_counts_opportunities() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into list_counts select 'opportunities', company_id, count(*) from new_rows group by 2;
      elsif tg_op = 'DELETE' then
        insert into list_counts select 'opportunities', company_id, -count(*) from old_rows group by 2;
      else
        insert into list_counts select 'opportunities', company_id, sum(d) from (
          select company_id, -1 as d from old_rows union all select company_id, 1 from new_rows
        ) changes group by 2 having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  // Every company (scope 0), and a reseller's customers (aziende.parent_id).
  await sql`
    create function list_counts_companies() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into list_counts select 'companies', 0, count(*) from new_rows having count(*) > 0;
        insert into list_counts select 'customers', parent_id, count(*) from new_rows where parent_id is not null group by 2;
      elsif tg_op = 'DELETE' then
        insert into list_counts select 'companies', 0, -count(*) from old_rows having count(*) > 0;
        insert into list_counts select 'customers', parent_id, -count(*) from old_rows where parent_id is not null group by 2;
      else
        insert into list_counts select 'customers', parent_id, sum(d) from (
          select parent_id, -1 as d from old_rows where parent_id is not null
          union all select parent_id, 1 from new_rows where parent_id is not null
        ) changes group by 2 having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  // A company's credit movements, by kind ('movements.provvigioni', ...).
  await sql`
    create function list_counts_movements() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into list_counts select 'movements.' || tipo, company_id, count(*) from new_rows group by 1, 2;
      elsif tg_op = 'DELETE' then
        insert into list_counts select 'movements.' || tipo, company_id, -count(*) from old_rows group by 1, 2;
      else
        insert into list_counts select 'movements.' || tipo, company_id, sum(d) from (
          select tipo, company_id, -1 as d from old_rows union all select tipo, company_id, 1 from new_rows
        ) changes group by 1, 2 having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, fn] of [
    ['opportunities', 'list_counts_opportunities'],
    ['aziende', 'list_counts_companies'],
    ['credit_movements', 'list_counts_movements'],
  ] as const) {
    const t = sql.raw(table);
    const f = sql.raw(fn);
    await sql`create trigger ${sql.raw(`${table}_list_counts_insert`)} after insert on ${t}
      referencing new table as new_rows for each statement execute function ${f}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_list_counts_update`)} after update on ${t}
      referencing old table as old_rows new table as new_rows for each statement execute function ${f}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_list_counts_delete`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function ${f}()`.execute(db);
  }
  await sql`
    create function list_counts_truncated() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'opportunities' then
        delete from list_counts where list = 'opportunities';
      elsif tg_table_name = 'credit_movements' then
        delete from list_counts where list like 'movements.%';
      else
        delete from list_counts where list in ('companies', 'customers');
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['opportunities', 'aziende', 'credit_movements'])
    await sql`create trigger ${sql.raw(`${table}_list_counts_truncate`)} after truncate on ${sql.raw(table)}
      for each statement execute function list_counts_truncated()`.execute(db);

  await sql`insert into list_counts select 'opportunities', company_id, count(*) from opportunities group by 2`.execute(
    db,
  );
  await sql`insert into list_counts select 'companies', 0, count(*) from aziende having count(*) > 0`.execute(db);
  await sql`insert into list_counts select 'customers', parent_id, count(*) from aziende where parent_id is not null group by 2`.execute(
    db,
  );
  await sql`insert into list_counts select 'movements.' || tipo, company_id, count(*) from credit_movements group by 1, 2`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['opportunities', 'aziende', 'credit_movements'])
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await sql`drop trigger ${sql.raw(`${table}_list_counts_${event}`)} on ${sql.raw(table)}`.execute(db);
  await sql`drop function list_counts_opportunities()`.execute(db);
  await sql`drop function list_counts_companies()`.execute(db);
  await sql`drop function list_counts_movements()`.execute(db);
  await sql`drop function list_counts_truncated()`.execute(db);
  await db.schema.dropTable('list_counts').execute();
}
