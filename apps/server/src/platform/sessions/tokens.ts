import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, form check tokens, browser bindings. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token: an HMAC keyed with the session
 * secret, so a copy of the database neither yields usable cookies nor lets
 * anyone forge rows for tokens they invent.
 */
export function tokenDigest(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
