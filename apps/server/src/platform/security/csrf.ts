import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { forbidden } from '../http/http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence (DESIGN §4): a cross-site form or image cannot add a custom
 * header, and a cross-site fetch that adds one needs a CORS preflight the
 * server never grants. Callbacks from payment providers opt out with
 * `config: { csrf: false }`.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      STATE_CHANGING.has(request.method) &&
      isApiPath(request.url) &&
      request.routeOptions.config.csrf !== false &&
      request.headers['x-requested-with'] !== 'XMLHttpRequest';
    done(refused ? forbidden('error.csrf', 'csrf') : undefined);
  });
}
