import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { APPROVAL_STATES, type Approval } from '../session/user-info.ts';
import { TIPOLOGIE } from './billing-rules.ts';
import { idSchema } from '../validators/id.ts';
import { isCashbackChoice } from '../movements/movement-rules.ts';

/**
 * A company's billing profile as GET /rest/company/{id} answers it (spec 1
 * §3, spec 2 §3). GET /rest/company/0 answers the same shape with the
 * defaults for a new company (id 0).
 */
export const CompanySchema = z.object({
  id: z.number().int(),
  tipologia: z.enum(TIPOLOGIE),
  ragione_sociale: z.string(),
  stato: z.string(),
  cap: z.string().nullable(),
  citta: z.string().nullable(),
  provincia: z.string().nullable(),
  indirizzo: z.string().nullable(),
  telefono: z.string().nullable(),
  partita_iva: z.string().nullable(),
  codice_fiscale: z.string().nullable(),
  email_pec: z.string().nullable(),
  sdi: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  lingua: z.enum(LANGUAGES),
  fatturazione_mensile: z.boolean(),
  locked: z.boolean(),
  currency_locked: z.boolean(),
  approval: z.enum(APPROVAL_STATES).nullable(),
  ack_marketing: z.boolean(),
  ack_privacy: z.boolean(),
  ack_terms: z.boolean(),
  contratto_cliente: z.boolean(),
  cod_pagamento: z.string().nullable(),
  pagamento: z.string().nullable(),
  /** The payment method's id: payments belong to a later area; null until then. */
  id_pagamento: z.number().int().nullable(),
  metodi_pagamento: z.array(z.string()),
  fatturante_strid: z.string().nullable(),
  hasCompleteBillingData: z.boolean(),
  is_verified_billing: z.boolean(),
  is_reseller: z.boolean(),
  /** VAT rate, percent. */
  iva: z.number(),
  use_credit: z.boolean(),
  id_main_skill: z.number().int().nullable(),
  requirements: z.array(z.number().int()),
  cashback_months: z.array(z.number().int()),
  disableRecurringPayments: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

/** What a company user may ask for: the operator alone sets 'approvato'. */
export const APPROVAL_REQUESTS = ['in approvazione cliente', 'in approvazione rivenditore'] as const;
export type ApprovalRequest = (typeof APPROVAL_REQUESTS)[number];

export function isApprovalRequest(value: unknown): value is ApprovalRequest {
  return (APPROVAL_REQUESTS as readonly unknown[]).includes(value);
}

const TERMS_MESSAGE: MessageKey = 'onboarding.terms_must_accept';
const text = z.string().nullish();

/**
 * PUT /rest/company/{id}: any of — the billing fields (checked together with
 * the saved ones by CompanyBillingSchema), `contratto_cliente: true` (terms),
 * `approval` (the approval request, or 'approvato' by an operator),
 * `id_main_skill` + `requirements` (skills), `use_credit`,
 * `disableRecurringPayments: true`. Other fields are ignored.
 */
export const CompanyUpdateSchema = z.object({
  tipologia: text,
  ragione_sociale: text,
  stato: text,
  cap: text,
  citta: text,
  provincia: text,
  indirizzo: text,
  telefono: text,
  partita_iva: text,
  codice_fiscale: text,
  email_pec: text,
  sdi: text,
  currency: text,
  lingua: text,
  contratto_cliente: z.literal(true, { message: TERMS_MESSAGE }).optional(),
  approval: z.enum(APPROVAL_STATES).optional(),
  id_main_skill: idSchema.nullable().optional(),
  requirements: z.array(idSchema).max(200).optional(),
  /** The company page's credit toggle ('Modifica effettuata'). */
  use_credit: z.boolean().optional(),
  /** The company page's command to stop recurring payments (billing grant only). */
  disableRecurringPayments: z.literal(true).optional(),
  /** A reseller's cashback months (spec 2 §5): exactly 3 distinct of 12, once ('Seleziona 3 mesi'). */
  cashback_months: z
    .array(z.number().int().min(1).max(12), { message: 'movements.cashback_choose' })
    .max(12)
    .refine(isCashbackChoice, { message: 'movements.cashback_choose' })
    .optional(),
});
export type CompanyUpdate = z.input<typeof CompanyUpdateSchema>;

/**
 * What approving a company sets: 'approvato', and the reseller flag for a
 * company that asked to be approved as a reseller.
 */
export function approvedState(c: { approval: string | null; is_reseller: boolean }): {
  approval: Approval;
  is_reseller: boolean;
} {
  return { approval: 'approvato', is_reseller: c.is_reseller || c.approval === 'in approvazione rivenditore' };
}
