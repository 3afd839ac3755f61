import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from './seed.ts';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('the demo sign-ins', () => {
  it('are the same in the start banner and the README', () => {
    const listed = [...readme.matchAll(/^\| `([a-z.]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(DEMO_SIGN_INS.map((account) => account.username));
  });
});
