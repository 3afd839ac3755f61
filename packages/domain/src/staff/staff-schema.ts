import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { PROVIDER_TIME_ZONE } from '../invoices/invoice-rules.ts';
import { isoDateIn } from '../products/product-rules.ts';
import { APPROVAL_STATES } from '../session/user-info.ts';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import { STAFF_ROLES } from '../access/grants.ts';
import { PARTNER_MODES } from '../partner/partner-schema.ts';
import { QUEUE_REASON_MAX, STAFF_QUEUE_KINDS } from './staff-queues.ts';

/** A company as the console's search shows it: who it is and its state at a glance. */
export const StaffCompanySchema = z.object({
  id: z.number().int(),
  ragione_sociale: z.string(),
  partita_iva: z.string().nullable(),
  codice_fiscale: z.string().nullable(),
  approval: z.enum(APPROVAL_STATES).nullable(),
  /** The customer contract (terms) accepted. */
  contratto_cliente: z.boolean(),
  is_reseller: z.boolean(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  locked: z.boolean(),
  lingua: z.enum(LANGUAGES),
});
export type StaffCompany = z.infer<typeof StaffCompanySchema>;

/** One company in detail: its state and the people who may act for it. */
export const StaffCompanyDetailSchema = StaffCompanySchema.extend({
  email_pec: z.string().nullable(),
  stato: z.string(),
  citta: z.string().nullable(),
  created_at: z.string(),
  users: z.array(z.object({ username: z.string(), email: z.string(), grants: z.array(z.string()) })),
});
export type StaffCompanyDetail = z.infer<typeof StaffCompanyDetailSchema>;

/** One audit row of a company: who did what, with what before and after. */
export const StaffAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  username: z.string().nullable(),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  subject: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffQueueCountsSchema = z.object({
  role: z.enum(STAFF_ROLES),
  queues: z.array(z.object({ kind: z.enum(STAFF_QUEUE_KINDS), count: z.number().int() })),
});
export type StaffQueueCounts = z.infer<typeof StaffQueueCountsSchema>;

/** A pending item of a queue: the company, when it was asked, and what it asks (by field). */
export const StaffQueueItemSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  ragione_sociale: z.string(),
  created_at: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()])),
  /** The files the customer attached (a commission's invoice), opened by staff from the item. */
  files: z.array(z.object({ id: z.number().int(), filename: z.string() })).optional(),
});
export type StaffQueueItem = z.infer<typeof StaffQueueItemSchema>;

/** A rejection's reason, mailed to the customer: the console's form and the decision share it. */
export const StaffRejectionSchema = z.object({ reason: z.string().trim().min(1).max(QUEUE_REASON_MAX) });

const PAID_ON_FUTURE: MessageKey = 'staff.paid_on_future';

/**
 * The day the provider paid a commission or co-marketing request: a real calendar day
 * ('YYYY-MM-DD'), not after today in the provider's time zone.
 */
export const PaidOnSchema = z
  .string()
  .trim()
  .min(1)
  .pipe(z.iso.date())
  .refine((day) => day <= isoDateIn(new Date(), PROVIDER_TIME_ZONE), { message: PAID_ON_FUTURE });

/** The console's form marking a commission or co-marketing request paid: the payment date, required. */
export const StaffPaidSchema = z.object({ paid_on: PaidOnSchema });

/**
 * An operator's decision: accept (a partner request with the mode chosen; a commission or
 * co-marketing request with the day it was paid, which that queue requires) or reject with the
 * reason mailed.
 */
export const StaffQueueDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    modalita: z.enum(PARTNER_MODES).optional(),
    paid_on: PaidOnSchema.optional(),
  }),
  StaffRejectionSchema.extend({ decision: z.literal('reject') }),
]);
export type StaffQueueDecisionInput = z.input<typeof StaffQueueDecisionSchema>;
export type StaffQueueDecision = z.output<typeof StaffQueueDecisionSchema>;
