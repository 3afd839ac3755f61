import { z } from 'zod';
import { BILLING_LIMITS, TIPOLOGIE } from '../company/billing-rules.ts';
import { isCountryCode } from '../company/countries.ts';
import { compactVatNumber, vatNumberIssue } from '../company/tax-numbers.ts';
import { CURRENCIES } from '../constants.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** POST /api/currency/update: the company's currency (refused when locked). */
export const CurrencyUpdateSchema = z.object({ currency: z.enum(CURRENCIES) });
export type CurrencyUpdateInput = z.input<typeof CurrencyUpdateSchema>;

export const CHANGE_REQUEST_NOTE_MAX = 2000;
const COUNTRY_MESSAGE: MessageKey = 'company.validation.country';

/**
 * POST /rest/company_change_requests: what a locked billing profile asks the
 * finance team to change (spec 1 §5: type, name, country, VAT number) — the
 * new values, and a note.
 */
export const BillingChangeRequestSchema = z
  .object({
    tipologia: z.enum(TIPOLOGIE),
    ragione_sociale: z.string().trim().min(1).max(BILLING_LIMITS.ragione_sociale),
    stato: z.string().trim().toUpperCase().min(1).refine(isCountryCode, { message: COUNTRY_MESSAGE }),
    partita_iva: z.string().transform(compactVatNumber).pipe(z.string().max(BILLING_LIMITS.partita_iva)),
    note: z.string().trim().max(CHANGE_REQUEST_NOTE_MAX),
  })
  .superRefine((request, ctx) => {
    // The new VAT number, like the billing form's, must be one of the new country.
    const issue = request.tipologia === 'Private' ? null : vatNumberIssue(request.stato, request.partita_iva);
    if (issue) ctx.addIssue({ code: 'custom', path: ['partita_iva'], message: issue });
  });
export type BillingChangeRequestInput = z.input<typeof BillingChangeRequestSchema>;
export type BillingChangeRequest = z.output<typeof BillingChangeRequestSchema>;

/** What the finance team gets besides the request: the company and who asked. */
export const BILLING_CHANGE_FIELDS = ['tipologia', 'ragione_sociale', 'stato', 'partita_iva'] as const;
