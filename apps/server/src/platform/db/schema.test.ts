import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../demo/customers-seed.ts';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../demo/seed.ts';
import { DEMO_CANDIDATE } from '../../demo/partner-seed.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { readDeclaredSchema, type DeclaredColumn, type DeclaredSchema } from '../../test-support/declared-schema.ts';
import { DEMO_USERS_MEMBERS } from '../../demo/users-seed.ts';
import { DEMO_ACCOUNT_USERS } from '../../demo/account-seed.ts';
import { DEMO_SUPPORT } from '../../demo/console-seed.ts';
import { isCodiceFiscale, vatNumberIssue } from '@sportello/domain';

/** The TypeScript type each PostgreSQL type reads as, with this project's parsers. */
const TS_TYPE_OF: Record<string, string> = {
  integer: 'number',
  // pg and PGlite read int8 as a string: it may not fit a JS number.
  bigint: 'string',
  numeric: 'number',
  text: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  date: 'string',
  _text: 'string[]',
  _int2: 'number[]',
  jsonb: 'unknown',
  // Both drivers read bytea as a Buffer (platform/db/database.ts): sent as it is, not copied.
  bytea: 'Buffer',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterAll(() => database.drop());

describe('database schema', () => {
  it('matches schema.ts table for table, column for column', async () => {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
    }>`
      select table_name, column_name, data_type, udt_name, is_nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(database.db);

    const migrated: DeclaredSchema = new Map();
    for (const row of rows) {
      const columns = migrated.get(row.table_name) ?? new Map<string, DeclaredColumn>();
      const pgType = row.data_type === 'ARRAY' ? row.udt_name : row.data_type;
      columns.set(row.column_name, {
        type: TS_TYPE_OF[pgType] ?? `unmapped ${pgType}`,
        nullable: row.is_nullable === 'YES',
      });
      migrated.set(row.table_name, columns);
    }

    const declared = readDeclaredSchema();
    expect([...declared.keys()].sort()).toEqual([...migrated.keys()].sort());
    for (const [table, columns] of migrated) {
      const declaredColumns = declared.get(table) ?? new Map();
      expect({ table, columns: [...declaredColumns.keys()].sort() }).toEqual({
        table,
        columns: [...columns.keys()].sort(),
      });
      for (const [column, actual] of columns) {
        const expected = declaredColumns.get(column);
        const types = actual.type === 'unknown' ? { ...actual, type: expected?.type } : actual;
        expect({ column: `${table}.${column}`, ...expected }).toEqual({ column: `${table}.${column}`, ...types });
      }
    }
  });

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("leaves a database whose migrations are not the code's to the migrator, which refuses one it does not know", async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_unknown', ${new Date().toISOString()})`.execute(
      database.db,
    );
    try {
      await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_unknown/);
    } finally {
      await sql`delete from kysely_migration where name = '9999_unknown'`.execute(database.db);
    }
  });

  it('seeds the demo into an empty database once', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    const count = async () =>
      (
        await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const users = await count();
    // The reseller's customers add Studio Bernasconi's owner and one user of each presented company.
    const seeded = [
      ...DEMO_ACCOUNTS,
      DEMO_CANDIDATE,
      ...DEMO_USERS_MEMBERS,
      ...DEMO_ACCOUNT_USERS,
      DEMO_CUSTOMERS.bernasconiOwner,
      ...DEMO_CUSTOMERS.presented,
      DEMO_SUPPORT,
    ];
    expect(Number(users)).toBe(seeded.length);
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    expect(await count()).toBe(users);
  });

  it('seeds demo companies whose VAT numbers and codici fiscali are valid ones', async () => {
    const companies = await database.db
      .selectFrom('aziende')
      .select(['ragione_sociale', 'stato', 'partita_iva', 'codice_fiscale'])
      .execute();
    expect(companies.filter((c) => c.partita_iva).length).toBeGreaterThan(5);
    const invalid = companies.filter(
      (c) =>
        vatNumberIssue(c.stato, c.partita_iva) !== null ||
        (c.stato === 'IT' && c.codice_fiscale && !isCodiceFiscale(c.codice_fiscale)),
    );
    expect(invalid).toEqual([]);
  });

  it('keeps usernames unique regardless of case', async () => {
    await expect(
      database.db.insertInto('users').values({ username: 'OWNER', email: 'x@example.com' }).execute(),
    ).rejects.toThrow();
  });
});
