import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { normalizeTotpCode, TOTP_CODE } from '@sportello/domain';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/database.ts';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps; ±1 step of clock drift. */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_WINDOW = 1;

/** Keyed digest of the server (app.digest): HMAC-SHA-256 with SESSION_SECRET. */
export type Digest = (value: string) => string;

const SEAL_VERSION = 'v1';

/** The AES-256 key for authenticator secrets, derived from SESSION_SECRET through the keyed digest. */
function sealingKey(digest: Digest): Buffer {
  return Buffer.from(digest('sportello:totp-secret-key:v1'), 'hex');
}

/** A new random secret (160 bits, base32) for an authenticator app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Encrypts a base32 secret for the database (AES-256-GCM): a copy of the database does not yield codes. */
export function sealTotpSecret(digest: Digest, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(digest), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The base32 secret, or null when it cannot be opened (another SESSION_SECRET, a damaged value). */
export function openTotpSecret(digest: Digest, sealed: string): string | null {
  const [version, payload] = sealed.split('.', 2);
  if (version !== SEAL_VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(digest), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The time step a code belongs to, or null when it matches none within the window. */
export function totpStepOf(base32: string, code: string, now: Date): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(base32), ...TOTP_PARAMS });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
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
 * Checks a code against the user's secret and, if it matches a time step
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

/** Whether the user must give an authenticator code to sign in. */
export const requiresTotp = (user: { totp_secret: string | null }): boolean => user.totp_secret !== null;

/** The otpauth:// address an authenticator app reads (as a QR code) to enrol the secret. */
export function totpUri(base32: string, label: string, issuer: string): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32), ...TOTP_PARAMS }).toString();
}

/** A base32 secret someone typed: at least 80 bits. */
export const BASE32_SECRET = /^[A-Z2-7]{16,}=*$/;
