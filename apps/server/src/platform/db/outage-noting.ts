import pg from 'pg';
import { noteOutage } from './database-unavailable.ts';

const rethrowNoted = (error: unknown): never => {
  throw noteOutage(error);
};

/**
 * The application pool's client: a promised query (Kysely's only form) that fails because the
 * database is out of reach fails with its error noted, so that the call answers 503.
 */
export function outageNotingClient(Base: typeof pg.Client): typeof pg.Client {
  return class OutageNotingClient extends Base {
    // The base class's overloads (callbacks, configs, submittables) pass through unchanged.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const result = (super.query as (...rest: unknown[]) => unknown)(...args);
      return result instanceof Promise ? result.catch(rethrowNoted) : result;
    }
  };
}

/** The application pool: a promised connection that cannot be made fails with its error noted. */
export class OutageNotingPool extends pg.Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    const result = (super.connect as (...rest: unknown[]) => unknown)(...args);
    return result instanceof Promise ? result.catch(rethrowNoted) : result;
  }
}
