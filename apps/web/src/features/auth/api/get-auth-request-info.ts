import { useQuery } from '@tanstack/react-query';
import type { AuthRequestInfo } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { authKeys } from './auth-keys.ts';

export interface AuthRequestKeyParams {
  aid: number;
  uid: number;
  tok: string;
}

/** POST /rest/login/authrequestinfo: who asks to administer which company; 404 invalid, 403 not an administrator (the page says so). */
export function getAuthRequestInfo(key: AuthRequestKeyParams): Promise<AuthRequestInfo> {
  return http.post<AuthRequestInfo>('/rest/login/authrequestinfo', key, { notify: false, idCliente: null });
}

export function useAuthRequestInfo(key: AuthRequestKeyParams | null) {
  return useQuery({
    queryKey: authKeys.authRequest(key?.aid ?? 0, key?.uid ?? 0, key?.tok ?? ''),
    queryFn: () => getAuthRequestInfo(key as AuthRequestKeyParams),
    enabled: key !== null,
    staleTime: 0,
  });
}
