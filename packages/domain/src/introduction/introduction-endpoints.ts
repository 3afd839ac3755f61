import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { IntroductionInputSchema, IntroductionSchema } from './introduction-schema.ts';

const access = { route: 'introduction' } as const;

const CompanyParamsSchema = z.object({ id_azienda: z.coerce.number().int().positive().max(2_147_483_647) });

export const IntroductionSavedSchema = z.object({
  result: z.literal('ok'),
  message: z.string(),
  introduction: IntroductionSchema,
});
export const FileDeletedSchema = z.object({ result: z.literal('ok'), message: z.string() });

const FILE_ERRORS = { 413: ['file_too_large'], 415: ['file_type'] } as const;

/** Introduction and survey (spec 2 §2, §3, §5, §7): the partner's presentation, logo and brochure, the yearly survey. */
export const introductionApi = {
  get: endpoint({
    method: 'GET',
    path: '/rest/introduction/1',
    access,
    summary: "The partner's introduction (a single record, id 1), its files' links and the survey's completion date",
    response: IntroductionSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/rest/introduction/1',
    access,
    summary:
      "Save the introduction or the survey (variant); logo (PNG, JPEG, WebP) and brochure (PDF) in base64, judged by their bytes; a complete survey sets the survey's completion date",
    body: IntroductionInputSchema,
    response: IntroductionSavedSchema,
    errors: FILE_ERRORS,
  }),
  deleteLogo: endpoint({
    method: 'DELETE',
    path: '/rest/company_logo/1',
    access,
    summary: "Delete the partner's logo",
    response: FileDeletedSchema,
  }),
  deleteBrochure: endpoint({
    method: 'DELETE',
    path: '/rest/company_brochure/1',
    access,
    summary: "Delete the partner's brochure",
    response: FileDeletedSchema,
  }),
  logo: endpoint({
    method: 'GET',
    path: '/rest/company_logo/:id_azienda',
    access,
    summary:
      "A company's logo as uploaded (PNG, JPEG or WebP; ?size=64 the PNG preview made on upload): only the company's own users and staff",
    params: CompanyParamsSchema,
    query: z.object({ size: z.literal('64').optional() }),
    response: { kind: 'file', contentType: 'image/*' },
    errors: { 404: ['logo_not_found'] },
  }),
  brochure: endpoint({
    method: 'GET',
    path: '/rest/company_brochure/:id_azienda',
    access,
    summary: "A company's brochure (PDF): only the company's own users and staff",
    params: CompanyParamsSchema,
    response: { kind: 'file', contentType: 'application/pdf' },
    errors: { 404: ['brochure_not_found'] },
  }),
} as const;
