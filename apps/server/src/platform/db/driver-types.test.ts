import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { createDatabase, type Db } from './database.ts';

/**
 * A value of each column type the schema uses, as PostgreSQL's literal. In CI a feature file's SQL
 * runs on PostgreSQL only (vitest.config.ts), so a type the two drivers read differently would show
 * on the embedded database alone, at `npm start`: here both read the same literals.
 */
const SAMPLES: Record<string, string> = {
  _int2: `'{1,7}'::int2[]`,
  _text: `'{mail,pec}'::text[]`,
  bool: 'true',
  bytea: `'\\x00ff10'::bytea`,
  date: `'2026-02-28'::date`,
  int4: '2147483647',
  int8: '9007199254740993::int8',
  jsonb: `'{"a": [1, "b", null], "n": 1.5}'::jsonb`,
  numeric: '22.75::numeric',
  text: `'Società'::text`,
  timestamptz: `'2026-03-29T01:30:00+01:00'::timestamptz`,
  varchar: `'IT01234567890'::varchar`,
};

const server = process.env.TEST_DATABASE_URL;

describe.runIf(server && process.env.SPORTELLO_TEST_DB === 'pglite')('the two database drivers', () => {
  let embedded: TestDatabase;
  let postgres: Db;
  beforeAll(async () => {
    embedded = await createTestDatabase('migrated');
    postgres = createDatabase({ kind: 'postgres', url: server as string, poolSize: 1 });
  });
  afterAll(async () => {
    await postgres?.destroy();
    await embedded?.drop();
  });

  it('have a sample of every column type the schema uses', async () => {
    const { rows } = await sql<{ udt_name: string }>`
      select distinct udt_name from information_schema.columns where table_schema = 'public' order by 1
    `.execute(embedded.db);
    expect(rows.map((row) => row.udt_name).filter((type) => !(type in SAMPLES))).toEqual([]);
  });

  it.each(Object.entries(SAMPLES))('read %s the same', async (_type, literal) => {
    const read = async (db: Db) => (await sql<{ v: unknown }>`select ${sql.raw(literal)} as v`.execute(db)).rows[0]?.v;
    const [fromPglite, fromPg] = await Promise.all([read(embedded.db), read(postgres)]);
    expect(fromPg).not.toBeUndefined();
    expect(fromPglite).toStrictEqual(fromPg);
    expect(Object.getPrototypeOf(fromPglite)).toBe(Object.getPrototypeOf(fromPg));
  });
});
