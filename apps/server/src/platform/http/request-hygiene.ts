import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { badRequest } from './http-error.ts';

/**
 * Two rules every call gets in one place:
 * - a NUL character anywhere in the body, the query or the path parameters
 *   (values or keys) is refused with 400 before any schema or handler sees
 *   it: PostgreSQL cannot store it in text, and no field of the portal needs it;
 * - answers of /api and /rest calls carry `Cache-Control: no-store` unless
 *   the route chose otherwise: they hold personal data, and a shared or
 *   back-button cache must not keep them. It is set on arrival, and a route's
 *   own Cache-Control replaces it when the answer is written.
 *
 * Both hooks answer at once (no promise): they run on every call.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      done(badRequest('error.bad_request', { reason: 'invalid_character' }));
      return;
    }
    done();
  });
}

/** Walks parsed input without recursion, so no nesting depth escapes the check. */
function holdsNul(input: unknown): boolean {
  if (input === undefined || input === null) return false;
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (key.includes('\0')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
