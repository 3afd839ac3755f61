import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Honours an X-Request-Id from a proxy when it is a plain token (it ends up in the logs), else makes one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request: the id is known on arrival, so it is set then, with no hook on the way out. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
}
