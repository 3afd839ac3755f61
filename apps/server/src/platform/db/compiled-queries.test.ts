import { describe, expect, it, vi } from 'vitest';
import { CompiledQueries, type QueryBuilder } from './compiled-queries.ts';

type Values = { company: number; ids: number[] };

function usersOf() {
  const build = vi.fn((qb: QueryBuilder, shape: { admins: boolean }, v: Values) =>
    qb
      .selectFrom('company_access')
      .select('user_id')
      .where('company_id', '=', v.company)
      .where('user_id', 'in', v.ids)
      .$if(shape.admins, (q) => q.where('grants', '@>', ['admin'])),
  );
  return { build, queries: new CompiledQueries(build) };
}

describe('CompiledQueries', () => {
  it('compiles a shape once and fills in each call its own values', () => {
    const { build, queries } = usersOf();
    const first = queries.for({ admins: false }, { company: 1, ids: [5, 6] });
    const second = queries.for({ admins: false }, { company: 2, ids: [7, 8] });
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([1, 5, 6]);
    expect(second.parameters).toEqual([2, 7, 8]);
    // Under Vitest each call is also built with its values to check the template: one build more per call.
    expect(build.mock.calls.filter(([, , values]) => typeof values.company !== 'number')).toHaveLength(1);
  });

  it('tells shapes apart: the shape, and the length of each array of values', () => {
    const { queries } = usersOf();
    const plain = queries.for({ admins: false }, { company: 1, ids: [5] });
    const admins = queries.for({ admins: true }, { company: 1, ids: [5] });
    const longer = queries.for({ admins: false }, { company: 1, ids: [5, 6, 7] });
    expect(new Set([plain.sql, admins.sql, longer.sql]).size).toBe(3);
    expect(admins.sql).toContain('"grants" @>');
    expect(longer.parameters).toEqual([1, 5, 6, 7]);
  });

  it('refuses a missing value: its absence belongs in the shape', () => {
    const { queries } = usersOf();
    expect(() => queries.for({ admins: false }, { company: undefined as unknown as number, ids: [] })).toThrow(
      /company is undefined/,
    );
  });

  it('catches, under Vitest, a builder that decides from a value rather than from its shape', () => {
    const queries = new CompiledQueries((qb, _shape: null, v: { company: number }) =>
      qb
        .selectFrom('aziende')
        .select('id')
        .$if(v.company > 1, (q) => q.where('id', '=', v.company)),
    );
    expect(() => queries.for(null, { company: 7 })).toThrow(/depends on more than its shape/);
  });
});
