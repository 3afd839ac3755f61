import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { idField, idSchema } from '../validators/id.ts';
import { INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_METHODS } from './invoice-rules.ts';

/** Spec 2 §3 invoice row, money in cents of the invoice's currency; vat and discount are percentages. */
export const InvoiceRowSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  qt: z.number().int(),
  price: z.number().int(),
  discount: z.number(),
  vat: z.number(),
  amount: z.number().int(),
  vatamount: z.number().int(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/** Spec 2 §3 payment/installment (a payment due), with how long it is past due (spec 2 §2 'Insoluto'). */
export const PaymentSchema = z.object({
  id: z.number().int(),
  fattura: z.string(),
  id_fattura: z.number().int(),
  tipo: z.string(),
  descrizione: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  data: z.string(),
  pending: z.boolean(),
  pastdue: z.number().int(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Spec 2 §3 invoice: amount is the total including VAT; payments its installments; status one of the four of §2. */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  nr: z.string(),
  date: z.string(),
  imponibile: z.number().int(),
  amount: z.number().int(),
  vatamount: z.number().int(),
  currency: z.enum(CURRENCIES),
  settled: z.boolean(),
  pastdue: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  paymethod: z.string(),
  payments: z.array(PaymentSchema),
  rows: z.array(InvoiceRowSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Spec 2 §7 payment methods: the company's, as the payment page offers them. */
export const PaymentMethodsSchema = z.object({
  metodi_pagamento: z.array(z.enum(PAYMENT_METHODS)),
  pagamento: z.string(),
  fatturazione_mensile: z.boolean(),
  /** use_credit on: the company's credit, spent automatically before the provider is asked. */
  use_credit: z.boolean(),
  credit: z.number().int(),
  has_recurring_payments: z.boolean(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** Spec 2 §7 'Cashback: GET balance (amount)': the company's cashback balance, cents of its currency. */
export const CashbackBalanceSchema = z.object({ amount: z.number().int() });
export type CashbackBalance = z.infer<typeof CashbackBalanceSchema>;

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');
const cents = z.coerce
  .number()
  .int('payments.invalid_amount')
  .min(0, 'payments.invalid_amount')
  .max(100_000_000, 'payments.invalid_amount');

/** Where order_result links back to (spec 2 §2: catalog, products or dashboard; the invoices page too). */
export const PAYMENT_REFS = ['catalog', 'products', 'dashboard', 'invoices'] as const;
export type PaymentRef = (typeof PAYMENT_REFS)[number];
const ref = z.enum(PAYMENT_REFS).optional();

/** POST /api/pay_invoice (spec 2 §7): a payment due, the method (required, spec 2 §5), cashback in cents. */
export const PayInvoiceSchema = z.object({
  payment_id: idSchema,
  method: z.enum(PAYMENT_METHODS, 'payments.method_required'),
  cashback_amount: cents.default(0),
  enable_recurring_payments: flag,
  ref,
});
export type PayInvoiceInput = z.input<typeof PayInvoiceSchema>;

/** POST /api/pay_product (spec 2 §7): renew one or more products. */
export const PayProductSchema = z.object({
  ref,
  ids: z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? v : [v]), z.array(idSchema).min(1).max(50)),
  method: z.enum(PAYMENT_METHODS, 'payments.method_required'),
  cashback_amount: cents.default(0),
});
export type PayProductInput = z.input<typeof PayProductSchema>;

/** The payment calls answer a provider checkout to go to, or result 0 when settled without one (DESIGN §4). */
export const PayAnswerSchema = z.object({
  result: z.number().int().optional(),
  redirect: z.string().optional(),
  transaction: z.number().int(),
});
export type PayAnswer = z.infer<typeof PayAnswerSchema>;

/** POST /api/pay_offer (spec 3 §7 'idOfferta plus payment fields'): the offer confirmed and paid. */
export const PayOfferSchema = z.object({
  idOfferta: idSchema,
  method: z.enum(PAYMENT_METHODS, 'payments.method_required'),
  cashback_amount: cents.default(0),
});
export type PayOfferInput = z.input<typeof PayOfferSchema>;

/** pay_offer answers like the other pay calls; a trial offer, with nothing to pay, is an order at once (no transaction). */
export const PayOfferAnswerSchema = PayAnswerSchema.extend({ transaction: z.number().int().nullable() });
export type PayOfferAnswer = z.infer<typeof PayOfferAnswerSchema>;

/** A payment transaction as order_result reads it (spec 2 §4: success only when result 0 and the state agrees). */
export const TransactionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'paid', 'cancelled', 'refused', 'error']),
  amount: z.number().int(),
  cashback_amount: z.number().int(),
  credit_amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  method: z.string(),
  id_fattura: z.number().int(),
  fattura: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** POST /api/pay_product_upgrade (spec 2 §7): from the product (id_migrated_from) to a catalogue product (id_product_to). */
export const PayUpgradeSchema = z.object({
  id_migrated_from: idSchema,
  id_product_to: idField('payments.target_required'),
  method: z.enum(PAYMENT_METHODS, 'payments.method_required'),
  cashback_amount: cents.default(0),
  ref,
});
export type PayUpgradeInput = z.input<typeof PayUpgradeSchema>;

/** One target of an upgrade with its quote (net of VAT, cents). */
export const UpgradeOptionSchema = z.object({
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  prezzo: z.number().int(),
  refund: z.number().int(),
  value: z.number().int(),
  possible: z.boolean(),
});
export type UpgradeOption = z.infer<typeof UpgradeOptionSchema>;

/** GET /rest/product_upgrades/{id}: the product, and the catalogue products of its group it may move to. */
export const UpgradeOptionsSchema = z.object({
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  data_fine: z.string(),
  currency: z.enum(CURRENCIES),
  /** Why no upgrade is possible at all (one-off, expired, unpaid renewal), null when options apply. */
  refusal: z.string().nullable(),
  options: z.array(UpgradeOptionSchema),
});
export type UpgradeOptions = z.infer<typeof UpgradeOptionsSchema>;
