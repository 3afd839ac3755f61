import { useMutation, useQuery } from '@tanstack/react-query';
import { customersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 20;

// Under 'customers', the root a new prospect makes stale (modules/prospects).
const customersKeys = {
  list: ['customers', 'list'] as const,
  affiliation: () => scopedKey('customers', 'affiliation'),
};

/** GET /rest/my_customers: a page of the reseller's customers by name; page, sort and filter in the URL. */
export const useMyCustomers = () =>
  useListQuery(customersApi.list, { key: customersKeys.list, defaultSort: 'ragione_sociale', size: PAGE_SIZE });

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
