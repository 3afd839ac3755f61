import type { Db } from '../../../platform/db/database.ts';
import type { OidcProvider, OidcRequestsTable, User } from '../../../platform/db/schema.ts';

/** A provider sign-in must come back within 15 minutes. */
export const OIDC_REQUEST_TTL_MS = 15 * 60 * 1000;

export interface NewOidcRequest {
  stateHash: string;
  provider: OidcProvider;
  browser: string;
  nonce: string;
  codeVerifier: string | null;
  mode: OidcRequestsTable['mode'];
  antk: string | null;
  ref: string | null;
}

export async function insertOidcRequest(db: Db, request: NewOidcRequest, now: Date): Promise<void> {
  await db
    .insertInto('oidc_requests')
    .values({
      state_hash: request.stateHash,
      provider: request.provider,
      browser: request.browser,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      mode: request.mode,
      antk: request.antk,
      ref: request.ref,
      created_at: now,
      expires_at: new Date(now.getTime() + OIDC_REQUEST_TTL_MS),
    })
    .execute();
}

/** The code flow's return: the request this browser started, marked used atomically so a state serves once. */
export async function takeOidcRequest(db: Db, provider: OidcProvider, stateHash: string, browser: string, now: Date) {
  return db
    .updateTable('oidc_requests')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .where('browser', '=', browser)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['mode', 'antk', 'ref', 'nonce', 'code_verifier'])
    .executeTakeFirst();
}

/** The Google sign-in this browser started with that nonce, if still open. */
export async function findOpenRequestByNonce(
  db: Db,
  provider: OidcProvider,
  browser: string,
  nonce: string,
  now: Date,
) {
  return db
    .selectFrom('oidc_requests')
    .select(['state_hash', 'mode', 'antk', 'ref'])
    .where('provider', '=', provider)
    .where('browser', '=', browser)
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function markOidcRequestUsed(db: Db, stateHash: string, now: Date): Promise<void> {
  await db.updateTable('oidc_requests').set({ used_at: now }).where('state_hash', '=', stateHash).execute();
}

export async function deleteExpiredOidcRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('oidc_requests').where('expires_at', '<=', now).execute();
}

export async function findUserByIdentity(db: Db, provider: OidcProvider, subject: string): Promise<User | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** The users with that e-mail address (any case): the identity links only when exactly one matches. */
export async function findUsersByEmail(db: Db, email: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .limit(2)
    .execute();
}

export async function linkIdentity(
  db: Db,
  provider: OidcProvider,
  subject: string,
  userId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({ provider, subject, user_id: userId, email, created_at: now, last_used_at: now })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

export async function touchIdentity(db: Db, provider: OidcProvider, subject: string, now: Date): Promise<void> {
  await db
    .updateTable('user_identities')
    .set({ last_used_at: now })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .execute();
}
