import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/** Spec 2 §3: the skills catalogue. */
export const SKILL_TYPES = ['skill', 'tech skill', 'business sector'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const SkillSchema = z.object({ id: z.number().int(), nome: z.string(), tipo: z.enum(SKILL_TYPES) });
export type Skill = z.infer<typeof SkillSchema>;

export interface SkillSelection {
  id_main_skill: number | null;
  requirements: number[];
}

/** Spec 2 §4: the main skill is cleared when it is no longer among the selected skills. */
export function normalizeSkills(s: { id_main_skill?: number | null; requirements: readonly number[] }): SkillSelection {
  const requirements = [...new Set(s.requirements)];
  const main = s.id_main_skill ?? null;
  return { id_main_skill: main !== null && requirements.includes(main) ? main : null, requirements };
}

/** A company's skills: `{ id_main_skill, requirements }`, main skill among the requirements. */
export const CompanySkillsSchema = z
  .object({
    id_main_skill: z.number().int().positive().nullish(),
    requirements: z.array(z.number().int().positive()).max(200),
  })
  .transform(normalizeSkills);

const AT_LEAST_ONE: MessageKey = 'skills.at_least_one';
const MAIN_REQUIRED: MessageKey = 'skills.main_required';

/** What the reseller approval flow still lacks: at least one skill and a main skill (spec 1 §5). */
export function resellerSkillsIssues(s: SkillSelection): Partial<Record<keyof SkillSelection, MessageKey>> {
  const normal = normalizeSkills(s);
  if (normal.requirements.length === 0) return { requirements: AT_LEAST_ONE, id_main_skill: MAIN_REQUIRED };
  return normal.id_main_skill === null ? { id_main_skill: MAIN_REQUIRED } : {};
}

/** The skills step of the reseller approval flow. */
export const ResellerSkillsSchema = CompanySkillsSchema.superRefine((s, ctx) => {
  for (const [field, message] of Object.entries(resellerSkillsIssues(s))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
