import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { SkillSchema } from '../onboarding/skills.ts';
import { ProjectInputSchema, ProjectSchema } from './project-schema.ts';

const access = { route: 'projects' } as const;

/** The company's projects: newest first by default, oldest first on request, filtered by name or description. */
export const ProjectsListQuerySchema = listQuerySchema(['created_at'], '-created_at');

export const ProjectSavedSchema = z.object({ result: z.literal('ok'), message: z.string(), id: z.number().int() });

/** Projects (spec 3 'Progetti'): a company's submitted projects and the form's requirements catalogue. */
export const projectsApi = {
  requirements: endpoint({
    method: 'GET',
    path: '/rest/project_requirements',
    access,
    summary: 'What a project may require: skills, tech skills and business sectors',
    response: z.array(SkillSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/rest/projects',
    access,
    summary: "A page of the company's submitted projects, newest first; budget in cents of `currency`",
    query: ProjectsListQuerySchema,
    response: pageSchema(ProjectSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/rest/projects',
    access,
    summary: "Submit a project to the partner network; budget in cents of the company's currency",
    body: ProjectInputSchema,
    response: ProjectSavedSchema,
  }),
} as const;
