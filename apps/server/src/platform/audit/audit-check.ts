import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AuditMiss {
  method: string;
  url: string;
  status: number;
}

const unchanged = new WeakSet<FastifyRequest>();

/**
 * Says that this call of an audited endpoint changed nothing (signing out without a session):
 * there is nothing to trace, so no audit row is due for it.
 */
export function changedNothing(request: FastifyRequest): void {
  unchanged.add(request);
}

/**
 * For tests: every successful state-changing call of a declared endpoint must have written
 * at least one audit row under its request id, unless its declaration says why not
 * (`unaudited`). Misses are reported to `onMiss`; the test harness fails the file with them.
 */
export function registerAuditCheck(app: FastifyInstance, onMiss: (miss: AuditMiss) => void): void {
  app.addHook('onResponse', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || endpoint.method === 'GET' || endpoint.unaudited !== undefined) return;
    if (reply.statusCode >= 400 || unchanged.has(request)) return;
    const row = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('request_id', '=', String(request.id))
      .executeTakeFirst();
    if (!row) onMiss({ method: endpoint.method, url: endpoint.path, status: reply.statusCode });
  });
}
