import type { Db } from '../../platform/db/database.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { keyDigest } from './invite-store.ts';

/** How long a request to administer a company can be authorised. */
export const AUTH_REQUEST_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewAuthRequest {
  /** aid: the company to administer. */
  companyId: number;
  /** uid: the user asking. */
  userId: number;
  now?: Date;
  ttlDays?: number;
  /** Only demo data sets its own token; otherwise a random one. */
  key?: string;
}

/** Records a request to administer a company; answers the token (tok) that goes in the link. */
export async function createAuthRequest(db: Db, request: NewAuthRequest): Promise<{ id: number; tok: string }> {
  const tok = request.key ?? newToken();
  const now = request.now ?? new Date();
  const { id } = await db
    .insertInto('auth_requests')
    .values({
      company_id: request.companyId,
      user_id: request.userId,
      tok_hash: keyDigest(tok),
      created_at: now,
      expires_at: new Date(now.getTime() + (request.ttlDays ?? AUTH_REQUEST_TTL_DAYS) * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, tok };
}

export interface AuthRequestKey {
  aid: number;
  uid: number;
  tok: string;
}

/** The live request these three values name: who asks, for which company. */
export async function findLiveAuthRequest(
  db: Db,
  key: AuthRequestKey,
  now: Date,
): Promise<{ username: string; email: string; azienda: string } | undefined> {
  return db
    .selectFrom('auth_requests')
    .innerJoin('users', 'users.id', 'auth_requests.user_id')
    .innerJoin('aziende', 'aziende.id', 'auth_requests.company_id')
    .select(['users.username', 'users.email', 'aziende.ragione_sociale as azienda'])
    .where('auth_requests.tok_hash', '=', keyDigest(key.tok))
    .where('auth_requests.company_id', '=', key.aid)
    .where('auth_requests.user_id', '=', key.uid)
    .where('auth_requests.expires_at', '>', now)
    .executeTakeFirst();
}

/** Takes the request out, if live: a token serves once. */
export async function consumeAuthRequest(db: Db, key: AuthRequestKey, now: Date): Promise<boolean> {
  const row = await db
    .deleteFrom('auth_requests')
    .where('tok_hash', '=', keyDigest(key.tok))
    .where('company_id', '=', key.aid)
    .where('user_id', '=', key.uid)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredAuthRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_requests').where('expires_at', '<=', now).execute();
}
