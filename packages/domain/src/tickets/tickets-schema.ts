import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { TICKET_DEPARTMENTS, TICKET_LIMITS, TICKET_STATES, ticketProductRequired } from './ticket-rules.ts';
import { idSchema } from '../validators/id.ts';

/**
 * Spec 3 §3 ticket, as the calls answer it; `extra_time`: opened outside office hours. Beside the
 * spec's fields: the company it belongs to, when its conversation last moved, and whom an open
 * ticket waits for (`in_attesa`: the customer wrote last, so the staff is to answer; otherwise the
 * customer is).
 */
export const TicketSchema = z.object({
  id: z.number().int(),
  titolo: z.string(),
  urgente: z.boolean(),
  data: z.string(),
  stato: z.enum(TICKET_STATES),
  nr_messaggi: z.number().int(),
  prodotto: z.string().nullable(),
  department: z.enum(TICKET_DEPARTMENTS),
  id_product: z.number().int().nullable(),
  extra_time: z.boolean(),
  id_azienda: z.number().int(),
  ultimo_messaggio: z.string(),
  /** Whether the last message is the customer's (the ticket waits for an operator). */
  in_attesa: z.boolean(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** A ticket in the operators' queue: whose it is. */
export const StaffTicketSchema = TicketSchema.extend({
  ragione_sociale: z.string(),
});
export type StaffTicket = z.infer<typeof StaffTicketSchema>;

export const TicketAttachmentRefSchema = z.object({ id: z.number().int(), filename: z.string() });

/**
 * Spec 3 §3 ticket message. Operator messages carry sanitized HTML (shown in a sandboxed frame),
 * user messages plain text. `avatar`: the configured avatar service's address for the author, or
 * null (the browser draws `initials`).
 */
export const TicketMessageSchema = z.object({
  id: z.number().int(),
  messaggio: z.string(),
  data: z.string(),
  operatore: z.string().nullable(),
  utente: z.string().nullable(),
  avatar: z.string().nullable(),
  initials: z.string(),
  allegati: z.array(TicketAttachmentRefSchema),
  id_offerta_allegata: z.number().int().nullable(),
  id_fattura_allegata: z.number().int().nullable(),
  nr_fattura: z.string().nullable(),
  serie_fattura: z.string().nullable(),
  anno_fattura: z.number().int().nullable(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** One file of a message: its name and its bytes in base64 (the calls are JSON, spec 3 §7). */
export const TicketAttachmentUploadSchema = z.strictObject({
  filename: z.string().trim().min(1, 'validation.required').max(TICKET_LIMITS.filename),
  content: z
    .string()
    .max(Math.ceil(TICKET_LIMITS.attachmentBytes / 3) * 4, 'tickets.attachment_too_large')
    .regex(BASE64, 'tickets.attachment_unreadable'),
});
export type TicketAttachmentUpload = z.infer<typeof TicketAttachmentUploadSchema>;

const attachments = z
  .array(TicketAttachmentUploadSchema)
  .max(TICKET_LIMITS.attachments, 'tickets.too_many_attachments')
  .default([]);
const messaggio = z.string().trim().min(1, 'validation.required').max(TICKET_LIMITS.messaggio);

/** Spec 3 §5: department and message required, title for new tickets; product for tecnica when there are products. */
export const NewTicketBaseSchema = z.strictObject({
  department: z.enum(TICKET_DEPARTMENTS, 'validation.required'),
  id_product: idSchema.nullish(),
  titolo: z.string().trim().min(1, 'validation.required').max(TICKET_LIMITS.titolo),
  messaggio,
  urgente: z.boolean().default(false),
  attachments,
});
export type NewTicket = z.infer<typeof NewTicketBaseSchema>;
export type NewTicketInput = z.input<typeof NewTicketBaseSchema>;

/** The new-ticket form: the base schema plus the product rule, which needs to know whether products exist. */
export function newTicketSchema(hasProducts: boolean) {
  return NewTicketBaseSchema.superRefine((value, ctx) => {
    if (ticketProductRequired(value.department, hasProducts) && !value.id_product) {
      ctx.addIssue({ code: 'custom', path: ['id_product'], message: 'tickets.product_required' });
    }
  });
}

/** A reply (customer or operator), with the company's offer or invoice it names (spec 3 §3 ticket message). */
export const TicketReplySchema = z.strictObject({
  messaggio,
  attachments,
  id_offerta_allegata: idSchema.nullable().optional(),
  id_fattura_allegata: idSchema.nullable().optional(),
});
export type TicketReply = z.infer<typeof TicketReplySchema>;
export type TicketReplyInput = z.input<typeof TicketReplySchema>;

/** Closing a ticket (DESIGN §5: the customer or an operator). */
export const TicketUpdateSchema = z.strictObject({ stato: z.literal('chiuso') });

/** The settings calls of spec 3 §7 read record 1. */
export const TicketSettingsParamsSchema = z.object({ id: z.literal('1') });

/** GET /rest/ticket_settings/1: the urgent surcharge in the company's currency (cents), waived for premium. */
export const TicketSettingsSchema = z.object({
  urgent_price: z.number().int(),
  currency: z.enum(CURRENCIES),
  is_premium: z.boolean(),
});
export type TicketSettings = z.infer<typeof TicketSettingsSchema>;

export const OfficeHoursSchema = z.object({ in_office_hours: z.boolean() });

/** A product the ticket can be about (the new-ticket select). */
export const TicketProductSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  codice: z.string(),
  dominio: z.string(),
});
export type TicketProduct = z.infer<typeof TicketProductSchema>;

/** Spec 2 / spec 3 §7 AuthCode request: opens a ticket with the provider's technicians. */
export const AuthCodeRequestSchema = z.strictObject({
  titolo: z.string().trim().min(1, 'validation.required').max(TICKET_LIMITS.titolo),
  dettaglio: z.string().trim().min(1, 'validation.required').max(TICKET_LIMITS.authcodeDettaglio),
});
export type AuthCodeRequest = z.infer<typeof AuthCodeRequestSchema>;
