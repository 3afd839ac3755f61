import { translate } from '@sportello/domain';
import { customersApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { listMyCustomers } from './customers-store.ts';
import { affiliationLink, createProspect, requestCustomerAccess } from './use-cases.ts';

/** My customers (spec 2 §2, §7): the reseller's customers, prospects, access requests and affiliation link. */
export const customersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, customersApi.list, async (request) =>
    listMyCustomers(app.db, companyActorOf(request), request.query),
  );

  registerEndpoint(app, customersApi.createProspect, async (request) => {
    const id = await createProspect(companyContextOf(request), request.body);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'customers.prospect_created'), id };
  });

  registerEndpoint(app, customersApi.requestAccess, async (request) => {
    await requestCustomerAccess(companyContextOf(request), request.body.id);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'customers.access_requested') };
  });

  registerEndpoint(app, customersApi.affiliationLink, async (request) =>
    affiliationLink(companyContextOf(request), requestLanguage(request)),
  );
};
