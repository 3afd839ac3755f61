import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { alertsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { ALERT_TABLES, markAlert, markAllAlerts, userAlerts } from '../../modules/alerts/index.ts';
import { ACTOR_TABLES } from '../../platform/access/actor.ts';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { ReadCache } from '../../platform/db/read-cache.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { PreparedAnswer, sendPrepared } from '../../platform/http/prepared-answer.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';

/** Alerts (spec 1 §3, §2.3): the user's persistent alerts with their read marks, always of the acting company. */
export const alertsRoutes: FastifyPluginAsync = async (app) => {
  // Asked by the top bar of every page and every few minutes by each open tab: made and serialized once
  // per user, company, language and the provider's day, until a table they are made from changes (the
  // grants that decide which alerts a user gets among them). Kept only if nothing changed since the
  // actor was read (request.actorReadSince).
  const answers = new ReadCache<PreparedAnswer>(app.changes, [...ACTOR_TABLES, ...ALERT_TABLES], 60_000);
  registerEndpoint(app, alertsApi.list, async (request, reply) => {
    const actor = companyActorOf(request);
    const language = requestLanguage(request);
    const now = new Date();
    const key = [
      actor.user.id,
      actor.company.id,
      actor.acting_as_customer ? actor.staff_role : '',
      language,
      isoDateIn(now, PROVIDER_TIME_ZONE),
    ].join(' ');
    const answer = await answers.get(
      key,
      async () => PreparedAnswer.of(alertsApi.list.response, await userAlerts(app.db, actor, language, now)),
      undefined,
      request.actorReadSince,
    );
    return sendPrepared(request, reply, answer, 'no-store');
  });

  registerEndpoint(app, alertsApi.mark, async (request) =>
    markAlert(companyContextOf(request), request.params.id, request.body.unread, requestLanguage(request)),
  );

  registerEndpoint(app, alertsApi.markAll, async (request) =>
    markAllAlerts(companyContextOf(request), request.body.unread, requestLanguage(request)),
  );
};
