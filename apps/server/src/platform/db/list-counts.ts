import { sql } from 'kysely';
import type { QueryBuilder } from './compiled-queries.ts';
import type { Db } from './database.ts';

/** The kept lists: 'movements.<tipo>' is a company's credit movements of one kind. */
export type ListName = 'opportunities' | 'companies' | 'customers' | `movements.${string}`;

/**
 * A long list's total as its triggers keep it (migration 0050): the sum of a few signed rows, however
 * many rows the list has. Only for the list unfiltered and unsearched: those count their rows.
 */
export function keptCount(qb: QueryBuilder, list: ListName | readonly ListName[], scope: number) {
  const lists = typeof list === 'string' ? [list] : list;
  return qb
    .selectFrom('list_counts')
    .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
    .where(
      'list_counts.list',
      'in',
      lists.map((l) => sql.lit(l)),
    )
    .where('list_counts.scope', '=', scope);
}

/**
 * Folds each (list, scope) of list_counts into one row (housekeeping, and after a bulk load). One
 * statement: rows the triggers add meanwhile are not in its snapshot and stay, still counted.
 */
export async function foldListCounts(db: Db): Promise<void> {
  await sql`with folded as (delete from list_counts returning list, scope, n)
    insert into list_counts select list, scope, sum(n) from folded group by 1, 2 having sum(n) <> 0`.execute(db);
}
