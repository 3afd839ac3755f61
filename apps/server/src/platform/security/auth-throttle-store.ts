import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Takes one attempt from the budget under `key` in one statement: it starts a new window when
 * the last one has ended and counts, or leaves a spent budget alone. Attempts made at the same
 * moment each get their own count, so no more than `max` of them pass. Answers the count with
 * this attempt, or null when the budget was already spent.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('auth_throttle')
    .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when auth_throttle.reset_at <= ${now} then 1 else auth_throttle.count + 1 end`,
          reset_at: sql<Date>`case when auth_throttle.reset_at <= ${now} then excluded.reset_at else auth_throttle.reset_at end`,
        })
        .where((eb) => eb.or([eb('auth_throttle.reset_at', '<=', now), eb('auth_throttle.count', '<', max)])),
    )
    .returning('count')
    .executeTakeFirst();
  return row?.count ?? null;
}

/** Gives an attempt back to the budget of its window (the secret was right). */
export async function giveBackAttempt(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_throttle')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .execute();
}

/** Refills the budgets under these keys. */
export async function forgetAttempts(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

export async function deleteExpiredAttempts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_throttle').where('reset_at', '<=', now).execute();
}
