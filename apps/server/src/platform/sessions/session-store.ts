import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Session, SessionsTable, User } from '../db/schema.ts';

export interface SessionWithUser {
  session: Session;
  user: User;
}

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findLiveSession(db: Db, id: string, now: Date): Promise<SessionWithUser | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user ? { session, user } : undefined;
}

export async function touchSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Answers whether there was a row to delete. */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's live sessions, most recently used first (the profile's session list). */
export async function listUserSessions(db: Db, userId: number, now: Date): Promise<Session[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends every session of the user but one (after a change of password or of two-factor authentication). */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session, only if it is the user's: answers whether there was one. */
export async function deleteUserSession(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Keeps (sealed) or drops the authenticator secret this session was offered. */
export async function setPendingTotp(db: Db, id: string, sealed: string | null): Promise<void> {
  await db.updateTable('sessions').set({ totp_pending: sealed }).where('id', '=', id).execute();
}

/** The forgotten-password link has served: a further change of password needs the current one. */
export async function endPasswordReset(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ password_reset_until: null }).where('id', '=', id).execute();
}
