import type { Db } from '../../../platform/db/database.ts';
import type { OidcProvider, User } from '../../../platform/db/schema.ts';
import { findUserByIdentity, findUsersByEmail, linkIdentity, touchIdentity } from './oidc-store.ts';

/** The ID token's claims this needs; the provider's signature over them has been checked. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

export type IdentityMatch =
  | { kind: 'user'; user: User }
  | { kind: 'unknown'; email: string; name: string }
  | { kind: 'unverified' };

/**
 * Which user a provider account is: the one linked to it, or the first time the one user whose
 * e-mail is the account's address as the provider has verified it (then linked for good).
 */
export async function matchIdentity(
  db: Db,
  provider: OidcProvider,
  claims: IdentityClaims,
  now: Date,
): Promise<IdentityMatch> {
  const linked = await findUserByIdentity(db, provider, claims.sub);
  if (linked) {
    await touchIdentity(db, provider, claims.sub, now);
    return { kind: 'user', user: linked };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // LinkedIn has sent the flag as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) return { kind: 'unverified' };
  const users = await findUsersByEmail(db, email);
  const [only] = users;
  if (users.length !== 1 || !only)
    return { kind: 'unknown', email, name: typeof claims.name === 'string' ? claims.name : '' };
  await linkIdentity(db, provider, claims.sub, only.id, email, now);
  return { kind: 'user', user: only };
}
