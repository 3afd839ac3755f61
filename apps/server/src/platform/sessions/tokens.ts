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

/**
 * tokenDigest with a memory: every signed-in call digests its session cookie, and the same few
 * thousand cookies come back all day (an HMAC was ~6% of a signed-in read's CPU).
 */
export function rememberingDigest(secret: string, remembered = 10_000): (token: string) => string {
  const digests = new Map<string, string>();
  return (token) => {
    let digest = digests.get(token);
    if (digest === undefined) {
      digest = tokenDigest(secret, token);
      // Beyond `remembered` tokens the memory starts again empty: bounded whatever the traffic.
      if (digests.size >= remembered) digests.clear();
      digests.set(token, digest);
    }
    return digest;
  };
}
