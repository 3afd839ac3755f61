import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Database } from './schema.ts';

/**
 * Builds queries only to compile them (Kysely's DummyDriver): the SQL a Db would send, on PostgreSQL
 * and PGlite alike, without a connection.
 */
export const queryBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
export type QueryBuilder = typeof queryBuilder;

/** Stands in a query for one of the values each call gives: `values[key]`, or `values[key][index]`. */
class Slot {
  constructor(
    readonly key: string,
    readonly index?: number,
  ) {}
}

/** Values of a query: scalars, or arrays of scalars (an array's length is part of the query's shape). */
export type QueryValues = Record<string, unknown>;

/** Shapes remembered per builder: beyond this many a query is compiled for its call and not kept. */
const MAX_SHAPES = 500;

/** Read once: an environment variable is looked up in the process's environment at each read. */
const UNDER_VITEST = Boolean(process.env.VITEST);

/**
 * A query built and compiled once per shape, then sent with each call's values: building and
 * compiling a list query with Kysely cost ~150 µs of CPU per call, more than node-postgres sending it.
 *
 * `build` receives the shape (what changes the SQL: which filters, which sort) and the values (what
 * only fills it: ids, dates, search patterns). It must read nothing else, and decide nothing from a
 * value: on the first call of a shape each value is a stand-in, so `values.x !== undefined` would
 * always hold. A value may be neither undefined nor null (say so in the shape). Under Vitest every
 * call also builds the query with its real values and throws when the SQL or its parameters differ,
 * so a builder that breaks the rule fails its tests.
 */
export class CompiledQueries<S, V extends QueryValues, R> {
  private readonly compiled = new Map<string, { sql: string; parameters: readonly unknown[] }>();

  constructor(private readonly build: (qb: QueryBuilder, shape: S, values: V) => Compilable<R>) {}

  /** The query for this shape with these values, ready for `db.executeQuery`. */
  for(shape: S, values: V): CompiledQuery<R> {
    const key = JSON.stringify([
      shape,
      Object.entries(values).map(([name, value]) => (Array.isArray(value) ? [name, value.length] : name)),
    ]);
    let template = this.compiled.get(key);
    if (!template) {
      template = this.build(queryBuilder, shape, slotsOf(values)).compile();
      if (this.compiled.size < MAX_SHAPES) this.compiled.set(key, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Slot ? valueOf(values, p) : p));
    if (UNDER_VITEST) verify(this.build(queryBuilder, shape, values).compile(), template.sql, parameters);
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
  }
}

function slotsOf<V extends QueryValues>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const check = (v: unknown) => {
        if (v === undefined || v === null)
          throw new Error(`Query value ${key} is ${String(v)}: put its absence in the shape`);
      };
      if (!Array.isArray(value)) {
        check(value);
        return [key, new Slot(key)];
      }
      value.forEach(check);
      return [key, value.map((_, index) => new Slot(key, index))];
    }),
  ) as V;
}

function valueOf(values: QueryValues, slot: Slot): unknown {
  const value = values[slot.key];
  return slot.index === undefined ? value : (value as unknown[])[slot.index];
}

function verify(real: CompiledQuery, sql: string, parameters: readonly unknown[]): void {
  if (
    real.sql !== sql ||
    real.parameters.length !== parameters.length ||
    real.parameters.some((p, i) => !Object.is(p, parameters[i]))
  ) {
    throw new Error(`A compiled query's shape depends on more than its shape:\n${real.sql}\n${sql}`);
  }
}
