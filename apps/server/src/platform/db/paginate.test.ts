import { SEARCH_COUNT_CAP, type ListQuery } from '@sportello/domain/api';
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

describe('paginate: a search that matches more rows than it counts', () => {
  let manyUser: number;
  const matching = SEARCH_COUNT_CAP + 7;
  // Every thirtieth sign-in from another browser, which the search skips: 34 of 1,041.
  const others = 34;

  beforeAll(async () => {
    manyUser = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'reseller').executeTakeFirstOrThrow()
    ).id;
    await t.db.deleteFrom('login_history').where('user_id', '=', manyUser).execute();
    // One sign-in a second.
    await sql`insert into login_history (user_id, at, ip, user_agent)
      select ${manyUser}, timestamptz '2026-03-01 08:00:00+00' + i * interval '1 second', '10.2.' || (i / 250) || '.' || (i % 250),
        case when i % 30 = 29 then 'Chromium' else 'Firefox' end
      from generate_series(0, ${matching + others - 1}) as i`.execute(t.db);
    const firefox = await t.db
      .selectFrom('login_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', manyUser)
      .where('user_agent', '=', 'Firefox')
      .executeTakeFirstOrThrow();
    expect(Number(firefox.n)).toBe(matching);
  });

  const searched = (overrides: Partial<ListQuery<'at'>> = {}) => list({ size: 10, q: 'firefox', ...overrides });

  /** The searched rows' addresses as a plain OFFSET reads them. */
  async function plainIps(base: ListQuery<'at'>) {
    const dir = base.sort.direction;
    const rows = await t.db
      .selectFrom('login_history')
      .select('ip')
      .where('user_id', '=', manyUser)
      .where('user_agent', '=', 'Firefox')
      .orderBy('at', dir)
      .orderBy('id', dir)
      .offset((base.page - 1) * base.size)
      .limit(base.size)
      .execute();
    return rows.map((r) => r.ip);
  }

  it('answers the cap as a lower bound on page 1, and an exact total unsearched', async () => {
    const page = await signInPage(t.db, manyUser, searched());
    expect({ total: page.total, totalAtLeast: page.totalAtLeast }).toEqual({
      total: SEARCH_COUNT_CAP,
      totalAtLeast: true,
    });
    expect(page.next).toBeDefined();
    expect(ips(page)).toEqual(await plainIps(searched()));
    const all = await signInPage(t.db, manyUser, list({ size: 10 }));
    expect({ total: all.total, totalAtLeast: all.totalAtLeast }).toEqual({
      total: matching + others,
      totalAtLeast: undefined,
    });
  });

  it('reads deep pages forward as plain OFFSET does; the last one knows the total, one past it does not', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const at = (page: number) => searched({ page, sort: { key: 'at', direction } });
      const lastPage = Math.ceil(matching / 10);
      for (const page of [lastPage, lastPage - 1, 50, 2]) {
        const got = await signInPage(t.db, manyUser, at(page));
        expect({ page, ips: ips(got) }).toEqual({ page, ips: await plainIps(at(page)) });
      }
      const last = await signInPage(t.db, manyUser, at(lastPage));
      expect({ total: last.total, totalAtLeast: last.totalAtLeast, next: last.next }).toEqual({
        total: matching,
        totalAtLeast: undefined,
        next: undefined,
      });
      const before = await signInPage(t.db, manyUser, at(lastPage - 1));
      expect({ total: before.total, totalAtLeast: before.totalAtLeast }).toEqual({
        total: (lastPage - 1) * 10,
        totalAtLeast: true,
      });
      const past = await signInPage(t.db, manyUser, at(lastPage + 5));
      expect({ items: past.items, total: past.total, totalAtLeast: past.totalAtLeast }).toEqual({
        items: [],
        total: SEARCH_COUNT_CAP,
        totalAtLeast: true,
      });
    }
  });

  it('reads every matching row once through the cursors, each page saying at least the cap', async () => {
    const seen = new Set<string | null>();
    let after: string | undefined;
    for (let round = 0; round < 20; round++) {
      const page = await signInPage(t.db, manyUser, searched({ size: 100, ...(after ? { after } : {}) }));
      expect({ total: page.total, totalAtLeast: page.totalAtLeast }).toEqual({
        total: SEARCH_COUNT_CAP,
        totalAtLeast: true,
      });
      for (const ip of ips(page)) seen.add(ip);
      after = page.next;
      if (!after) break;
    }
    expect(after).toBeUndefined();
    expect(seen.size).toBe(matching);
  });
});
