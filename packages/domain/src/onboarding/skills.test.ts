import { describe, expect, it } from 'vitest';
import { issueField, issueMessage } from '../i18n/issues.ts';
import { CompanySkillsSchema, normalizeSkills, ResellerSkillsSchema, resellerSkillsIssues } from './skills.ts';

describe('skills (spec 2 §4, §5)', () => {
  it('clears the main skill when it is not among the selected skills', () => {
    expect(normalizeSkills({ id_main_skill: 3, requirements: [1, 2] })).toEqual({
      id_main_skill: null,
      requirements: [1, 2],
    });
    expect(normalizeSkills({ id_main_skill: 2, requirements: [1, 2, 2] })).toEqual({
      id_main_skill: 2,
      requirements: [1, 2],
    });
    expect(CompanySkillsSchema.parse({ id_main_skill: 9, requirements: [] })).toEqual({
      id_main_skill: null,
      requirements: [],
    });
    expect(CompanySkillsSchema.parse({ requirements: [4] })).toEqual({ id_main_skill: null, requirements: [4] });
  });

  it('refuses ids that are not positive integers', () => {
    expect(CompanySkillsSchema.safeParse({ id_main_skill: 1, requirements: [0] }).success).toBe(false);
    expect(CompanySkillsSchema.safeParse({ id_main_skill: 1.5, requirements: [1] }).success).toBe(false);
  });

  it.each([
    [
      { id_main_skill: null, requirements: [] },
      { requirements: 'skills.at_least_one', id_main_skill: 'skills.main_required' },
    ],
    [{ id_main_skill: null, requirements: [1] }, { id_main_skill: 'skills.main_required' }],
    [{ id_main_skill: 5, requirements: [1] }, { id_main_skill: 'skills.main_required' }],
    [{ id_main_skill: 1, requirements: [1, 2] }, {}],
  ])('the reseller flow needs a skill and a main skill: %j', (selection, expected) => {
    expect(resellerSkillsIssues(selection)).toEqual(expected);
    const result = ResellerSkillsSchema.safeParse(selection);
    const errors = Object.fromEntries((result.error?.issues ?? []).map((i) => [issueField(i), issueMessage(i).key]));
    expect(errors).toEqual(expected);
  });
});
