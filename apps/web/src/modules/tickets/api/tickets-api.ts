import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthCodeRequest } from '@sportello/domain';
import { ticketsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** Every ticket query key starts here, so a change asks them all again. */
export const TICKETS_KEY = 'tickets';

/** GET /rest/tickets?onlyOpen=1 (DESIGN §4): the latest open tickets, for the dashboard widget. */
export const useOpenTickets = (size: number) =>
  useQuery({
    queryKey: scopedKey(TICKETS_KEY, 'open', size),
    queryFn: ({ signal }) => api(ticketsApi.list, { query: { onlyOpen: '1', size, sort: '-data' } }, { signal }),
  });

/** POST /rest/authcode_requests: a ticket with the technicians; 401, 404 and 422 are silently ignored (spec 3 §8). */
export function useAuthCodeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AuthCodeRequest) => api(ticketsApi.authcode, { body: request }, { notify: false }),
    onSettled: () => client.invalidateQueries({ queryKey: scopedKey(TICKETS_KEY) }),
  });
}
