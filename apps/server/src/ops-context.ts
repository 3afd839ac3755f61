import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './platform/db/database.ts';
import { systemContext, type UseCaseContext } from './platform/use-cases/use-case-context.ts';

const quiet = () => undefined;
const toStderr = (first: unknown, ...rest: unknown[]) => console.error(first, ...rest);

/** The ops command prints its own results: only warnings and errors of the use cases it runs reach stderr. */
const opsLog: FastifyBaseLogger = {
  level: 'warn',
  fatal: toStderr,
  error: toStderr,
  warn: toStderr,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => opsLog,
};

/** What a use case run by the ops command gets: the system acting (audit rows without an actor). */
export function opsContext(db: Db, config: Config, digest: (value: string) => string): UseCaseContext {
  return systemContext({ db, config, log: opsLog, digest });
}
