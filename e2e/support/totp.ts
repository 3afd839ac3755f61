import { createHmac } from 'node:crypto';

/**
 * The codes an authenticator app shows (RFC 6238: SHA-1, 6 digits, 30 s), computed here with
 * node:crypto alone, independently of the server's library.
 */
function base32Decode(input: string): Buffer {
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

function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The code of a base32 secret `steps` time steps away from now. */
export function totpCode(base32: string, steps = 0): string {
  return hotp(base32Decode(base32), Math.floor(Date.now() / 30_000) + steps);
}

/** A six-digit code the server accepts at no step near now. */
export function wrongTotpCode(base32: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(base32, steps)));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}
