import { z } from 'zod';
import { normalizeSkills, resellerSkillsIssues } from './skill-rules.ts';
import { idSchema } from '../validators/id.ts';

export { normalizeSkills, resellerSkillsIssues, type SkillSelection } from './skill-rules.ts';

/** Spec 2 §3: the skills catalogue. */
export const SKILL_TYPES = ['skill', 'tech skill', 'business sector'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const SkillSchema = z.object({ id: z.number().int(), nome: z.string(), tipo: z.enum(SKILL_TYPES) });
export type Skill = z.infer<typeof SkillSchema>;

/** A company's skills: `{ id_main_skill, requirements }`, main skill among the requirements. */
export const CompanySkillsSchema = z
  .object({
    id_main_skill: idSchema.nullish(),
    requirements: z.array(idSchema).max(200),
  })
  .transform(normalizeSkills);

/** The skills step of the reseller approval flow. */
export const ResellerSkillsSchema = CompanySkillsSchema.superRefine((s, ctx) => {
  for (const [field, message] of Object.entries(resellerSkillsIssues(s))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
