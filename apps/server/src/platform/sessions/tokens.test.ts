import { describe, expect, it } from 'vitest';
import { newToken, rememberingDigest, tokenDigest } from './tokens.ts';

describe('rememberingDigest', () => {
  it('answers what tokenDigest answers, for its own secret, also after its memory started again', () => {
    const digest = rememberingDigest('secret-a', 3);
    const tokens = Array.from({ length: 8 }, () => newToken());
    for (const token of tokens) expect(digest(token)).toBe(tokenDigest('secret-a', token));
    for (const token of [tokens[0]!, tokens.at(-1)!]) expect(digest(token)).toBe(tokenDigest('secret-a', token));
    expect(rememberingDigest('secret-b')(tokens[0]!)).not.toBe(digest(tokens[0]!));
  });
});
