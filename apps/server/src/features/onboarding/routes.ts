import {
  ProvinceSchema,
  SkillSchema,
  TERMS_TYPES,
  TermsSchema,
  ZipcodePlacesSchema,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { findContractText } from '../../platform/contracts/contract-texts.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyRoutes } from './company-routes.ts';
import { listSkills } from './onboarding-store.ts';
import { placesFor, provinceOf } from './postal/postal-data.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Onboarding (spec 1 §2.4): the customer contract, the company's billing
 * profile and approval request, the skills catalogue, postal lookups for the
 * billing form.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyRoutes);

  app.get(
    '/rest/terms/:tipo',
    {
      config: { access: 'company' },
      schema: {
        tags: ['onboarding'],
        summary: "The contract text of the company's billing entity, in the request's language (sanitised HTML)",
        params: z.object({ tipo: z.enum(TERMS_TYPES) }),
        response: { 200: TermsSchema, ...errors },
      },
    },
    async (request) => {
      const company = actorOf(request).company;
      const fatturanteId = company?.fatturante_id ?? null;
      const terms = await findContractText(app.db, request.params.tipo, fatturanteId, requestLanguage(request));
      if (!terms) throw notFound();
      return terms;
    },
  );

  app.get(
    '/rest/skills',
    {
      config: { access: 'company' },
      schema: {
        tags: ['onboarding'],
        summary: 'The skills catalogue: skills, tech skills and business sectors',
        response: { 200: z.array(SkillSchema), ...errors },
      },
    },
    async () => listSkills(app.db),
  );

  app.get(
    '/api/zipcode/:country/:zip',
    {
      config: { access: 'session' },
      schema: {
        tags: ['onboarding'],
        summary: 'Places with a postal code (shipped data for Italy and Switzerland); 404 when none',
        params: z.object({ country: z.string().trim().min(2).max(2), zip: z.string().trim().min(1).max(12) }),
        response: { 200: ZipcodePlacesSchema, ...errors },
      },
    },
    async (request) => {
      const { country, zip } = request.params;
      const places = placesFor(country, zip, requestLanguage(request));
      if (places.length === 0) throw notFound();
      return { places };
    },
  );

  app.get(
    '/rest/province/:cap',
    {
      config: { access: 'session' },
      schema: {
        tags: ['onboarding'],
        summary: 'The province code of an Italian CAP; 404 when unknown',
        params: z.object({ cap: z.string().trim().min(1).max(12) }),
        response: { 200: ProvinceSchema, ...errors },
      },
    },
    async (request) => {
      const provincia = provinceOf(request.params.cap);
      if (!provincia) throw notFound();
      return { provincia };
    },
  );
};
