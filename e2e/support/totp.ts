// The server suite's independent RFC 6238 implementation (node:crypto, not the server's library).
import { totpCode as codeAt } from '../../apps/server/src/test-support/totp.ts';

/** The code an authenticator app shows for a base32 secret, `steps` time steps away from now. */
export function totpCode(base32: string, steps = 0): string {
  return codeAt(base32, Date.now(), steps);
}

/** A six-digit code the server accepts at no step near now. */
export function wrongTotpCode(base32: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(base32, steps)));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}
