import type { MessageKey } from '../i18n/messages.ts';

/**
 * The skills rules as plain functions, without zod: the access policies read them, and every page
 * that asks a policy would otherwise download the schema library with its first visit (skills.ts
 * builds the schemas from these).
 */
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

const AT_LEAST_ONE: MessageKey = 'skills.at_least_one';
const MAIN_REQUIRED: MessageKey = 'skills.main_required';

/** What the reseller approval flow still lacks: at least one skill and a main skill (spec 1 §5). */
export function resellerSkillsIssues(s: SkillSelection): Partial<Record<keyof SkillSelection, MessageKey>> {
  const normal = normalizeSkills(s);
  if (normal.requirements.length === 0) return { requirements: AT_LEAST_ONE, id_main_skill: MAIN_REQUIRED };
  return normal.id_main_skill === null ? { id_main_skill: MAIN_REQUIRED } : {};
}
