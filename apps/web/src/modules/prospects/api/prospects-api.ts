import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProspectInput } from '@sportello/domain';
import { customersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** The root of every query on the reseller's customers: a new prospect makes them all stale. */
export const CUSTOMERS_KEY = 'customers';

/** POST /rest/my_customers: a prospect; refusals go onto the form, the customer lists are read again. */
export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prospect: ProspectInput) => api(customersApi.createProspect, { body: prospect }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKey(CUSTOMERS_KEY) }),
  });
}
