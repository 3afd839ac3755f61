import { LOGIN_BAN } from '@sportello/domain';
import type { Db } from '../db/database.ts';
import { addressBudget, checkWithinBudgets, type AttemptBudget, type AttemptOutcome } from './auth-throttle.ts';
import { forgetAttempts } from './auth-throttle-store.ts';

const MINUTE_MS = 60 * 1000;

export async function isBanned(db: Db, ip: string, now: Date): Promise<boolean> {
  const ban = await db
    .selectFrom('ip_bans')
    .select('ip')
    .where('ip', '=', ip)
    .where('until', '>', now)
    .executeTakeFirst();
  return ban !== undefined;
}

async function banAddress(db: Db, ip: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + LOGIN_BAN.banMinutes * MINUTE_MS);
  await db
    .insertInto('ip_bans')
    .values({ ip, until, reason: 'login_failures', created_at: now })
    .onConflict((oc) => oc.column('ip').doUpdateSet({ until, reason: 'login_failures' }))
    .execute();
}

/**
 * A sign-in's check of a secret from an address (`prove`, as checkWithinBudgets takes it),
 * within the address's budget and the `others` given (auth-throttle.ts). DESIGN §5: the failure
 * that uses up the address's budget (LOGIN_BAN.failures within LOGIN_BAN.windowMinutes) bans it
 * for LOGIN_BAN.banMinutes, and so does an attempt that finds it spent. A failure is traced in
 * login_failures with the name tried.
 */
export async function checkFromAddress<T>(
  db: Db,
  client: { ip: string; username: string },
  now: Date,
  prove: () => Promise<T | null>,
  others: readonly AttemptBudget[] = [],
): Promise<AttemptOutcome<T>> {
  const address = addressBudget(client.ip);
  const outcome = await checkWithinBudgets(db, [address, ...others], now, prove);
  if (outcome.result === 'failed') {
    await db
      .insertInto('login_failures')
      .values({ ip: client.ip, username: client.username.slice(0, 100), created_at: now })
      .execute();
  }
  const addressSpent =
    outcome.result === 'refused'
      ? outcome.spent === address
      : outcome.result === 'failed' && outcome.exhausted.includes(address);
  if (addressSpent) await banAddress(db, client.ip, now);
  return outcome;
}

/** A failed sign-in with nothing left to check (a refused provider token): it counts like a wrong password. */
export async function recordLoginFailure(db: Db, ip: string, username: string, now: Date): Promise<void> {
  await checkFromAddress(db, { ip, username }, now, async () => null);
}

export async function deleteStaleLoginRecords(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('ip_bans').where('until', '<=', now).execute();
  const keepSince = new Date(now.getTime() - LOGIN_BAN.windowMinutes * MINUTE_MS);
  await db.deleteFrom('login_failures').where('created_at', '<=', keepSince).execute();
}

/**
 * Lifts the ban of an address (the 'Sblocco IP' page) and refills its budget of failed
 * sign-ins, so the next mistake does not ban it again at once; the accounts' budgets stay as
 * they are. `addresses` are the forms the address may have been recorded in. True when a live
 * ban went. Run it in a transaction (the caller's, with its audit row).
 */
export async function liftBan(db: Db, addresses: readonly string[], now: Date): Promise<boolean> {
  const lifted = await db.deleteFrom('ip_bans').where('ip', 'in', addresses).returning('until').execute();
  await forgetAttempts(
    db,
    addresses.map((ip) => addressBudget(ip).key),
  );
  return lifted.some((ban) => ban.until > now);
}
