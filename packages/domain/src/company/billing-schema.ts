import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import type { MessageKey } from '../i18n/messages.ts';
import {
  BILLING_LIMITS,
  ITALY,
  billingFieldVisibility,
  filled,
  missingTaxFields,
  SDI_LENGTH,
  TIPOLOGIE,
  type TaxRequirement,
} from './billing-rules.ts';
import { isCountryCode } from './countries.ts';
import { capMatchesProvince, isItalianCap, isItalianProvince } from './italian-postal.ts';
import { isPlausiblePhone } from './phone.ts';
import { CODICE_FISCALE_MESSAGE, compactVatNumber, isCodiceFiscale, vatNumberIssue } from './tax-numbers.ts';

const TAX_MESSAGES: Record<TaxRequirement, MessageKey> = {
  vat_or_cf: 'company.validation.vat_or_cf',
  cf_private: 'company.validation.cf_private',
};
const COUNTRY_MESSAGE: MessageKey = 'company.validation.country';
const SDI_MESSAGE: MessageKey = 'company.validation.sdi';
const EMAIL_MESSAGE: MessageKey = 'validation.email';
const LANGUAGE_MESSAGE: MessageKey = 'validation.language';
const CAP_MESSAGE: MessageKey = 'company.validation.cap_it';
const PROVINCE_MESSAGE: MessageKey = 'company.validation.province_it';
const CAP_PROVINCE_MESSAGE: MessageKey = 'company.validation.cap_province';
const PHONE_MESSAGE: MessageKey = 'company.validation.phone';

const required = (max: number) => z.string().trim().min(1).max(max);
/** Optional text: empty and missing both become null. */
const optional = (max: number, upper = false) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? (upper ? v.toUpperCase() : v) : null));

/** Optional VAT number, stored compact (tax-numbers.ts compactVatNumber); the limit holds for the compact form. */
const vatNumber = () =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? compactVatNumber(v) : ''))
    .pipe(z.string().max(BILLING_LIMITS.partita_iva))
    .transform((v) => v || null);

const SDI_FORMAT = new RegExp(`^[A-Z0-9]{${SDI_LENGTH}}$`);
const RULE_INPUTS = new Set(['tipologia', 'stato', 'partita_iva', 'codice_fiscale', 'email_pec', 'sdi']);

/**
 * The billing form's fields with their own checks, before the rules that
 * tie fields together. Field order is the form's.
 */
export const CompanyBillingFieldsSchema = z.object({
  tipologia: z.enum(TIPOLOGIE),
  ragione_sociale: required(BILLING_LIMITS.ragione_sociale),
  stato: z.string().trim().toUpperCase().min(1).refine(isCountryCode, { message: COUNTRY_MESSAGE }),
  cap: required(BILLING_LIMITS.cap),
  citta: required(BILLING_LIMITS.citta),
  provincia: required(BILLING_LIMITS.provincia),
  indirizzo: required(BILLING_LIMITS.indirizzo),
  telefono: required(BILLING_LIMITS.telefono),
  partita_iva: vatNumber(),
  codice_fiscale: optional(BILLING_LIMITS.codice_fiscale, true),
  email_pec: optional(BILLING_LIMITS.email_pec),
  sdi: optional(SDI_LENGTH, true),
  currency: z.enum(CURRENCIES),
  lingua: z.enum(LANGUAGES, { message: LANGUAGE_MESSAGE }).optional(),
});

export const BILLING_FIELD_NAMES = Object.keys(CompanyBillingFieldsSchema.shape) as (keyof z.input<
  typeof CompanyBillingFieldsSchema
>)[];

/**
 * The billing form (spec 1 §5, spec 2 §5), used by the browser form and by
 * the server for every save. Conditional rules: in Italy a company needs a
 * VAT number or a codice fiscale and a private person the codice fiscale;
 * PEC (an e-mail address) and SDI (7 letters or digits) exist only in Italy.
 * The VAT number and the codice fiscale must be valid ones (tax-numbers.ts: check digits in
 * Italy and Switzerland, each EU country's VAT format).
 * Fields the form hides for this type and country (billingFieldVisibility)
 * are ignored and come out null.
 */
export const CompanyBillingSchema = withBillingRules(CompanyBillingFieldsSchema);

/**
 * The billing form's rules on a schema holding its fields (the billing form itself, or a form that
 * carries billing data with fields of its own, such as the prospect): the rules that tie fields
 * together, then the hidden fields come out null.
 */
export function withBillingRules<S extends z.ZodType<BillingFieldsOutput>>(schema: S) {
  return schema
    .superRefine(checkBillingRules, {
      // Run whenever the fields these rules read are valid, whatever the other fields say.
      when: ({ issues }) => !issues.some((issue) => RULE_INPUTS.has(String(issue.path?.[0]))),
    })
    .transform((c: z.output<S>) => {
      const visible = billingFieldVisibility(c);
      return {
        ...c,
        partita_iva: visible.partita_iva ? c.partita_iva : null,
        codice_fiscale: visible.codice_fiscale ? c.codice_fiscale : null,
        email_pec: visible.email_pec ? c.email_pec : null,
        sdi: visible.sdi ? c.sdi : null,
      };
    });
}

type BillingFieldsOutput = z.output<typeof CompanyBillingFieldsSchema>;

/** The rules that tie fields together, each issue on the field the form shows it at. */
function checkBillingRules(c: BillingFieldsOutput, ctx: z.RefinementCtx<BillingFieldsOutput>): void {
  const visible = billingFieldVisibility(c);
  const missing = missingTaxFields({
    tipologia: c.tipologia,
    stato: c.stato,
    partita_iva: visible.partita_iva ? c.partita_iva : null,
    codice_fiscale: visible.codice_fiscale ? c.codice_fiscale : null,
  });
  for (const [field, why] of Object.entries(missing)) {
    ctx.addIssue({ code: 'custom', path: [field], message: TAX_MESSAGES[why] });
  }
  // The numbers' own checks (tax-numbers.ts): the VAT number in the country's format with its check digit.
  const vatIssue = visible.partita_iva ? vatNumberIssue(c.stato, c.partita_iva) : null;
  if (vatIssue) ctx.addIssue({ code: 'custom', path: ['partita_iva'], message: vatIssue });
  if (visible.codice_fiscale && filled(c.codice_fiscale) && !isCodiceFiscale(c.codice_fiscale)) {
    ctx.addIssue({ code: 'custom', path: ['codice_fiscale'], message: CODICE_FISCALE_MESSAGE });
  }
  if (visible.email_pec && filled(c.email_pec) && !z.email().safeParse(c.email_pec).success) {
    ctx.addIssue({ code: 'custom', path: ['email_pec'], message: EMAIL_MESSAGE });
  }
  if (visible.sdi && filled(c.sdi) && !SDI_FORMAT.test(c.sdi ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['sdi'], message: SDI_MESSAGE });
  }
  checkAddress(c, ctx);
}

/** In Italy a five-digit CAP, a real province and the two agreeing; everywhere a phone number of plausible length. */
function checkAddress(c: BillingFieldsOutput, ctx: z.RefinementCtx<BillingFieldsOutput>): void {
  // These fields may still be missing here (the rules run whatever the other fields say): checked when given.
  const given = (value: unknown): value is string => typeof value === 'string' && value !== '';
  if (c.stato === ITALY) {
    const capOk = given(c.cap) && isItalianCap(c.cap);
    const provinceOk = given(c.provincia) && isItalianProvince(c.provincia);
    if (given(c.cap) && !capOk) ctx.addIssue({ code: 'custom', path: ['cap'], message: CAP_MESSAGE });
    if (given(c.provincia) && !provinceOk) {
      ctx.addIssue({ code: 'custom', path: ['provincia'], message: PROVINCE_MESSAGE });
    }
    if (capOk && provinceOk && !capMatchesProvince(c.cap, c.provincia)) {
      ctx.addIssue({ code: 'custom', path: ['cap'], message: CAP_PROVINCE_MESSAGE });
    }
  }
  if (given(c.telefono) && !isPlausiblePhone(c.telefono, c.stato)) {
    ctx.addIssue({ code: 'custom', path: ['telefono'], message: PHONE_MESSAGE });
  }
}

export type CompanyBillingInput = z.input<typeof CompanyBillingSchema>;
export type CompanyBilling = z.output<typeof CompanyBillingSchema>;
