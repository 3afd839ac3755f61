import { useMutation, useQuery } from '@tanstack/react-query';
import type { PayInvoiceInput } from '@sportello/domain';
import { invoicesApi, paymentsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';
import { tolerateStatuses } from '../../../shared/query/tolerate-statuses.ts';

/** GET /rest/payments/{id}: the payment due being paid; null when it is not the company's (404). */
export const usePayment = (id: number) =>
  useQuery({
    queryKey: scopedKey('invoices', 'payment', id),
    queryFn: ({ signal }) =>
      tolerateStatuses(() => api(invoicesApi.payment, { params: { id } }, { signal, notify: false }), null)(),
    enabled: Number.isInteger(id) && id > 0,
  });

/** GET /rest/transactions/{id}: the transaction order_result reports on; null when unknown (404). */
export const useTransaction = (id: number) =>
  useQuery({
    queryKey: scopedKey('invoices', 'transaction', id),
    queryFn: ({ signal }) =>
      tolerateStatuses(() => api(paymentsApi.transaction, { params: { id } }, { signal, notify: false }), null)(),
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST /api/pay_invoice. */
export const usePayInvoice = () =>
  useMutation({ mutationFn: (body: PayInvoiceInput) => api(paymentsApi.payInvoice, { body }) });
