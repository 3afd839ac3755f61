import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** GET /rest/payment_methods: the methods offered, the cashback balance, whether recurring payments are on. */
export const usePaymentMethods = () =>
  useQuery({ queryKey: scopedKey('invoices', 'payment-methods'), queryFn: ({ signal }) => api(paymentsApi.paymentMethods, {}, { signal }) });
