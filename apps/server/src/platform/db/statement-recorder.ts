import type pg from 'pg';

/** A statement as the application's pool sends it: what the bench's floor replays (bench/floor.ts). */
export interface SentStatement {
  sql: string;
  parameters: readonly unknown[];
  /** The pooled connection it went on: statements of one transaction share it. */
  connection: object;
  /** Settles when PostgreSQL has answered (or refused): statements under way together overlap. */
  done: Promise<unknown>;
}

/**
 * The pool's client, telling `record` of each promised query (Kysely's only form). Only the bench
 * builds a database with a recorder, in its own process: a server has no way to turn it on, and
 * without one the client is not wrapped at all.
 */
export function recordingClient(Base: typeof pg.Client, record: (statement: SentStatement) => void): typeof pg.Client {
  return class RecordingClient extends Base {
    // The base class's overloads (callbacks, configs, submittables) pass through unchanged.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const result = (super.query as (...rest: unknown[]) => unknown)(...args);
      const [text, values] = args as [unknown, unknown];
      if (typeof text === 'string' && result instanceof Promise) {
        record({
          sql: text,
          parameters: Array.isArray(values) ? [...(values as unknown[])] : [],
          connection: this,
          done: result.then(
            () => undefined,
            () => undefined,
          ),
        });
      }
      return result;
    }
  };
}
