import { useMutation, useQuery } from '@tanstack/react-query';
import type { DetectedIp } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

/** GET /rest/ip: the address the server sees for this browser (spec 3 §7 "Detected IP"). */
export function useDetectedIp() {
  return useQuery({ queryKey: ['security', 'ip'], queryFn: () => http.get<DetectedIp>('/rest/ip'), staleTime: Infinity });
}

/** DELETE /rest/ip-ban/{ip}: true when a ban was lifted. */
export function useUnblockIp() {
  return useMutation({ mutationFn: (ip: string) => http.delete<boolean>(`/rest/ip-ban/${encodeURIComponent(ip)}`) });
}
