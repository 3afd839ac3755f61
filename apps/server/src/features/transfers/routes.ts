import { transfersApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { readOrder, sendDomainRegistrant, sendHostingTransfer } from '../../modules/transfers/index.ts';

/** The transfer data forms of a concluded order (spec 2 §7, DESIGN §4): always the company the session acts for. */
export const transfersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, transfersApi.order, async (request) =>
    readOrder(app.db, companyActorOf(request), request.params.id, requestLanguage(request)),
  );

  registerEndpoint(app, transfersApi.domainRegistrant, async (request) =>
    sendDomainRegistrant(companyContextOf(request), request.body, requestLanguage(request)),
  );

  registerEndpoint(app, transfersApi.hostingTransfer, async (request) =>
    sendHostingTransfer(companyContextOf(request), request.body, requestLanguage(request)),
  );
};
