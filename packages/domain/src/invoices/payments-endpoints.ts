import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  CashbackBalanceSchema,
  PayAnswerSchema,
  PayInvoiceSchema,
  PayOfferAnswerSchema,
  PayOfferSchema,
  PaymentMethodsSchema,
  PayProductSchema,
  PayUpgradeSchema,
  TransactionSchema,
  UpgradeOptionsSchema,
} from './invoices-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

/** Paying (spec 2 §2 payment page, §5, §7 Pay, §9; DESIGN §4 payment calls). */
export const paymentsApi = {
  paymentMethods: endpoint({
    method: 'GET',
    path: '/rest/payment_methods',
    access: { route: 'payment' },
    summary:
      'The methods the company may pay with (its metodi_pagamento among the providers enabled), its payment terms, credit and recurring payments',
    response: PaymentMethodsSchema,
  }),
  cashbackBalance: endpoint({
    method: 'GET',
    path: '/rest/balance',
    access: { route: 'payment' },
    summary:
      "Spec 2 §7 'Cashback: GET balance (amount)': the company's cashback balance in cents (its cashback movements), never below 0; the payment form caps the cashback with it",
    response: CashbackBalanceSchema,
  }),
  transaction: endpoint({
    method: 'GET',
    path: '/rest/transactions/:id',
    access: { route: 'order_result' },
    summary: "A payment transaction's state, for order_result; 404 for another company's",
    params: IdParamsSchema,
    response: TransactionSchema,
    errors: { 404: ['transaction_not_found'] },
  }),
  payInvoice: endpoint({
    method: 'POST',
    path: '/api/pay_invoice',
    access: { route: 'payment' },
    summary:
      'Pay a payment due: with cashback up to min(balance, total), the rest through the provider of `method` ({ redirect } to its checkout) or settled at once ({ result: 0 }). One pending transaction per installment',
    body: PayInvoiceSchema,
    response: PayAnswerSchema,
    errors: {
      404: ['payment_not_found'],
      409: ['already_paid', 'method_unavailable', 'credit_note'],
      422: ['cashback_above_balance', 'cashback_above_total', 'cashback_currency', 'recurring_above_limit'],
    },
  }),
  payProduct: endpoint({
    method: 'POST',
    path: '/api/pay_product',
    access: { route: 'product_renew' },
    summary: 'Renew products: issues the renewal invoice and pays it like pay_invoice; data_fine is extended once paid',
    body: PayProductSchema,
    response: PayAnswerSchema,
    errors: {
      404: ['product_not_found'],
      409: ['not_renewable', 'method_unavailable', 'mixed_currencies'],
      422: ['cashback_above_balance', 'cashback_above_total', 'cashback_currency'],
    },
  }),
  upgradeOptions: endpoint({
    method: 'GET',
    path: '/rest/product_upgrades/:id',
    access: { route: 'product_upgrade' },
    summary:
      'The catalogue products of the same group and period a product may be upgraded to, each with the refund of the remaining period and the value to pay (net of VAT); 404 for another company’s product',
    params: IdParamsSchema,
    response: UpgradeOptionsSchema,
    errors: { 404: ['product_not_found'] },
  }),
  payUpgrade: endpoint({
    method: 'POST',
    path: '/api/pay_product_upgrade',
    access: { route: 'product_upgrade' },
    summary:
      'Upgrade a product: issues the upgrade invoice (the target for a full period from today, less the refund of the remaining period) and pays it like pay_invoice; the product moves to the target once paid. Refused when the value is not positive (upgrade_impossible)',
    body: PayUpgradeSchema,
    response: PayAnswerSchema,
    errors: {
      404: ['product_not_found'],
      409: ['upgrade_impossible', 'method_unavailable'],
      422: ['cashback_above_balance', 'cashback_above_total', 'cashback_currency'],
    },
  }),
  payOffer: endpoint({
    method: 'POST',
    path: '/api/pay_offer',
    access: { route: 'confirm_offer' },
    summary:
      "Confirm and pay an open offer billed to the company (spec 3 §2 confirm_offer, §4): issues the offer's invoice once (a second confirmation pays the same one) and pays it like pay_invoice; paid, the offer becomes an order 'concluso' with its products in the same transaction. A trial offer charges nothing and is an order at once ({ result: 0, transaction: null })",
    body: PayOfferSchema,
    response: PayOfferAnswerSchema,
    errors: {
      403: ['orders_not_enabled'],
      404: ['offer_not_found'],
      409: ['offer_closed', 'billed_to_customer', 'method_unavailable', 'already_paid'],
      422: ['cashback_above_balance', 'cashback_above_total', 'cashback_currency'],
    },
  }),
} as const;

const TokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * The providers' side (docs/decisions.md, provider contract): Sportello's own sandbox checkout,
 * and the signed return every provider comes back through. Public: the browser arrives from
 * the provider; the signature, the amount and the currency decide, never the session.
 */
export const paymentProviderApi = {
  sandboxCheckout: endpoint({
    method: 'GET',
    path: '/api/payments/sandbox/:token',
    access: 'public',
    summary: 'The sandbox provider’s checkout page (HTML): the amount, and pay / cancel / refuse',
    params: TokenParamsSchema,
    response: { kind: 'file', contentType: 'text/html' },
  }),
  sandboxDecide: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/:token',
    access: 'public',
    summary: 'The sandbox checkout’s choice: redirects to the signed provider return, as a real provider does',
    params: TokenParamsSchema,
    body: z.object({ outcome: z.enum(['pay', 'cancel', 'refuse']) }),
    response: { kind: 'redirect' },
    unaudited: 'the provider’s page only signs the outcome; the return settles and audits it',
  }),
  paypalWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhook/paypal',
    access: 'public',
    summary:
      'PayPal’s webhook (PAYMENT.CAPTURE.COMPLETED / DENIED): verified with PayPal’s verify-webhook-signature, then settled like the return, once per capture',
    body: z.record(z.string(), z.unknown()),
    response: z.object({ received: z.boolean() }),
    errors: { 400: ['unverified'] },
  }),
  providerReturn: endpoint({
    method: 'GET',
    path: '/api/payments/return/:provider',
    access: 'public',
    summary:
      'A provider returns the browser here with a signed result: verified (signature, amount, currency), recorded once by its event key, settled in one transaction; redirects to order-result with res and ref',
    params: z.object({ provider: z.enum(['sandbox', 'paypal', 'axerve']) }),
    query: z.record(z.string(), z.string()),
    response: { kind: 'redirect' },
  }),
} as const;
