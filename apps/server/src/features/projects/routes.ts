import { translate } from '@sportello/domain';
import { projectsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { listProjects, listRequirements } from './projects-store.ts';
import { submitProject } from './use-cases.ts';

/** Projects (spec 3 'Progetti'): a company's submitted projects and the form's requirements catalogue. */
export const projectsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, projectsApi.requirements, async (request) =>
    listRequirements(app.db, requestLanguage(request)),
  );

  registerEndpoint(app, projectsApi.list, async (request) =>
    listProjects(app.db, companyActorOf(request), request.query),
  );

  registerEndpoint(app, projectsApi.create, async (request) => {
    const id = await submitProject(companyContextOf(request), request.body);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'projects.saved'), id };
  });
};
