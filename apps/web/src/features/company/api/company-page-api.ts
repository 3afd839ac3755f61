import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingChangeRequestInput, Currency } from '@sportello/domain';
import { companyApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { companyKeys } from '../../../modules/company/index.ts';

/** POST /api/currency/update: the toggle's new currency (the server's message is the toast). */
export function useUpdateCurrency(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => api(companyApi.changeCurrency, { body: { currency } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
  });
}

/** POST /rest/company_change_requests: a locked profile's request to the finance team. */
export function useChangeRequest() {
  return useMutation({
    mutationFn: (request: BillingChangeRequestInput) => api(companyApi.requestChange, { body: request }),
  });
}
