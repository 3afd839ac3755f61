import { useQueries } from '@tanstack/react-query';
import type { PaymentMethods } from '@sportello/domain';
import { paymentsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** What the payment form offers: the company's methods and terms, and its cashback balance. */
export type PaymentOptions = PaymentMethods & { cashback: number };

type PaymentOptionsState =
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined }
  | { isPending: false; isError: false; data: PaymentOptions };

/**
 * GET /rest/payment_methods (the methods, credit, whether recurring payments are on) and the
 * spec's cashback call, GET /rest/balance (spec 2 §7 'Cashback: GET balance (amount)'), as one state.
 */
export const usePaymentOptions = (): PaymentOptionsState =>
  useQueries({
    queries: [
      {
        queryKey: scopedKey('invoices', 'payment-methods'),
        queryFn: ({ signal }) => api(paymentsApi.paymentMethods, {}, { signal }),
      },
      {
        queryKey: scopedKey('invoices', 'cashback-balance'),
        queryFn: ({ signal }) => api(paymentsApi.cashbackBalance, {}, { signal }),
      },
    ],
    combine: ([methods, balance]): PaymentOptionsState => {
      if (methods.isError || balance.isError) return { isPending: false, isError: true, data: undefined };
      if (!methods.data || !balance.data) return { isPending: true, isError: false, data: undefined };
      return { isPending: false, isError: false, data: { ...methods.data, cashback: balance.data.amount } };
    },
  });
