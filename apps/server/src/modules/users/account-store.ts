import { isRecoveryCode, normalizeTotpCode, TOTP_CODE, type Language } from '@sportello/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { UsersTable } from '../../platform/db/schema.ts';
import type { Digest } from '../../platform/security/sealed-box.ts';
import { openTotpSecret, sealTotpSecret, totpStepOf } from '../../platform/security/totp.ts';
import { spendRecoveryCode } from './recovery-codes.ts';

/** A new account: username = the address in lower case, unverified unless the address is proven. */
export async function createUser(
  db: Db,
  user: { email: string; passwordHash: string; language: Language; emailVerified: boolean },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.email.toLowerCase(),
      email: user.email,
      password_hash: user.passwordHash,
      lingua: user.language,
      email_verified: user.emailVerified,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoggedIn(db: Db, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

/** Marks the address confirmed; answers the user's username. */
export async function markEmailVerified(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}

/** The confirmed new address replaces the old one. */
export async function setConfirmedEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email, email_verified: true }).where('id', '=', userId).execute();
}

/** The personal data the profile edits. */
export type PersonalData = Pick<
  Updateable<UsersTable>,
  | 'title'
  | 'firstname'
  | 'lastname'
  | 'street'
  | 'postalcode'
  | 'city'
  | 'province'
  | 'country'
  | 'phone'
  | 'mobile'
  | 'email'
>;

export async function savePersonalData(db: Db, userId: number, data: PersonalData): Promise<void> {
  await db.updateTable('users').set(data).where('id', '=', userId).execute();
}

export async function savePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * Sets (base32) or clears (null) a user's authenticator secret; a new secret
 * starts with no code used. The profile's enable/disable calls use this.
 */
export async function setTotpSecret(db: Db, digest: Digest, userId: number, base32: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: base32 === null ? null : sealTotpSecret(digest, base32), totp_last_counter: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * A one-time recovery code stands in for the authenticator's code wherever one is asked (sign-in,
 * reauthentication) and is used up. Otherwise: checks a code against the user's secret and, if it matches a time step
 * later than the last one accepted, records that step — atomically, so the
 * same code (or an older one) is refused the second time, even by another
 * server process at the same moment.
 */
export async function acceptTotpCode(
  db: Db,
  digest: Digest,
  user: { id: number; totp_secret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (user.totp_secret && isRecoveryCode(code)) return spendRecoveryCode(db, digest, user.id, code, now);
  const typed = normalizeTotpCode(code);
  if (!user.totp_secret || !TOTP_CODE.test(typed)) return false;
  const base32 = openTotpSecret(digest, user.totp_secret);
  if (!base32) return false;
  const step = totpStepOf(base32, typed, now);
  if (step === null) return false;
  const row = await db
    .updateTable('users')
    .set({ totp_last_counter: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_counter', 'is', null), eb('totp_last_counter', '<', step)]))
    .where('totp_secret', '=', user.totp_secret)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
