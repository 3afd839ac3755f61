import { createHmac } from 'node:crypto';

/**
 * An independent RFC 6238 implementation (node:crypto, not the server's
 * library): the codes an authenticator app would show.
 */
export function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP, SHA-1, 6 digits. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The time step of a moment (30 s). */
export const stepAt = (time: number): number => Math.floor(time / 1000 / 30);

/** The TOTP code for a base32 secret at a moment (default now), or `steps` steps away from it. */
export function totpCode(base32: string, time = Date.now(), steps = 0): string {
  return hotp(base32Decode(base32), stepAt(time) + steps);
}
