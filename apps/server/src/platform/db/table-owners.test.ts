import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, TABLE_WRITE_EXEMPT } from './table-owners.ts';
import { readDeclaredSchema } from '../../test-support/declared-schema.ts';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

interface TableWrite {
  table: string;
  line: number;
}

const KYSELY_WRITE = /\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*([^)]*)/g;
const SQL_TEMPLATE = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
// `do update set` (upsert) and `for update` (row lock) name no table.
const RAW_WRITE = /(?<!\b(?:do|for|key)\s+)\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)/gi;

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * The tables a source file writes: Kysely's builders by their table argument (a name that is
 * not a literal is reported as `?`, since no owner can be checked), and the raw SQL in `sql`
 * templates.
 */
export function tableWrites(source: string): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const match of source.matchAll(KYSELY_WRITE)) {
    const literal = /^['"]([a-z_][a-z0-9_]*)/.exec(match[1]!);
    writes.push({ table: literal ? literal[1]! : '?', line: lineAt(source, match.index) });
  }
  for (const template of source.matchAll(SQL_TEMPLATE)) {
    const body = template[1]!;
    const start = template.index + template[0].length - body.length - 1;
    for (const match of body.matchAll(RAW_WRITE)) {
      const table = match[1]!.toLowerCase();
      if (table in TABLE_OWNERS) writes.push({ table, line: lineAt(source, start + match.index) });
    }
  }
  return writes;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isInside = (file: string, folder: string) => file.startsWith(`${folder}/`);

const declaredTables = () => [...readDeclaredSchema().keys()];

describe('table owners', () => {
  it('names an owner for every table of the schema, and only those', () => {
    const tables = declaredTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort());
  });

  it('lets only the owner write a table', () => {
    const trespasses: string[] = [];
    for (const path of serverSources(SRC)) {
      const file = relative(SRC, path);
      if (TABLE_WRITE_EXEMPT.some((folder) => isInside(file, folder))) continue;
      for (const { table, line } of tableWrites(readFileSync(path, 'utf8'))) {
        const owner = (TABLE_OWNERS as Record<string, string>)[table];
        if (owner === undefined || !isInside(file, owner))
          trespasses.push(`${file}:${line} writes ${table} (${owner})`);
      }
    }
    expect(trespasses).toEqual([]);
  });

  it('finds the writes of Kysely builders and raw SQL, and nothing else', () => {
    const source = [
      "await db.insertInto('users').values(row).execute();",
      'await db',
      '  .updateTable(',
      "    'products',",
      '  )',
      "  .set({ a: 1 }).where('id', '=', 1);",
      "await trx.deleteFrom('sessions').execute();",
      'await db.updateTable(table).set(row);',
      "await db.selectFrom('invoices').selectAll().execute();",
      'await sql`with gone as (delete from open_ticket_counts returning n)',
      '  insert into OPEN_TICKET_COUNTS select 1 from gone`.execute(db);',
      'await sql`insert into audit_log (a) values (1) on conflict (a) do update set a = 2`.execute(db);',
      'await sql<number>`select 1 from products for update skip locked`.execute(db);',
      '// an update of products that comment text should not count',
    ].join('\n');
    expect(tableWrites(source)).toEqual([
      { table: 'users', line: 1 },
      { table: 'products', line: 3 },
      { table: 'sessions', line: 7 },
      { table: '?', line: 8 },
      { table: 'open_ticket_counts', line: 10 },
      { table: 'open_ticket_counts', line: 11 },
      { table: 'audit_log', line: 12 },
    ]);
  });
});
