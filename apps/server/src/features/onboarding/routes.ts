import { onboardingApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access/require-actor.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { findContractText } from '../../modules/company/index.ts';
import { listSkills } from './onboarding-store.ts';
import { placesFor, provinceOf } from './postal/postal-data.ts';

/**
 * Onboarding (spec 1 §2.4): the customer contract, the skills catalogue, postal lookups for the
 * billing form. The company's own data are the company feature's (modules/company).
 */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, onboardingApi.terms, async (request) => {
    const fatturanteId = actorOf(request).company?.fatturante_id ?? null;
    const terms = await findContractText(app.db, request.params.tipo, fatturanteId, requestLanguage(request));
    if (!terms) throw notFound();
    return terms;
  });

  registerEndpoint(app, onboardingApi.skills, async (request) => listSkills(app.db, requestLanguage(request)));

  registerEndpoint(app, onboardingApi.zipcode, async (request) => {
    const { country, zip } = request.params;
    const places = placesFor(country, zip, requestLanguage(request));
    if (places.length === 0) throw notFound();
    return { places };
  });

  registerEndpoint(app, onboardingApi.province, async (request) => {
    const provincia = provinceOf(request.params.cap);
    if (!provincia) throw notFound();
    return { provincia };
  });
};
