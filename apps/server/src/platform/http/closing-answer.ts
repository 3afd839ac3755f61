import type { FastifyInstance } from 'fastify';
import { shuttingDown } from './http-error.ts';

/**
 * A call that reaches the server while it closes (on a keep-alive connection that was busy, or
 * pipelined) is answered 503 in the one error shape, in the caller's language, like every other
 * refusal — not with Fastify's own body, whose `return503OnClosing` app.ts turns off. Fastify
 * still marks the answer `Connection: close`.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Without a promise: this runs on every call.
  app.addHook('onRequest', (_request, _reply, done) => done(closing ? shuttingDown() : undefined));
}
