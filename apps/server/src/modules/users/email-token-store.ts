import type { Db } from '../../platform/db/database.ts';

/**
 * What an e-mailed token is for: confirming the address, signing in once (password reset), or
 * confirming a new address of the profile (the token carries it).
 */
export type EmailTokenPurpose = 'confirm' | 'signin' | 'email_change';

const HOUR_MS = 60 * 60 * 1000;
/** Address confirmation links stay valid two days; sign-in links one hour. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 48 * HOUR_MS,
  signin: HOUR_MS,
  email_change: 48 * HOUR_MS,
};

/** `email`: the new address an 'email_change' token confirms. */
export async function insertEmailToken(
  db: Db,
  hash: string,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
  email: string | null = null,
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      hash,
      user_id: userId,
      purpose,
      email,
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
    })
    .execute();
}

/** Whether the token is live (unused, unexpired) for this user and purpose, without using it. */
export async function isLiveEmailToken(
  db: Db,
  hash: string,
  purpose: EmailTokenPurpose,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_tokens')
    .select('hash')
    .where('hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the token if it is live — atomically, so it serves once — and answers
 * whose it was. `userId` restricts it to one user.
 */
export async function consumeEmailToken(
  db: Db,
  hash: string,
  purpose: EmailTokenPurpose,
  now: Date,
  userId?: number,
): Promise<number | undefined> {
  let query = db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.returning('user_id').executeTakeFirst();
  return row?.user_id;
}

/** Uses the user's live 'email_change' token once; answers the new address it confirms. */
export async function consumeEmailChangeToken(
  db: Db,
  hash: string,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('hash', '=', hash)
    .where('purpose', '=', 'email_change')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  return row?.email ?? undefined;
}

/** The new address waiting for its link: the one of the user's live 'email_change' token (one at most). */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('email_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Voids a user's other live tokens of one purpose (after one of them served). */
export async function voidEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteExpiredEmailTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('email_tokens').where('expires_at', '<=', now).execute();
}
