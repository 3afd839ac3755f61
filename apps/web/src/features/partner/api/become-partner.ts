import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerRequest } from '@sportello/domain';
import { partnerApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const partnerKey = () => scopedKey('partner', 'request');

/** GET /rest/become_partner: the request still waiting for the operators, if any. */
export function usePartnerRequest() {
  return useQuery({
    queryKey: partnerKey(),
    queryFn: ({ signal }) => api(partnerApi.request, {}, { signal }),
  });
}

/**
 * POST /rest/become_partner; the answer's message is toasted by the client. Settled either way,
 * the state is read again: a 409 means a request (another user's, perhaps) is already pending.
 */
export function useBecomePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerRequest) => api(partnerApi.ask, { body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKey() }),
  });
}
