import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { DetectedIpSchema, IpUnblockSchema } from './ip-ban-schemas.ts';

const SECURITY = { route: 'security' } as const;

/** IP unblock, 'Sblocco IP' (spec 3 §2, §7). */
export const securityApi = {
  detectedIp: endpoint({
    method: 'GET',
    path: '/rest/ip',
    access: SECURITY,
    summary: 'The address this browser comes from, as the server sees it',
    response: DetectedIpSchema,
  }),
  liftBan: endpoint({
    method: 'DELETE',
    path: '/rest/ip-ban/:ip',
    access: SECURITY,
    summary:
      'Lift the automatic ban of an address (users of an approved company only); true when one was lifted, false when the address was not banned',
    params: IpUnblockSchema,
    response: z.boolean(),
    errors: { 403: ['not_approved'] },
  }),
} as const;
