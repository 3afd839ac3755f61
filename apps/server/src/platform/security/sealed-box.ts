import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Keyed digest of the server (app.digest): HMAC-SHA-256 with SESSION_SECRET. */
export type Digest = (value: string) => string;

const SEAL_VERSION = 'v1';

/**
 * Secrets the server must read back but a copy of the database must not reveal (authenticator
 * secrets, the passwords a customer gives for a transfer): AES-256-GCM with a key per purpose,
 * derived from SESSION_SECRET through the keyed digest, so one purpose's key opens nothing else.
 */
function sealingKey(digest: Digest, purpose: string): Buffer {
  return Buffer.from(digest(`sportello:${purpose}:v1`), 'hex');
}

export function seal(digest: Digest, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(digest, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain text, or null when it cannot be opened (another SESSION_SECRET or purpose, a damaged value). */
export function unseal(digest: Digest, purpose: string, sealed: string): string | null {
  const [version, payload] = sealed.split('.', 2);
  if (version !== SEAL_VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(digest, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
