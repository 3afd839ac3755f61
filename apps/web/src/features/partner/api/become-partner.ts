import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerRequest, PartnerRequestState } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { partnerKeys } from './partner-keys.ts';

/** GET /rest/become_partner: the request still waiting for the operators, if any. */
export function usePartnerRequest() {
  return useQuery({
    queryKey: partnerKeys.request(),
    queryFn: ({ signal }) => http.get<PartnerRequestState>('/rest/become_partner', { signal }),
  });
}

/**
 * POST /rest/become_partner; the answer's message is toasted by the HTTP client. Settled either
 * way, the state is read again: a 409 means a request (another user's, perhaps) is already pending.
 */
export function useBecomePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerRequest) => http.post<{ result: 'ok'; message: string }>('/rest/become_partner', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
