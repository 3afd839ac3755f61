import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { INVOICE_STATUSES } from './invoice-rules.ts';
import { InvoiceSchema, PaymentSchema } from './invoices-schema.ts';
import { IdParamsSchema, idSchema } from '../validators/id.ts';

const flagFilter = z
  .enum(['0', '1'])
  .optional()
  .transform((v) => v === '1');

export const INVOICE_SORT_KEYS = ['date', 'id', 'nr', 'amount'] as const;
export const InvoicesListQuerySchema = listQuerySchema(INVOICE_SORT_KEYS, '-date', {
  status: z.enum(INVOICE_STATUSES).optional(),
});

export const PAYMENT_SORT_KEYS = ['data', 'id', 'amount'] as const;
export const PaymentsListQuerySchema = listQuerySchema(PAYMENT_SORT_KEYS, 'data', {
  /** Spec 2 §9: pending payments due within this many days, overdue ones included (the dashboard asks 30). */
  expiring: z.coerce.number().int().min(0).max(366).optional(),
  id_fattura: idSchema.optional(),
  pending_only: flagFilter,
});

/** Invoices (spec 2 §2 invoices page, §3, §6 grant rule, §7; spec 3 §7 invoice PDF). */
export const invoicesApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/invoices',
    access: { route: 'invoices' },
    summary:
      "The company's invoices and credit notes, newest first, paged, sorted and filtered (text on the number, status) on the server, each with its rows, installments and status",
    query: InvoicesListQuerySchema,
    response: pageSchema(InvoiceSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/rest/invoices/:id',
    access: { route: 'invoices' },
    summary: "One of the company's invoices; 404 for another company's",
    params: IdParamsSchema,
    response: InvoiceSchema,
    errors: { 404: ['invoice_not_found'] },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/rest/invoice-pdf/:id',
    access: { route: 'invoices' },
    summary: 'The invoice as a PDF (issuer, customer, rows, VAT, totals, payment terms); 404 for another company’s',
    params: IdParamsSchema,
    response: { kind: 'file', contentType: 'application/pdf' },
    errors: { 404: ['invoice_not_found'] },
  }),
  xml: endpoint({
    method: 'GET',
    path: '/rest/invoice-xml/:id',
    access: { route: 'invoices' },
    summary:
      'The Italian e-invoice of an invoice of the Italian billing entity: FatturaPA XML, version FPR12 (TD01, credit notes TD04); 404 for another company’s invoice and for another billing entity’s',
    params: IdParamsSchema,
    response: { kind: 'file', contentType: 'application/xml' },
    errors: { 404: ['invoice_not_found', 'no_einvoice'] },
  }),
  payments: endpoint({
    method: 'GET',
    path: '/rest/payments',
    access: { route: 'invoices' },
    summary:
      'Payments due (installments): expiring=days (pending, due by then, overdue included), id_fattura, pending_only=1; by due date',
    query: PaymentsListQuerySchema,
    response: pageSchema(PaymentSchema),
  }),
  payment: endpoint({
    method: 'GET',
    path: '/rest/payments/:id',
    access: { route: 'invoices' },
    summary: "One payment due of the company; 404 ('Errore: Pagamento non trovato') for another company's",
    params: IdParamsSchema,
    response: PaymentSchema,
    errors: { 404: ['payment_not_found'] },
  }),
} as const;
