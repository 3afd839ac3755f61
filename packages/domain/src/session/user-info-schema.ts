import { z } from 'zod';
import { STAFF_ROLES } from '../access/grants.ts';
import { APPROVAL_STATES } from './user-info.ts';

export const BillingEntitySchema = z.object({
  id: z.number().int(),
  strid: z.string(),
  ragione_sociale: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  provincia: z.string(),
  cap: z.string(),
  stato: z.string(),
  telefono: z.string(),
  piva: z.string(),
  coordinate_bancarie: z.object({ intestatario: z.string(), banca_eur: z.string(), banca_chf: z.string() }),
});
export type BillingEntity = z.infer<typeof BillingEntitySchema>;

/**
 * GET /api/dashboard/userinfo: every session field of spec 1 §3 plus the
 * derived enable_orders and is_staff. Company fields take defaults until a
 * company is chosen. The server's response schema and the browser's type.
 */
export const UserInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The user's first and last name from the profile, '' when the profile has none: greetings use it before the username. */
  full_name: z.string(),
  email: z.string(),
  lingua: z.string(),
  verificato: z.boolean(),
  is_staff: z.boolean(),
  /**
   * An operator's console role (DESIGN §5), null for a customer's user: the browser shows a
   * `support` operator acting on a customer no write controls. Not in the spec.
   */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  grants: z.array(z.string()),
  email_subscriptions: z.array(z.string()),
  id_azienda: z.number().int().nullable(),
  azienda: z.string().nullable(),
  sconto: z.number(),
  /** VAT rate of the company, percent. */
  iva: z.number(),
  cod_pagamento: z.string().nullable(),
  pagamento: z.string().nullable(),
  fatturazione_mensile: z.boolean(),
  currency: z.enum(['EUR', 'CHF']),
  currency_locked: z.boolean(),
  is_reseller: z.boolean(),
  use_credit: z.boolean(),
  approval: z.enum(APPROVAL_STATES).nullable(),
  has_active_products: z.boolean(),
  contratto_cliente: z.boolean().nullable(),
  is_premium: z.boolean(),
  has_recurring_payments: z.boolean(),
  has_parent: z.boolean(),
  complete: z.boolean(),
  complete_skill: z.boolean(),
  survey_completion_date: z.string().nullable(),
  compiledSurvey: z.boolean(),
  enable_orders: z.boolean(),
  fatturante: BillingEntitySchema.nullable(),
  /**
   * The reseller whose customer this company is, when the user may act for it too: the way back
   * after signing in to a customer from My customers. Not in the spec.
   */
  reseller_company: z.object({ id_azienda: z.number().int(), ragione_sociale: z.string() }).nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
