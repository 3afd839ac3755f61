import type { Db } from '../db/database.ts';

export interface SignIn {
  userId: number;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function recordSignIn(db: Db, signIn: SignIn): Promise<void> {
  await db
    .insertInto('login_history')
    .values({ user_id: signIn.userId, at: signIn.at, ip: signIn.ip, user_agent: signIn.userAgent })
    .execute();
}

/** The user's latest sign-ins, newest first. */
export async function latestSignIns(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('login_history')
    .select(['at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
