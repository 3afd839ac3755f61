import { serversApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { listServers } from './servers-store.ts';

/** Cloud servers (spec 3 §2 servers, §7 "Cloud servers"): the company the session acts for. */
export const serversRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, serversApi.list, async (request) =>
    listServers(app.db, app.config, companyActorOf(request), request.query),
  );
};
