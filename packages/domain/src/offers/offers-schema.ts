import { z } from 'zod';
import { DURATIONS } from '../catalogue/durations.ts';
import { CURRENCIES } from '../constants.ts';
import { QUOTE_SECTIONS } from '../wizard/wizard-lines.ts';
import { WIZARD_ACTIONS, WIZARD_STEPS } from '../wizard/wizard-constants.ts';
import { WizardStateInputSchema } from '../wizard/wizard-schema.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const OfferIdParamsSchema = z.object({ id });

/** Spec 3 §3 offer states; 'rifiutata' is final. */
export const OFFER_STATES = ['inviata', 'sollecitata', 'stand_by', 'rifiutata'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** The states an offer may still be rejected or confirmed from (spec 3 §2 'offers to confirm', §4). */
export const OPEN_OFFER_STATES = ['inviata', 'sollecitata', 'stand_by'] as const satisfies readonly OfferState[];

/** Spec 3 §5 offer rejection: the reasons the user picks from. */
export const OFFER_REJECTION_REASONS = [
  'prezzo',
  'altro fornitore',
  'tempistiche',
  'non più necessario',
  'altro',
] as const;
export type OfferRejectionReason = (typeof OFFER_REJECTION_REASONS)[number];

/** The three sections of the offers page (spec 3 §2): to confirm, confirmed orders, rejected. */
export const OFFER_SECTIONS = ['open', 'orders', 'rejected'] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];

/** What POST /rest/offers/quote and POST /rest/offers carry besides the payload: the wizard state and the searched domain. */
const searchedDomain = z.string().trim().max(253).nullable().optional();

export const QuoteRequestSchema = z.object({
  state: WizardStateInputSchema,
  /** The domain searched before opening the wizard (the page's domainName query). */
  domain: searchedDomain,
});

const QuoteLineSchema = z.object({
  codice: z.string(),
  qt: z.number().int(),
  dominio: z.string().nullable(),
  os: z.string().nullable(),
  webserver: z.string().nullable(),
  provision_db: z.string().nullable(),
  provision_php: z.string().nullable(),
  newService: z.boolean(),
  siteTransfer: z.boolean(),
  mailTransfer: z.boolean(),
  notForResale: z.boolean(),
});

/** A quote line with its section and prices (cents): what the summary and the offer show. */
export const PricedLineSchema = QuoteLineSchema.extend({
  section: z.enum(QUOTE_SECTIONS),
  durata: z.enum(DURATIONS),
  prezzo: z.number().int(),
  prezzo_pieno: z.number().int(),
  totale: z.number().int(),
  totale_pieno: z.number().int(),
});

const AmountSchema = z.object({ total: z.number().int(), full: z.number().int() });
const DurationTotalsSchema = z.object(
  Object.fromEntries(DURATIONS.map((d) => [d, AmountSchema])) as Record<
    (typeof DURATIONS)[number],
    typeof AmountSchema
  >,
);

export const QuoteTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  durations: DurationTotalsSchema,
  sections: z.object(
    Object.fromEntries(QUOTE_SECTIONS.map((s) => [s, DurationTotalsSchema])) as Record<
      (typeof QUOTE_SECTIONS)[number],
      typeof DurationTotalsSchema
    >,
  ),
  recurrences: z.object({ annual: DurationTotalsSchema, monthly: DurationTotalsSchema }),
  freePeriod: z.number().int(),
});

/** Spec 3 §7 save-offer payload (see wizard-payload.ts). */
export const OfferPayloadSchema = z.object({
  action: z.enum(WIZARD_ACTIONS).nullable(),
  currency: z.enum(CURRENCIES),
  title: z.string().max(1000),
  free_period: z.number().int(),
  id_azienda: z.number().int().nullable(),
  prodotti: z.array(QuoteLineSchema),
  testing_mode: z.enum(['rinnova', 'disdici']).nullable(),
  tecnologie: z.array(z.string()).nullable(),
  provision_location: z.string().nullable(),
  provision_backup_location: z.string().nullable(),
  id_reseller: z.number().int().nullable(),
  note: z.string().nullable(),
});

/** POST /rest/offers/quote: the engine's answer for the state (packages/domain/src/wizard). */
export const QuoteAnswerSchema = z.object({
  state: WizardStateInputSchema,
  steps: z.array(z.enum(WIZARD_STEPS)),
  valid: z.boolean(),
  errors: z.record(z.string(), z.string()),
  issues: z.array(
    z.object({
      field: z.string(),
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  lines: z.array(PricedLineSchema),
  registration: z.object({ dominio: z.string(), tld: z.string() }).nullable(),
  totals: QuoteTotalsSchema,
  payload: OfferPayloadSchema,
});

/**
 * POST /rest/offers: the §7 payload the page sends (any of its keys), plus the wizard state it came
 * from and the searched domain. The server saves the engine's payload for `state`; a key sent with
 * another value than the engine's is refused, never silently replaced.
 */
export const SaveOfferSchema = OfferPayloadSchema.partial().extend({
  state: WizardStateInputSchema,
  domain: searchedDomain,
});

/** Spec 3 §3 offer/order, as the offers page and confirm_offer show it; money in cents. */
export const OfferSchema = z.object({
  id: z.number().int(),
  titolo_offerta: z.string(),
  data: z.string(),
  stato_offerta: z.enum(OFFER_STATES).nullable(),
  stato_ordine: z.string().nullable(),
  ragione_sociale: z.string(),
  /** What the offer charges at confirmation (every line in its billed duration), net of VAT. */
  gran_totale: z.number().int(),
  gran_totale_ivato: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Spec 3 §4 confirm ability: whether this caller may reject or confirm it. */
  enable_orders: z.boolean(),
  id_azienda: z.number().int(),
  id_reseller: z.number().int().nullable(),
  free_period: z.number().int(),
  testing_mode: z.enum(['rinnova', 'disdici']).nullable(),
  motivazione_rifiuto: z.enum(OFFER_REJECTION_REASONS).nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** One offer with its lines and totals (GET /rest/offers/{id}). */
export const OfferDetailSchema = OfferSchema.extend({
  prodotti: z.array(PricedLineSchema),
  totals: QuoteTotalsSchema,
  iva: z.number(),
  note: z.string().nullable(),
});
export type OfferDetail = z.infer<typeof OfferDetailSchema>;

/** Spec 3 §7 'Reject offer': PUT offer {id} with stato=rifiutata and a §5 reason. */
export const RejectOfferSchema = z.object({
  stato: z.literal('rifiutata'),
  motivazione_rifiuto: z.enum(OFFER_REJECTION_REASONS),
});
