import { z } from 'zod';
import {
  ASSOCIATIONS,
  BILLING_PREFERENCES,
  CLIENT_COUNTS,
  CLIENT_SIZES,
  EMPLOYEES,
  PROSPECT_CATEGORIES,
  REVENUES,
  YEARS_OF_ACTIVITY,
} from './introduction-options.ts';

/** Limits of the introduction (spec 2 §9 gives none; docs/decisions.md). */
export const INTRODUCTION_LIMITS = {
  presentazione: 4000,
  answer: 2000,
  filename: 200,
  logoBytes: 1024 * 1024,
  brochureBytes: 5 * 1024 * 1024,
  /** Spec 1 §9, spec 2 §2: the logo preview is 64 px. */
  logoPreview: 64,
} as const;

/** The logo types accepted, judged from the bytes; SVG is refused (it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BROCHURE_TYPES = ['application/pdf'] as const;

/** A form's empty choice ('') is no choice (null). */
const noChoice = (value: unknown) => (value === '' ? null : value);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(noChoice, z.enum(values).nullable()).default(null);
const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .default([])
    .transform((picked) => [...new Set(picked)]);
const answer = () => z.string().trim().max(INTRODUCTION_LIMITS.answer).default('');

/** The fields both variants share (spec 2 §3 Introduction); in the introduction variant none is required. */
const introductionFields = {
  presentazione: z.string().trim().max(INTRODUCTION_LIMITS.presentazione).default(''),
  receive_opportunity: z.boolean().default(true),
  categoria_prospect: choice(PROSPECT_CATEGORIES),
  dipendenti: choice(EMPLOYEES),
  anni_attivita: choice(YEARS_OF_ACTIVITY),
  fatturato: choice(REVENUES),
  clienti: choice(CLIENT_COUNTS),
  dimensione_clienti: many(CLIENT_SIZES),
  associazioni: many(ASSOCIATIONS),
  preferenza_fatturazione: choice(BILLING_PREFERENCES),
};

// Missing reads 'Campo obbligatorio', an unknown code 'Valore non valido' (issueMessage).
const required = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(noChoice, z.enum(values));

/** The introduction variant: the company's presentation, nothing required. */
export const IntroductionVariantSchema = z.object({ variant: z.literal('introduction'), ...introductionFields });

/**
 * The survey variant (spec 2 §5): category, employees, years, revenue, clients, preferred client
 * sizes, billing preference and the three free-text answers are required; associations optional.
 */
export const SurveyVariantSchema = z.object({
  variant: z.literal('survey'),
  ...introductionFields,
  categoria_prospect: required(PROSPECT_CATEGORIES),
  dipendenti: required(EMPLOYEES),
  anni_attivita: required(YEARS_OF_ACTIVITY),
  fatturato: required(REVENUES),
  clienti: required(CLIENT_COUNTS),
  dimensione_clienti: z
    .array(z.enum(CLIENT_SIZES))
    .min(1, 'introduction.pick_one')
    .max(CLIENT_SIZES.length)
    .transform((picked) => [...new Set(picked)]),
  preferenza_fatturazione: required(BILLING_PREFERENCES),
  admin_pros: z.string().trim().min(1).max(INTRODUCTION_LIMITS.answer),
  admin_cons: z.string().trim().min(1).max(INTRODUCTION_LIMITS.answer),
  admin_feature_request: z.string().trim().min(1).max(INTRODUCTION_LIMITS.answer),
});

/**
 * PUT /rest/introduction/1, the multipart `json` field: either variant, told by `variant`; the same
 * schema in the browser form. The logo and the brochure are the call's file parts of those names.
 */
export const IntroductionInputSchema = z.discriminatedUnion('variant', [
  IntroductionVariantSchema.extend({ admin_pros: answer(), admin_cons: answer(), admin_feature_request: answer() }),
  SurveyVariantSchema,
]);
export type IntroductionInput = z.input<typeof IntroductionInputSchema>;
export type IntroductionVariant = IntroductionInput['variant'];

/** GET /rest/introduction/1 (spec 2 §3 Introduction): the record, the files' links, when the survey was last done. */
export const IntroductionSchema = z.object({
  id: z.literal(1),
  presentazione: z.string(),
  receive_opportunity: z.boolean(),
  categoria_prospect: z.enum(PROSPECT_CATEGORIES).nullable(),
  dipendenti: z.enum(EMPLOYEES).nullable(),
  anni_attivita: z.enum(YEARS_OF_ACTIVITY).nullable(),
  fatturato: z.enum(REVENUES).nullable(),
  clienti: z.enum(CLIENT_COUNTS).nullable(),
  dimensione_clienti: z.array(z.enum(CLIENT_SIZES)),
  associazioni: z.array(z.enum(ASSOCIATIONS)),
  preferenza_fatturazione: z.enum(BILLING_PREFERENCES).nullable(),
  admin_pros: z.string(),
  admin_cons: z.string(),
  admin_feature_request: z.string(),
  has_logo: z.boolean(),
  has_brochure: z.boolean(),
  /** The 64 px preview's path, or null. */
  logo: z.string().nullable(),
  /** The brochure's path, or null. */
  brochure: z.string().nullable(),
  brochure_name: z.string().nullable(),
  survey_completion_date: z.string().nullable(),
});
export type Introduction = z.infer<typeof IntroductionSchema>;
