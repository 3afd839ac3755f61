import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/** For load balancers: 200 while the database answers, 503 otherwise. Outside /api, so maintenance leaves it up. */
export function registerHealthRoute(app: FastifyInstance): void {
  // Load balancers poll this every few seconds: its request logs would drown the others.
  const logLevel = QUIET_LEVELS.has(app.config.logLevel) ? app.config.logLevel : 'warn';
  app.get('/healthz', { logLevel }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
