import { alertsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { markAlert, markAllAlerts, userAlerts } from '../../modules/alerts/index.ts';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';

/** Alerts (spec 1 §3, §2.3): the user's persistent alerts with their read marks, always of the acting company. */
export const alertsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, alertsApi.list, async (request) =>
    userAlerts(app.db, companyActorOf(request), requestLanguage(request), new Date()),
  );

  registerEndpoint(app, alertsApi.mark, async (request) =>
    markAlert(companyContextOf(request), request.params.id, request.body.unread, requestLanguage(request)),
  );

  registerEndpoint(app, alertsApi.markAll, async (request) =>
    markAllAlerts(companyContextOf(request), request.body.unread, requestLanguage(request)),
  );
};
