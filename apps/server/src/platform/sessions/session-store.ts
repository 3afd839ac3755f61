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
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
