import { translate } from '@sportello/domain';
import { partnerApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { findPendingRequest } from './partner-store.ts';
import { partnerQueue } from './partner-queue.ts';
import { askToBecomePartner } from './use-cases.ts';

/** Become partner (spec 3 'Diventa partner'): a request the operators answer; one pending per company. */
export const partnerRoutes: FastifyPluginAsync = async (app) => {
  app.workQueues.add(partnerQueue);

  registerEndpoint(app, partnerApi.request, async (request) => {
    const pending = await findPendingRequest(app.db, companyActorOf(request).company.id);
    if (!pending) return { pending: null };
    const { created_at, ...fields } = pending;
    return { pending: { ...fields, data: created_at.toISOString() } };
  });

  registerEndpoint(app, partnerApi.ask, async (request) => {
    await askToBecomePartner(companyContextOf(request), request.body);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'partner.requested') };
  });
};
