import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';

/** Spec 2 §4: a lead waits ('attesa') until the partner accepts or rejects it, or it expires ('scaduta'). */
export const OPPORTUNITY_STATES = ['attesa', 'accettata', 'rifiutata', 'scaduta'] as const;
export type OpportunityState = (typeof OPPORTUNITY_STATES)[number];

/** What a partner may decide on a lead in 'attesa'. */
export const OPPORTUNITY_DECISIONS = ['accettata', 'rifiutata'] as const;
export type OpportunityDecision = (typeof OPPORTUNITY_DECISIONS)[number];

/** A lead not taken within this many days of the project's submission expires ('scaduta'). */
export const OPPORTUNITY_VALIDITY_DAYS = 30;

/** At most this many partners are offered one project: the best matches by shared skills. */
export const OPPORTUNITY_MAX_PARTNERS = 10;

/**
 * A row of GET /rest/opportunities (spec 2 §3 Opportunity). The requester's data (`cliente`,
 * `contatti`, `dominio`) are null until this partner has accepted; `partner` names the partner that
 * took the lead, only when it is the caller. `budget` in cents of `currency`.
 */
export const OpportunitySchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  data: z.string(),
  /** Until when the lead may be accepted (ISO date-time). */
  scadenza: z.string(),
  stato: z.enum(OPPORTUNITY_STATES),
  descrizione: z.string(),
  dominio: z.string().nullable(),
  tempistiche: z.string(),
  budget: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  cliente: z.string().nullable(),
  contatti: z.string().nullable(),
  partner: z.string().nullable(),
  skills: z.array(z.string()),
  tech_skills: z.array(z.string()),
  business_sectors: z.array(z.string()),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;

/** PUT /rest/opportunities/{id}: the partner's decision. */
export const OpportunityDecisionSchema = z.object({ stato: z.enum(OPPORTUNITY_DECISIONS) });
export type OpportunityDecisionInput = z.input<typeof OpportunityDecisionSchema>;
