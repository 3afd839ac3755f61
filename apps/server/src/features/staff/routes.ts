import { staffApi } from '@sportello/domain/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { approvalQueue, billingChangeQueue } from '../../modules/company/index.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { sessionContextOf, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { companyAudit, staffCompany } from './company-detail.ts';
import { searchCompanies } from './company-search.ts';

/** An operator's context: audit rows carry their role, whatever company they act from. */
function staffContextOf(request: FastifyRequest): SessionContext {
  const ctx = sessionContextOf(request);
  const actor = { ...ctx.actor, staff_role: ctx.actor.user.staff_role };
  return { ...ctx, actor, source: { ...ctx.source, actor } };
}

const queueItemNotFound = () =>
  new DomainError('not_found', 'staff.queue_item_not_found', { reason: 'queue_item_not_found' });

/** The operator console (DESIGN §4, §5; issue 33): search, a company's detail and audit, the queues. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.workQueues.add(approvalQueue);
  app.workQueues.add(billingChangeQueue);

  registerEndpoint(app, staffApi.companies, async (request) => searchCompanies(app.db, request.query));

  registerEndpoint(app, staffApi.company, async (request) => staffCompany(app.db, request.params.id));

  registerEndpoint(app, staffApi.audit, async (request) => companyAudit(app.db, request.params.id, request.query));

  registerEndpoint(app, staffApi.queues, async (request) => {
    const role = sessionContextOf(request).actor.user.staff_role ?? 'support';
    const queues = await Promise.all(
      app.workQueues.all().map(async (queue) => ({ kind: queue.kind, count: await queue.count(app.db) })),
    );
    return { role, queues };
  });

  registerEndpoint(app, staffApi.queue, async (request) => {
    const queue = app.workQueues.get(request.params.kind);
    if (!queue?.list) throw queueItemNotFound();
    return queue.list(app.db, request.query);
  });

  registerEndpoint(app, staffApi.decide, async (request) => {
    const queue = app.workQueues.get(request.params.kind as Parameters<typeof app.workQueues.get>[0]);
    if (!queue?.decide) throw queueItemNotFound();
    await queue.decide(staffContextOf(request), request.params.id, request.body);
    return { result: 'ok' as const };
  });
};
