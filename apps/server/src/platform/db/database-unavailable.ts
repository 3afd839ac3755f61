/** The network's words for a server that cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's: connection exceptions (class 08), shutting down or terminated by an administrator
 * (57P01), crashed (57P02), starting up or shutting down (57P03), too many connections (53300).
 */
const SERVER_CODE = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own, which carry no code: a connection that ended, or one the pool could not get in time. */
const CLIENT_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** Errors of the application's database that said it was out of reach (noteOutage). */
const outages = new WeakSet<object>();

/**
 * Remembers an error of the application's database that says it is out of reach, and gives it
 * back. Only errors so noted answer 503: a payment provider refusing connections raises the
 * same ECONNREFUSED, which is no database outage.
 */
export function noteOutage(error: unknown): unknown {
  if (error instanceof Error && isDatabaseUnavailable(error)) outages.add(error);
  return error;
}

/** Whether an error, or one it was caused by, is a database error that noteOutage remembered. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  return outages.has(error) || isDatabaseOutage(error.cause, depth + 1);
}

/**
 * Whether an error says the database is out of reach for now — down, restarting, failing over,
 * or the connection under the call was cut — rather than that the call itself went wrong. Such a
 * call is worth repeating in a moment. Looks through causes and the attempts of an AggregateError
 * (one per address a host name resolved to).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODE.test(code))) return true;
  if (CLIENT_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
