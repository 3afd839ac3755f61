import { useQuery } from '@tanstack/react-query';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

export interface AuthRequestKeyParams {
  aid: number;
  uid: number;
  tok: string;
}

/** Who asks to administer which company; 404 invalid, 403 not an administrator (the page says so). */
export function getAuthRequestInfo(key: AuthRequestKeyParams) {
  return api(authApi.authRequestInfo, { body: key }, { notify: false, idCliente: null });
}

export function useAuthRequestInfo(key: AuthRequestKeyParams | null) {
  return useQuery({
    queryKey: scopedKey('auth', 'auth-request', key?.aid ?? 0, key?.uid ?? 0, key?.tok ?? ''),
    queryFn: () => getAuthRequestInfo(key as AuthRequestKeyParams),
    enabled: key !== null,
    staleTime: 0,
  });
}
