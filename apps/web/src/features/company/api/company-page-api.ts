import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingChangeRequestInput, Currency } from '@sportello/domain';
import { companyKeys } from '../../../shared/company/api/company-keys.ts';
import { http } from '../../../shared/http/http-client.ts';

interface MessageResult {
  result: 'ok';
  message: string;
}

/** POST /api/currency/update: the toggle's new currency (the server's message is the toast). */
export function useUpdateCurrency(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => http.post<MessageResult>('/api/currency/update', { currency }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
  });
}

/** POST /rest/company_change_requests: a locked profile's request to the finance team. */
export function useChangeRequest() {
  return useMutation({
    mutationFn: (request: BillingChangeRequestInput) => http.post<MessageResult>('/rest/company_change_requests', request),
  });
}
