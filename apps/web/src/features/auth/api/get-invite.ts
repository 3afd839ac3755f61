import { useQuery } from '@tanstack/react-query';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** An invitation by its key; public; 404 for a bad or expired key (the page says so, no toast). */
export function getInvite(antk: string) {
  return api(authApi.invite, { params: { antk } }, { notify: false, idCliente: null });
}

export function useInvite(antk: string) {
  return useQuery({
    queryKey: scopedKey('auth', 'invite', antk),
    queryFn: () => getInvite(antk),
    enabled: antk !== '',
  });
}
