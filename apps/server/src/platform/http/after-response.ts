import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Work a call does once its answer has gone, so that how long the answer takes cannot tell what
 * the work found (a password reset for an existing account answers as fast as one for a name
 * nobody has). It runs only after a successful answer; a failure is logged, since nobody is
 * left to tell.
 */
export function afterResponse(request: FastifyRequest, reply: FastifyReply, work: () => Promise<void>): void {
  const run = async () => {
    if (reply.statusCode >= 400) return;
    try {
      await work();
    } catch (err) {
      request.log.error({ err }, 'work after the answer failed');
    }
  };
  const done = new Promise<void>((resolve) => {
    // 'close' comes after the answer is written, and also when the client went away first.
    if (reply.raw.closed) void run().then(resolve);
    else reply.raw.once('close', () => void run().then(resolve));
  });
  const { pendingWork } = request.server;
  pendingWork.add(done);
  void done.then(() => pendingWork.delete(done));
}

/** Resolves once the work of the calls answered so far has ended (tests read what it wrote). */
export async function settled(app: FastifyInstance): Promise<void> {
  while (app.pendingWork.size > 0) await Promise.all(app.pendingWork);
}

/** Closing the app waits for the work still running, so it never meets a closed database. */
export function registerAfterResponse(app: FastifyInstance): void {
  app.decorate('pendingWork', new Set<Promise<void>>());
  app.addHook('onClose', async () => settled(app));
}
