import { DetectedIpSchema, displayIp, ipAddressForms, IpUnblockSchema } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { liftBan } from '../../platform/security/login-ban-store.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const SECURITY = { route: 'security' } as const;

/** Enough for a person unblocking their office's addresses, not for sweeping the ban list. */
const UNBLOCK_RATE_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000 };

/**
 * IP unblock, 'Sblocco IP' (spec 3 §2, §7; DESIGN §5): the address this
 * browser comes from, and lifting the ban the brute-force defence put on an
 * address. A signed-in user may lift any address's ban — the spec lets them
 * edit the field (their office may sit behind another address) — so every
 * lift is logged with who did it.
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/ip',
    {
      config: { access: SECURITY },
      schema: { tags: ['security'], summary: 'The address this browser comes from, as the server sees it', response: { 200: DetectedIpSchema, ...errors } },
    },
    async (request) => ({ ip: displayIp(request.ip) }),
  );

  app.delete(
    '/rest/ip-ban/:ip',
    {
      config: { access: SECURITY, rateLimit: UNBLOCK_RATE_LIMIT },
      schema: {
        tags: ['security'],
        summary: 'Lift the automatic ban of an address; true when one was lifted, false when the address was not banned',
        params: IpUnblockSchema,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const lifted = await liftBan(app.db, ipAddressForms(request.params.ip), new Date());
      request.log.info({ ip: request.params.ip, lifted, by: actorOf(request).user.id }, 'ip unblock');
      return lifted;
    },
  );
};
