import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request — method, path, client, status and time — instead of Fastify's
 * "incoming request" and "request completed" pair, which doubled the logging cost of every call.
 * Flat fields rather than the request and reply objects: the serializers and redaction those pass
 * through cost a signed-in read about a tenth of its time (issue 13), for the same five facts.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, ip: request.ip, status: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
