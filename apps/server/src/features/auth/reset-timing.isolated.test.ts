import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settled } from '../../platform/http/after-response.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type * as signupStore from './signup-store.ts';

/** The account lookup of a reset, held back until the test lets it go. */
const lookup = vi.hoisted(() => ({ calls: 0, release: (): void => undefined, held: Promise.resolve() }));
vi.mock('./signup-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof signupStore>();
  return {
    ...original,
    findUsersByLogin: async (...args: Parameters<typeof original.findUsersByLogin>) => {
      lookup.calls += 1;
      await lookup.held;
      return original.findUsersByLogin(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000 });
});
afterAll(() => t.close());

/** POST /api/auth/reset straight through inject: TestBrowser would wait for the work after the answer. */
async function askReset(username: string) {
  const b = new TestBrowser(t.app, '10.88.0.1');
  const check = await b.checkToken();
  const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    payload: { username, check },
    remoteAddress: '10.88.0.1',
  });
}

const OWNER_EMAIL = 'mario.rossi@rossiarredamenti.example';

describe('POST /api/auth/reset answers before it looks anyone up', () => {
  it.each([
    ['an existing user', 'owner', 1],
    ['a name nobody has', 'nessuno', 0],
  ])('for %s: the same answer while the lookup is still held, the mail after', async (_, username, mails) => {
    const before = (await mailsTo(t.db, OWNER_EMAIL)).length;
    lookup.calls = 0;
    lookup.held = new Promise<void>((resolve) => {
      lookup.release = resolve;
    });

    const answered = askReset(username);
    const first = await Promise.race([
      answered,
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2000)),
    ]);
    const mailsWhileHeld = (await mailsTo(t.db, OWNER_EMAIL)).length;
    lookup.release();
    expect(first).not.toBe('no answer');
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('ok');
    expect(mailsWhileHeld).toBe(before);

    await settled(t.app);
    expect(lookup.calls).toBe(1);
    expect(await mailsTo(t.db, OWNER_EMAIL)).toHaveLength(before + mails);
  });
});
