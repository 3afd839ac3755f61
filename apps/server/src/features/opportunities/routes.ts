import { translate } from '@sportello/domain';
import { opportunitiesApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { decideOpportunity, listOpportunities } from '../../modules/opportunities/index.ts';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';

/** Opportunities (spec 2 §2, §4, §7): the partner's leads, accepted or rejected once. */
export const opportunitiesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opportunitiesApi.list, async (request) =>
    listOpportunities(app.db, companyActorOf(request), request.query, requestLanguage(request), new Date()),
  );

  registerEndpoint(app, opportunitiesApi.decide, async (request) => {
    const language = requestLanguage(request);
    const { stato } = request.body;
    const opportunity = await decideOpportunity(companyContextOf(request), request.params.id, stato, language);
    const message = translate(language, stato === 'accettata' ? 'opportunities.accepted' : 'opportunities.rejected');
    return { result: 'ok' as const, message, opportunity };
  });
};
