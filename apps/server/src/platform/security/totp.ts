import { Secret, TOTP } from 'otpauth';
import { seal, unseal, type Digest } from './sealed-box.ts';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps; ±1 step of clock drift. */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_WINDOW = 1;

/** Authenticator secrets' key (its purpose name predates sealed-box.ts: keep it, or stored secrets stop opening). */
const TOTP_PURPOSE = 'totp-secret-key';

/** A new random secret (160 bits, base32) for an authenticator app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Encrypts a base32 secret for the database: a copy of the database does not yield codes. */
export function sealTotpSecret(digest: Digest, base32: string): string {
  return seal(digest, TOTP_PURPOSE, base32);
}

/** The base32 secret, or null when it cannot be opened (another SESSION_SECRET, a damaged value). */
export function openTotpSecret(digest: Digest, sealed: string): string | null {
  return unseal(digest, TOTP_PURPOSE, sealed);
}

/** The time step a code belongs to, or null when it matches none within the window. */
export function totpStepOf(base32: string, code: string, now: Date): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(base32), ...TOTP_PARAMS });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** Whether the user must give an authenticator code to sign in. */
export const requiresTotp = (user: { totp_secret: string | null }): boolean => user.totp_secret !== null;

/** The otpauth:// address an authenticator app reads (as a QR code) to enrol the secret. */
export function totpUri(base32: string, label: string, issuer: string): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32), ...TOTP_PARAMS }).toString();
}

/** A base32 secret someone typed: at least 80 bits. */
export const BASE32_SECRET = /^[A-Z2-7]{16,}=*$/;
