import { useQuery } from '@tanstack/react-query';
import type { Invite } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { authKeys } from './auth-keys.ts';

/** GET /rest/invites/{antk}: public; 404 for a bad or expired key (the page says so, no toast). */
export function getInvite(antk: string): Promise<Invite> {
  return http.get<Invite>(`/rest/invites/${encodeURIComponent(antk)}`, { notify: false, idCliente: null });
}

export function useInvite(antk: string) {
  return useQuery({ queryKey: authKeys.invite(antk), queryFn: () => getInvite(antk), enabled: antk !== '' });
}
