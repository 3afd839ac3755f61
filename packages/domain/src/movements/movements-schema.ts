import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import {
  BALANCE_KINDS,
  MOVEMENT_KINDS,
  MOVEMENT_LIMITS,
  normalizedIban,
  parseAmount,
  REQUEST_KINDS,
  REQUEST_STATES,
} from './movement-rules.ts';

/** Spec 2 §3 movement; `scadenza`: the day the credit expires, once it is older than 12 months (else null). */
export const MovementSchema = z.object({
  id: z.string(),
  tipo: z.enum(MOVEMENT_KINDS),
  /** Signed cents. */
  amount: z.number().int(),
  /** 'YYYY-MM-DD'. */
  data: z.string(),
  dettagli: z.string(),
  scadenza: z.string().nullable(),
  /** The commission or co-marketing request a debit (or its refund) belongs to: its receipt. */
  richiesta: z.number().int().nullable(),
});
export type Movement = z.infer<typeof MovementSchema>;

const cents = z.number().int();

/** Spec 2 §3 account movements response, beside the page of movements (amounts in the company's currency, cents). */
export const AccountParametersSchema = {
  currency: z.enum(CURRENCIES),
  /** The reseller's discount, percent: the commission card shows only above 0. */
  sconto: z.number(),
  /** The least commission balance that may be collected. */
  collect_from: cents,
  referral_percentage: z.number(),
  comarketing_percentage: z.number(),
  cashback_percentage: z.number(),
  cashback_until: z.string().nullable(),
  cashback_months: z.array(z.number().int().min(1).max(12)),
  cashback_status: z.enum(['survey_missing', 'choose', 'active', 'expired']),
  /** The IBAN of the last commission request, to offer again. */
  iban: z.string().nullable(),
  balances: z.object({ provvigioni: cents, comarketing: cents, cashback: cents }),
};

/** A commission request's amount as typed: digits with at most two decimals, to cents. */
const amountField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .superRefine((value, ctx) => {
    if (value !== '' && parseAmount(value) === null)
      ctx.addIssue({ code: 'custom', message: 'movements.amount_format' });
  })
  .transform((value) => parseAmount(value) ?? 0);

/**
 * POST /rest/commissions, the multipart `json` field (spec 2 §3 commission request, §5): the amount,
 * the IBAN (commissions only, checked with ibantools) and a message; the files travel beside it as
 * `allegati`. The balance rules (collect_from, at most the balance) are the server's, which knows them.
 */
export const CommissionRequestSchema = z
  .object({
    tipo: z.enum(REQUEST_KINDS),
    importo: amountField,
    iban: z.string().trim().max(42).optional(),
    messaggio: z.string().trim().max(MOVEMENT_LIMITS.message).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.tipo !== 'provvigioni') return;
    if (!value.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'validation.required' });
    else if (normalizedIban(value.iban) === null)
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'movements.iban_invalid' });
  })
  .transform((value) => ({
    tipo: value.tipo,
    importo: value.importo,
    iban: value.tipo === 'provvigioni' && value.iban ? normalizedIban(value.iban) : null,
    messaggio: value.messaggio ?? '',
  }));
export type CommissionRequestInput = z.input<typeof CommissionRequestSchema>;
export type CommissionRequest = z.output<typeof CommissionRequestSchema>;

export const CommissionRequestedSchema = z.object({
  result: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
  /** The balance left, cents. */
  balance: cents,
});

/** A request as the operator console's queue lists it. */
export const CommissionRequestRowSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  tipo: z.enum(REQUEST_KINDS),
  importo: cents,
  currency: z.enum(CURRENCIES),
  iban: z.string().nullable(),
  messaggio: z.string(),
  stato: z.enum(REQUEST_STATES),
  created_at: z.string(),
  paid_on: z.string().nullable(),
});
export type CommissionRequestRow = z.infer<typeof CommissionRequestRowSchema>;

export const MovementTabSchema = z.enum(BALANCE_KINDS);
