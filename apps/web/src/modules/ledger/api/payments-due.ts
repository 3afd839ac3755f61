import { useQuery } from '@tanstack/react-query';
import { PAYMENTS_EXPIRING_DAYS } from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** The dashboard's payments due (spec 2 §9: GET /rest/payments?expiring=30, overdue ones included). */
export const usePaymentsDue = () =>
  useQuery({
    queryKey: scopedKey('invoices', 'dashboard', 'due'),
    queryFn: ({ signal }) =>
      api(invoicesApi.payments, { query: { expiring: PAYMENTS_EXPIRING_DAYS, size: 20, sort: 'data' } }, { signal }),
  });
