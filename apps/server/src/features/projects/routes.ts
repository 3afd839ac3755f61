import { CURRENCIES, ProjectInputSchema, ProjectSchema, SkillSchema, translate, type Currency } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, notAuthorized } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { countKnownSkills, createProject, listProjects, listRequirements } from './projects-store.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const access = { route: 'projects' } as const;

const SavedSchema = z.object({ result: z.literal('ok'), message: z.string(), id: z.number().int() });

const currencyOf = (value: string): Currency => (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'EUR';

/** Projects (spec 3 'Progetti'): a company's submitted projects and the form's requirements catalogue. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/project_requirements',
    {
      config: { access },
      schema: {
        tags: ['projects'],
        summary: 'What a project may require: skills, tech skills and business sectors',
        response: { 200: z.array(SkillSchema), ...errors },
      },
    },
    async () => listRequirements(app.db),
  );

  app.get(
    '/rest/projects',
    {
      config: { access },
      schema: {
        tags: ['projects'],
        summary: "The company's submitted projects, newest first; budget in cents of `currency`",
        response: { 200: z.array(ProjectSchema), ...errors },
      },
    },
    async (request) => {
      const company = actorOf(request).company;
      if (!company) throw notAuthorized('company_not_selected');
      return listProjects(app.db, company.id);
    },
  );

  app.post(
    '/rest/projects',
    {
      config: { access },
      schema: {
        tags: ['projects'],
        summary: "Submit a project to the partner network; budget in cents of the company's currency",
        body: ProjectInputSchema,
        response: { 200: SavedSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const company = actor.company;
      if (!company) throw notAuthorized('company_not_selected');
      const body = request.body;
      const skillIds = [...new Set(body.id_requirements)];
      if ((await countKnownSkills(app.db, skillIds)) !== skillIds.length) {
        throw badRequest('error.bad_request', { reason: 'validation', errors: { id_requirements: 'skills.unknown' } });
      }
      const id = await createProject(app.db, {
        companyId: company.id,
        userId: actor.user.id,
        nome: body.nome,
        descrizione: body.descrizione,
        dominio: body.dominio,
        tempistiche: body.tempistiche,
        budget: body.budget,
        currency: currencyOf(company.currency),
        contatti: body.contatti,
        skillIds,
      });
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'projects.saved'), id };
    },
  );
};
