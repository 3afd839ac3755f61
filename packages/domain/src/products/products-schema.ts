import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { DURATIONS } from '../catalogue/catalogue-schema.ts';
import {
  ADMINISTRATIVE_STATES,
  CANCELLATION_REASONS,
  PRODUCT_GROUPS,
  TECHNICAL_STATES,
  type CancellationReason,
} from './product-rules.ts';

/** The customer's note (spec 2 §5): free text, shown on every renewal invoice of the product. */
export const NOTE_MAX = 1000;
export const NOMINATIVO_MAX = 250;

/** Spec 2 §3 product and product order, as GET /rest/products answers it: money in cents of `currency`. */
export const ProductSchema = z.object({
  id: z.number().int(),
  id_ordine: z.number().int().nullable(),
  nome: z.string(),
  codice: z.string(),
  group_code: z.string(),
  dominio: z.string(),
  categoria: z.string(),
  durata: z.enum(DURATIONS),
  data_fine: z.string(),
  free_period: z.number().int(),
  grace_period: z.number().int(),
  days_to_expiration: z.number().int(),
  group: z.enum(PRODUCT_GROUPS),
  stato_tecnico: z.enum(TECHNICAL_STATES),
  stato_amministrativo: z.enum(ADMINISTRATIVE_STATES),
  rinnovo_automatico: z.boolean(),
  disdetto: z.boolean(),
  missing_data: z.boolean(),
  missing_mail_data: z.boolean(),
  registrazione_dominio: z.boolean(),
  ask_site_transfer: z.boolean(),
  ask_mail_transfer: z.boolean(),
  importo: z.number().int(),
  currency: z.enum(CURRENCIES),
  qt: z.number().int(),
  nfr: z.boolean(),
  note_cliente: z.string(),
  last_bw_upgrade: z.string().nullable(),
  free_bw_upgrade: z.boolean(),
  bw_upgrade_price: z.number().int().nullable(),
  n_upgrades: z.number().int(),
  /** The unpaid renewal invoice ('Pagamenti arretrati'), null when none. */
  pending_invoice: z.string().nullable(),
  /** Spec 2 §3: what an upgrade would refund of the current period today, cents (0 when it cannot be upgraded). */
  valore_storno: z.number().int(),
  /** Spec 2 §3: the catalogue codes of the group and period an upgrade may reach today. */
  upgradable_products: z.array(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

const nominativo = z.string().trim().min(1).max(NOMINATIVO_MAX);
const reason = z.enum(CANCELLATION_REASONS, 'products.reason_required');

/** The notes modal. */
export const ProductNoteSchema = z.strictObject({
  note_cliente: z.string().trim().max(NOTE_MAX),
});

/** The BBW Automatico / Su richiesta switch (spec 2 §4); the reason is for a switch to on request, optional. */
export const RenewalModeSchema = z.strictObject({
  rinnovo_automatico: z.boolean(),
  nominativo,
  motivazione_disdetta: reason.nullish(),
});

/** The renewal-change modal (spec 2 §5): name and surname required; a reason when cancelling. */
export const RenewalChangeSchema = z
  .strictObject({
    stato_amministrativo: z.enum(['attivo', 'non rinnovare']),
    nominativo,
    motivazione_disdetta: reason.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.stato_amministrativo === 'non rinnovare' && !value.motivazione_disdetta) {
      ctx.addIssue({ code: 'custom', path: ['motivazione_disdetta'], message: 'products.reason_required' });
    }
  });
export type RenewalChangeInput = z.input<typeof RenewalChangeSchema>;

/** PUT /rest/product_orders/{id}: one of the three shapes of spec 2 §7. */
export const ProductOrderUpdateSchema = z.union([ProductNoteSchema, RenewalModeSchema, RenewalChangeSchema]);
export type ProductOrderUpdate = z.infer<typeof ProductOrderUpdateSchema>;

/** What the product's row reads after a change. */
export const ProductOrderSchema = ProductSchema;

/** Spec 2 §5: the reason's key in the messages; resellers read another wording for one. */
export function cancellationReasonKey(reasonCode: CancellationReason, reseller: boolean) {
  return reseller && reasonCode === 'cambio_agenzia'
    ? ('products.reason.cambio_agenzia_reseller' as const)
    : (`products.reason.${reasonCode}` as const);
}
