import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpportunityDecision, OpportunityState } from '@sportello/domain';
import { opportunitiesApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 10;

const opportunitiesKeys = { list: ['opportunities', 'list'] as const };

/** GET /rest/opportunities: a page of the partner's leads, newest first; state tab, page, sort and filter in the URL. */
export const useOpportunities = (stato: OpportunityState | undefined) =>
  useListQuery(opportunitiesApi.list, {
    key: opportunitiesKeys.list,
    defaultSort: '-data',
    size: PAGE_SIZE,
    extra: { stato },
  });

/** PUT /rest/opportunities/{id}; the client toasts the answer's message or the refusal; the list is read again either way. */
export function useDecideOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stato }: { id: number; stato: OpportunityDecision }) =>
      api(opportunitiesApi.decide, { params: { id }, body: { stato } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scopedKey(...opportunitiesKeys.list) }),
  });
}
