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
 *   back-button cache must not keep them.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ([request.body, request.query, request.params].some(holdsNul)) {
      throw badRequest('error.bad_request', { reason: 'invalid_character' });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Walks parsed input without recursion, so no nesting depth escapes the check. */
function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
