import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { SkillSchema } from './skills.ts';
import { ProvinceSchema, TERMS_TYPES, TermsSchema, ZipcodePlacesSchema } from './onboarding-schemas.ts';

export const TermsParamsSchema = z.object({ tipo: z.enum(TERMS_TYPES) });
export const ZipcodeParamsSchema = z.object({
  country: z.string().trim().min(2).max(2),
  zip: z.string().trim().min(1).max(12),
});
export const ProvinceParamsSchema = z.object({ cap: z.string().trim().min(1).max(12) });

/**
 * Onboarding (spec 1 §2.4): the customer contract, the skills catalogue, and the postal
 * lookups of the billing form.
 */
export const onboardingApi = {
  terms: endpoint({
    method: 'GET',
    path: '/rest/terms/:tipo',
    access: 'company',
    onboarding: 'allowed',
    summary: "The contract text of the company's billing entity, in the request's language (sanitised HTML)",
    params: TermsParamsSchema,
    response: TermsSchema,
  }),
  skills: endpoint({
    method: 'GET',
    path: '/rest/skills',
    access: 'company',
    onboarding: 'allowed',
    summary: 'The skills catalogue: skills, tech skills and business sectors',
    response: z.array(SkillSchema),
  }),
  zipcode: endpoint({
    method: 'GET',
    path: '/api/zipcode/:country/:zip',
    access: 'session',
    summary: 'Places with a postal code (shipped data for Italy and Switzerland); 404 when none',
    params: ZipcodeParamsSchema,
    response: ZipcodePlacesSchema,
  }),
  province: endpoint({
    method: 'GET',
    path: '/rest/province/:cap',
    access: 'session',
    summary: 'The province code of an Italian CAP; 404 when unknown',
    params: ProvinceParamsSchema,
    response: ProvinceSchema,
  }),
} as const;
