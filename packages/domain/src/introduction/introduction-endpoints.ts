import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { INTRODUCTION_LIMITS, IntroductionInputSchema, IntroductionSchema } from './introduction-schema.ts';

const access = { route: 'introduction' } as const;

const CompanyParamsSchema = z.object({ id_azienda: z.coerce.number().int().positive().max(2_147_483_647) });

export const IntroductionSavedSchema = z.object({
  result: z.literal('ok'),
  message: z.string(),
  introduction: IntroductionSchema,
});
export const FileDeletedSchema = z.object({ result: z.literal('ok'), message: z.string() });

const FILE_ERRORS = { 400: ['unknown_file'], 413: ['file_too_large', 'too_many_files'], 415: ['file_type'] } as const;

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
    multipart: true,
    // A little past the brochure's limit, so that a file just too large gets its field's message from the
    // use case (which holds the logo to its own, smaller limit); past this, the call's 413.
    uploads: { fileBytes: INTRODUCTION_LIMITS.brochureBytes + 64 * 1024, files: 2 },
    summary:
      "Save the introduction or the survey (the multipart json field, told by variant) with the file parts logo (PNG, JPEG, WebP) and brochure (PDF), judged by their bytes; a complete survey sets the survey's completion date",
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
