import { z } from 'zod';

/** Spec 3 §5 Partner form: how the company wants to work with the provider. */
export const PARTNER_MODES = ['whitelabel', 'freelance', 'whitelabel-freelance'] as const;
export type PartnerMode = (typeof PARTNER_MODES)[number];

/** Spec 3 §9: monthly invoicing and commissions on invoice are on by default. */
export const PARTNER_DEFAULTS = { fatturazione_mensile: true, provvigioni_in_fattura: true } as const;

/** POST /rest/become_partner (spec 3 §7), in the browser form and on the server. */
export const PartnerRequestSchema = z.object({
  modalita: z.enum(PARTNER_MODES),
  fatturazione_mensile: z.boolean().default(PARTNER_DEFAULTS.fatturazione_mensile),
  provvigioni_in_fattura: z.boolean().default(PARTNER_DEFAULTS.provvigioni_in_fattura),
});
export type PartnerRequest = z.output<typeof PartnerRequestSchema>;

/** GET /rest/become_partner: the company's request still waiting for the operators, if any. */
export const PartnerRequestStateSchema = z.object({
  pending: PartnerRequestSchema.extend({ data: z.string() }).nullable(),
});
export type PartnerRequestState = z.infer<typeof PartnerRequestStateSchema>;
