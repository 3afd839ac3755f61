import { LOGIN_BAN } from '@sportello/domain';
import type { Db } from '../db/database.ts';

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

/**
 * DESIGN §5: LOGIN_BAN.failures failed logins from one address within
 * LOGIN_BAN.windowMinutes ban it for LOGIN_BAN.banMinutes.
 */
export async function recordLoginFailure(db: Db, ip: string, username: string, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ ip, username: username.slice(0, 100), created_at: now }).execute();
  const since = new Date(now.getTime() - LOGIN_BAN.windowMinutes * MINUTE_MS);
  const { failures } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(failures) < LOGIN_BAN.failures) return;
  const until = new Date(now.getTime() + LOGIN_BAN.banMinutes * MINUTE_MS);
  await db
    .insertInto('ip_bans')
    .values({ ip, until, reason: 'login_failures', created_at: now })
    .onConflict((oc) => oc.column('ip').doUpdateSet({ until, reason: 'login_failures' }))
    .execute();
}

export async function deleteStaleLoginRecords(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('ip_bans').where('until', '<=', now).execute();
  const keepSince = new Date(now.getTime() - LOGIN_BAN.windowMinutes * MINUTE_MS);
  await db.deleteFrom('login_failures').where('created_at', '<=', keepSince).execute();
}

/**
 * Lifts the ban of an address (the 'Sblocco IP' page) and forgets its failed
 * sign-ins, so the next mistake does not ban it again at once. `addresses`
 * are the forms the address may have been recorded in. True when a live ban went.
 */
export async function liftBan(db: Db, addresses: readonly string[], now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lifted = await trx.deleteFrom('ip_bans').where('ip', 'in', addresses).returning('until').execute();
    await trx.deleteFrom('login_failures').where('ip', 'in', addresses).execute();
    return lifted.some((ban) => ban.until > now);
  });
}
