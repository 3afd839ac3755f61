/**
 * Spec 1 §9 'Generated password': 12 characters, at most 3 digits and at most 3 upper-case letters,
 * no ambiguous characters (no 0/O/o, 1/l/I/i). At least one digit and one upper-case letter, so it
 * passes every password rule of the portal and the panels (letters and digits).
 */
export const GENERATED_PASSWORD = { length: 12, maxDigits: 3, maxUpper: 3 } as const;
const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
export const AMBIGUOUS_CHARACTERS = '0Oo1lIi';

/** A uniform integer below `n` from the platform's cryptographic generator (Web Crypto: browser and Node alike). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
}

const pick = (alphabet: string) => alphabet[randomBelow(alphabet.length)]!;

export function generatePassword(): string {
  const digits = 1 + randomBelow(GENERATED_PASSWORD.maxDigits);
  const upper = 1 + randomBelow(GENERATED_PASSWORD.maxUpper);
  const chars = [
    ...Array.from({ length: digits }, () => pick(DIGITS)),
    ...Array.from({ length: upper }, () => pick(UPPER)),
    ...Array.from({ length: GENERATED_PASSWORD.length - digits - upper }, () => pick(LOWER)),
  ];
  // Fisher–Yates with the same generator: where the digits and capitals fall is random too.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
