import { dnsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { readZone, saveZone } from './dns-use-cases.ts';

/** DNS zones (spec 3 §2 DNS tab, §5, §7): the company the session acts for. */
export const dnsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, dnsApi.zone, async (request) =>
    readZone(app.db, app.config, companyActorOf(request), request.params.domain),
  );
  registerEndpoint(app, dnsApi.save, async (request) =>
    saveZone(companyContextOf(request), request.params.domain, request.body),
  );
};
