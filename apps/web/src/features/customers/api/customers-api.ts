import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProspectInput } from '@sportello/domain';
import { customersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 20;

const customersKeys = {
  all: () => scopedKey('customers'),
  list: ['customers', 'list'] as const,
  affiliation: () => scopedKey('customers', 'affiliation'),
};

/** GET /rest/my_customers: a page of the reseller's customers by name; page, sort and filter in the URL. */
export const useMyCustomers = () =>
  useListQuery(customersApi.list, { key: customersKeys.list, defaultSort: 'ragione_sociale', size: PAGE_SIZE });

/** POST /rest/my_customers: a prospect; refusals go onto the form, the list is read again. */
export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prospect: ProspectInput) => api(customersApi.createProspect, { body: prospect }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKeys.all() }),
  });
}

/** POST /rest/my_customers/requestaccess; the client toasts the answer's message or the refusal. */
export const useRequestAccess = () =>
  useMutation({ mutationFn: (id: number) => api(customersApi.requestAccess, { body: { id } }) });

/** GET /rest/my_customers/affiliationlink: the sign-up link and the badges (the token is made on the first call). */
export function useAffiliationLink() {
  return useQuery({
    queryKey: customersKeys.affiliation(),
    queryFn: ({ signal }) => api(customersApi.affiliationLink, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
