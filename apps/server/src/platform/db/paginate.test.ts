import type { ListQuery } from '@sportello/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { signInPage } from '../sessions/login-history-store.ts';
import { HttpError } from '../http/http-error.ts';

let t: TestDatabase;
let userId: number;

beforeAll(async () => {
  t = await createTestDatabase('seeded');
  userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'tecnico').executeTakeFirstOrThrow()).id;
  await t.db.deleteFrom('login_history').where('user_id', '=', userId).execute();
  // 23 sign-ins with microsecond times (a JavaScript Date would round them) and ties on the time.
  for (let i = 0; i < 23; i++) {
    const at = `2026-01-01 10:00:${String(Math.floor(i / 2)).padStart(2, '0')}.${String(123456 + (i % 3)).padStart(6, '0')}+00`;
    await sql`insert into login_history (user_id, at, ip, user_agent) values (${userId}, ${at}::timestamptz, ${`10.0.0.${i}`}, ${i % 2 ? 'Firefox' : 'Chromium'})`.execute(
      t.db,
    );
  }
});
afterAll(() => t.drop());

const list = (overrides: Partial<ListQuery<'at'>> = {}): ListQuery<'at'> => ({
  page: 1,
  size: 5,
  sort: { key: 'at', direction: 'desc' },
  ...overrides,
});
const ips = (page: { items: { ip: string | null }[] }) => page.items.map((r) => r.ip);

async function readByCursor(base: ListQuery<'at'>) {
  const seen: (string | null)[] = [];
  let after: string | undefined;
  for (let round = 0; round < 10; round++) {
    const page = await signInPage(t.db, userId, { ...base, ...(after ? { after } : {}) });
    expect(page.total).toBe(base.q ? 11 : 23);
    seen.push(...ips(page));
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('the cursor never ended');
}

async function readByNumber(base: ListQuery<'at'>) {
  const seen: (string | null)[] = [];
  for (let page = 1; page <= 5; page++) seen.push(...ips(await signInPage(t.db, userId, { ...base, page })));
  return seen;
}

describe('paginate: keyset paging with `after`', () => {
  it.each(['asc', 'desc'] as const)(
    'reads the same rows as page numbers do, once each, sorting %s',
    async (direction) => {
      const base = list({ sort: { key: 'at', direction } });
      const byCursor = await readByCursor(base);
      expect(byCursor).toEqual(await readByNumber(base));
      expect(new Set(byCursor).size).toBe(23);
    },
  );

  it('keeps the filter while reading on', async () => {
    const byCursor = await readByCursor(list({ q: 'firefox' }));
    expect(byCursor).toHaveLength(11);
  });

  it('gives no next on the last page', async () => {
    expect((await signInPage(t.db, userId, list({ page: 5 }))).next).toBeUndefined();
    expect((await signInPage(t.db, userId, list({ size: 23 }))).next).toBeUndefined();
    expect((await signInPage(t.db, userId, list({ size: 22 }))).next).toBeDefined();
  });

  it('refuses a cursor of another order, a damaged one and a forged value with 400', async () => {
    const next = (await signInPage(t.db, userId, list())).next!;
    const refused = async (after: string, sort = list().sort) => {
      const error = await signInPage(t.db, userId, list({ after, sort })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
    };
    await refused(next, { key: 'at', direction: 'asc' });
    await refused('not a cursor');
    await refused(Buffer.from(JSON.stringify(['-at', 'half past ten', '1'])).toString('base64url'));
  });
});
