import { useMutation, useQuery } from '@tanstack/react-query';
import { securityApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** GET /rest/ip: the address the server sees for this browser (spec 3 §7 "Detected IP"). */
export function useDetectedIp() {
  return useQuery({
    queryKey: scopedKey('security', 'ip'),
    queryFn: () => api(securityApi.detectedIp, {}),
    staleTime: Infinity,
  });
}

/** DELETE /rest/ip-ban/{ip}: true when a ban was lifted. */
export function useUnblockIp() {
  return useMutation({ mutationFn: (ip: string) => api(securityApi.liftBan, { params: { ip } }) });
}
