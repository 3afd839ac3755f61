import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed-box.ts';

const digestWith = (secret: string) => (value: string) => createHmac('sha256', secret).update(value).digest('hex');
const digest = digestWith('a-session-secret-of-at-least-32-characters');

describe('sealed box', () => {
  it('opens what it sealed, and the sealed text does not contain it', () => {
    const sealed = seal(digest, 'transfer-password', 'hunter2 with spaces');
    expect(sealed).not.toContain('hunter2');
    expect(unseal(digest, 'transfer-password', sealed)).toBe('hunter2 with spaces');
    // A fresh IV each time: the same password never seals to the same text.
    expect(seal(digest, 'transfer-password', 'hunter2 with spaces')).not.toBe(sealed);
  });

  it('opens nothing with another purpose, another secret or a changed byte', () => {
    const sealed = seal(digest, 'transfer-password', 'hunter2');
    expect(unseal(digest, 'totp-secret-key', sealed)).toBeNull();
    expect(unseal(digestWith('another-session-secret-of-32-characters!'), 'transfer-password', sealed)).toBeNull();
    // The character changed is the one tested: picking by the last one left the text unchanged one run in 64.
    const changed = sealed.at(-2) === 'A' ? 'B' : 'A';
    const flipped = sealed.slice(0, -2) + changed + sealed.slice(-1);
    expect(flipped).not.toBe(sealed);
    expect(unseal(digest, 'transfer-password', flipped)).toBeNull();
    expect(unseal(digest, 'transfer-password', 'plain text')).toBeNull();
  });
});
