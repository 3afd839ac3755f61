import { displayIp } from '@sportello/domain';
import { securityApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { liftIpBan } from './use-cases.ts';

/** Enough for a person unblocking their office's addresses, not for sweeping the ban list. */
const UNBLOCK_RATE_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000 };

/**
 * IP unblock, 'Sblocco IP' (spec 3 §2, §7; DESIGN §5): the address this browser comes from,
 * and lifting the ban the brute-force defence put on an address.
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, securityApi.detectedIp, async (request) => ({ ip: displayIp(request.ip) }));

  registerEndpoint(
    app,
    securityApi.liftBan,
    async (request) => liftIpBan(companyContextOf(request), request.params.ip),
    {
      rateLimit: UNBLOCK_RATE_LIMIT,
    },
  );
};
