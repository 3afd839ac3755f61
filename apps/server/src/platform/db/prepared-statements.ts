import pg from 'pg';

/** PostgreSQL's answer to a prepared statement whose result columns a schema change has altered. */
const CHANGED_RESULT_TYPE = /cached plan must not change result type/;

/**
 * A node-postgres client that sends every query with parameters as a named prepared statement:
 * PostgreSQL parses and plans a statement once per connection instead of on every call (the
 * users list spent 0.56 ms of PostgreSQL's CPU per call, parse and plan more than half of it).
 * Every call site is Kysely's, whose SQL for one shape of query is always the same text.
 *
 * - A process names at most `maxStatements` texts (each connection keeps a plan per name);
 *   any further text is sent unnamed, as before.
 * - Queries without parameters (BEGIN, COMMIT, migrations with several statements) stay on the
 *   simple protocol, where several statements in one text are allowed.
 * - A column added or removed under a running process (another instance migrating) makes
 *   PostgreSQL refuse a prepared `select *` once; the query is sent again unnamed and this
 *   connection stops naming that text, so a rolling upgrade does not fail the old processes' calls.
 */
export function preparingClient(maxStatements = 1000): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < maxStatements) {
      name = `sportello_${names.size}`;
      names.set(text, name);
    }
    return name;
  };

  return class PreparingClient extends pg.Client {
    /** Texts this connection sends unnamed since PostgreSQL refused their prepared form. */
    private readonly refused = new Set<string>();

    // The base class's overloads (callbacks, configs, submittables) pass through unchanged.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [text, values, callback] = args as [unknown, unknown, unknown];
      if (
        typeof text !== 'string' ||
        !Array.isArray(values) ||
        values.length === 0 ||
        callback !== undefined ||
        this.refused.has(text)
      ) {
        return (super.query as (...rest: unknown[]) => unknown)(...args);
      }
      const name = nameOf(text);
      if (name === undefined) return super.query(text, values);
      return super.query({ name, text, values }).catch((error: unknown) => {
        if (!(error instanceof Error) || !CHANGED_RESULT_TYPE.test(error.message)) throw error;
        this.refused.add(text);
        return super.query(text, values);
      });
    }
  };
}
