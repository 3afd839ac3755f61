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

describe('paginate: a page by number, read from the end past the middle', () => {
  let tiedUser: number;
  let made = 0;

  /** A sign-in at one of four times, so many rows tie on the sort key and the id decides. */
  const signInAt = async (i: number) => {
    const at = `2026-02-0${1 + (i % 4)} 09:00:00+00`;
    const agent = i % 3 ? 'Chromium' : 'Firefox';
    await sql`insert into login_history (user_id, at, ip, user_agent) values (${tiedUser}, ${at}::timestamptz, ${`10.1.0.${i}`}, ${agent})`.execute(
      t.db,
    );
  };

  beforeAll(async () => {
    tiedUser = (await t.db.selectFrom('users').select('id').where('username', '=', 'owner').executeTakeFirstOrThrow())
      .id;
    await t.db.deleteFrom('login_history').where('user_id', '=', tiedUser).execute();
    for (; made < 17; made++) await signInAt(made);
  });

  /** The page as a plain OFFSET reads it. */
  async function plain(base: ListQuery<'at'>) {
    const dir = base.sort.direction;
    const all = await t.db
      .selectFrom('login_history')
      .select(['ip', 'user_agent'])
      .where('user_id', '=', tiedUser)
      .orderBy('at', dir)
      .orderBy('id', dir)
      .execute();
    const rows = all.filter((r) => !base.q || /firefox/i.test(r.user_agent ?? ''));
    const from = (base.page - 1) * base.size;
    return { ips: rows.slice(from, from + base.size).map((r) => r.ip), total: rows.length };
  }

  async function samePages(sizes: number[], q?: string) {
    for (const direction of ['asc', 'desc'] as const)
      for (const size of sizes) {
        const { total } = await plain(list({ size, ...(q ? { q } : {}) }));
        // Every page, one past the end and one far past it; the deep ones first, before any total is remembered.
        const pages = [
          Math.ceil(total / size) + 1,
          1000,
          ...Array.from({ length: Math.ceil(total / size) }, (_, i) => i + 1).reverse(),
        ];
        for (const page of pages) {
          const base = list({ page, size, sort: { key: 'at', direction }, ...(q ? { q } : {}) });
          const got = await signInPage(t.db, tiedUser, base);
          const want = await plain(base);
          expect({ direction, size, page, ips: ips(got), total: got.total }).toEqual({
            direction,
            size,
            page,
            ips: want.ips,
            total: want.total,
          });
          expect(got.next === undefined).toBe(page * size >= want.total);
        }
      }
  }

  it('reads every page, the odd last one and those past the end, as plain OFFSET does, both ways', async () => {
    await samePages([1, 2, 4, 5, 8, 16, 17, 20]);
  });

  it('reads the pages of a searched list as plain OFFSET does', async () => {
    await samePages([1, 2, 4, 5], 'firefox');
  });

  it('reads the right rows when rows came or went since the total was remembered', async () => {
    const last = (size: number) => list({ page: Math.ceil(made / size), size });
    const check = async (base: ListQuery<'at'>) => {
      const got = await signInPage(t.db, tiedUser, base);
      expect({ ips: ips(got), total: got.total }).toEqual(await plain(base));
    };
    await check(last(5));
    await signInAt(made++);
    await signInAt(made++);
    await check(list({ page: 3, size: 5 }));
    await check(list({ page: 4, size: 5 }));
    await t.db
      .deleteFrom('login_history')
      .where('user_id', '=', tiedUser)
      .where('ip', 'in', ['10.1.0.0', '10.1.0.5', '10.1.0.6'])
      .execute();
    await check(list({ page: 4, size: 5 }));
    await check(list({ page: 3, size: 5 }));
    await t.db.deleteFrom('login_history').where('user_id', '=', tiedUser).where('ip', 'like', '10.1.0.1%').execute();
    await check(list({ page: 3, size: 5 }));
    await check(list({ page: 2, size: 5 }));
  });
});
