import { servicesApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { listServices } from '../../modules/hosting/index.ts';
import {
  addSshKey,
  deleteSshKey,
  panelLoginLink,
  readServiceDetail,
  readSshKeys,
  saveService,
} from './services-use-cases.ts';

/** Hosting services (spec 3 §2 services, service_detail; §7): always the company the session acts for. */
export const servicesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, servicesApi.list, async (request) =>
    listServices(app.db, companyActorOf(request), request.query),
  );
  registerEndpoint(app, servicesApi.detail, async (request) =>
    readServiceDetail(app.db, companyActorOf(request), request.params.domain),
  );
  registerEndpoint(app, servicesApi.update, async (request) =>
    saveService(companyContextOf(request), request.params.domain, request.body),
  );
  registerEndpoint(app, servicesApi.panelLogin, async (request) =>
    panelLoginLink(companyContextOf(request), request.params.id),
  );
  registerEndpoint(app, servicesApi.sshKeys, async (request) =>
    readSshKeys(companyContextOf(request), request.query.idPannello),
  );
  registerEndpoint(app, servicesApi.addSshKey, async (request) =>
    addSshKey(companyContextOf(request), request.body.idPannello, request.body.key),
  );
  registerEndpoint(app, servicesApi.deleteSshKey, async (request) =>
    deleteSshKey(companyContextOf(request), request.query.idPannello, request.params.key.trim().replace(/\s+/g, ' ')),
  );
};
