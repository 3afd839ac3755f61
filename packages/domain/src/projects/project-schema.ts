import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { SkillSchema } from '../onboarding/skills.ts';
import { idSchema } from '../validators/id.ts';

/** Spec 3 §9: project name and texts max 250. */
export const PROJECT_TEXT_MAX = 250;
/** Budget in cents of the company's currency: up to 10 million. */
export const PROJECT_BUDGET_MAX_CENTS = 1_000_000_000;

const text = () => z.string().trim().max(PROJECT_TEXT_MAX);
const required = () => text().min(1);

/** POST /rest/projects (spec 3 §5), in the browser form and on the server. */
export const ProjectInputSchema = z.object({
  nome: required(),
  descrizione: required(),
  dominio: text().default(''),
  tempistiche: text().default(''),
  budget: z
    .number({ error: 'projects.budget_number' })
    .int('projects.budget_number')
    .min(0, 'projects.budget_range')
    .max(PROJECT_BUDGET_MAX_CENTS, 'projects.budget_range')
    .nullable()
    .default(null),
  contatti: required(),
  id_requirements: z.array(idSchema).min(1, 'projects.skills_required').max(60),
  authorization: z.literal(true, 'projects.authorization_required'),
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

/** A submitted project as GET /rest/projects lists it; budget in cents of `currency`. */
export const ProjectSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  nome: z.string(),
  descrizione: z.string(),
  dominio: z.string(),
  tempistiche: z.string(),
  budget: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  contatti: z.string(),
  id_requirements: z.array(SkillSchema),
});
export type Project = z.infer<typeof ProjectSchema>;
