import type { Db } from '../../platform/db/database.ts';

/** Form check tokens live 15 minutes and serve once. */
export const CHECK_TOKEN_TTL_MS = 15 * 60 * 1000;

export async function insertCheckToken(db: Db, hash: string, browser: string, now: Date): Promise<void> {
  await db
    .insertInto('check_tokens')
    .values({ hash, browser, created_at: now, expires_at: new Date(now.getTime() + CHECK_TOKEN_TTL_MS) })
    .execute();
}

/** Marks the token used if it is this browser's, unused and unexpired — atomically, so it serves once. */
export async function consumeCheckToken(db: Db, hash: string, browser: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('check_tokens')
    .set({ used_at: now })
    .where('hash', '=', hash)
    .where('browser', '=', browser)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredCheckTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('check_tokens').where('expires_at', '<=', now).execute();
}
