import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { PartnerRequestSchema } from '../partner/partner-schema.ts';
import { ProjectInputSchema } from './project-schema.ts';

const keysOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), issueMessage(i).key]));

const valid = {
  nome: 'Sito',
  descrizione: 'Vetrina',
  contatti: 'Elena',
  id_requirements: [1],
  authorization: true,
};

describe('ProjectInputSchema (spec 3 §5, §9)', () => {
  it('takes a minimal project and fills the optional texts', () => {
    expect(ProjectInputSchema.parse(valid)).toEqual({ ...valid, dominio: '', tempistiche: '', budget: null });
  });

  it('gives each rule its message key', () => {
    const result = ProjectInputSchema.safeParse({
      nome: ' ',
      descrizione: 'x'.repeat(251),
      tempistiche: 'x'.repeat(251),
      budget: 1_000_000_001,
      contatti: '',
      id_requirements: [],
      authorization: false,
    });
    expect(keysOf(result)).toEqual({
      nome: 'validation.required',
      descrizione: 'validation.max',
      tempistiche: 'validation.max',
      budget: 'projects.budget_range',
      contatti: 'validation.required',
      id_requirements: 'projects.skills_required',
      authorization: 'projects.authorization_required',
    });
  });

  it('keeps the budget in whole cents', () => {
    expect(keysOf(ProjectInputSchema.safeParse({ ...valid, budget: 10.5 }, { reportInput: true }))).toEqual({
      budget: 'projects.budget_number',
    });
    // What the browser sends for text that is not a number: said, never read as another amount.
    expect(keysOf(ProjectInputSchema.safeParse({ ...valid, budget: Number.NaN }, { reportInput: true }))).toEqual({
      budget: 'projects.budget_number',
    });
    expect(ProjectInputSchema.parse({ ...valid, budget: 0 }).budget).toBe(0);
  });
});

describe('PartnerRequestSchema (spec 3 §5, §9)', () => {
  it('requires modalita and turns both options on by default', () => {
    expect(keysOf(PartnerRequestSchema.safeParse({}))).toEqual({ modalita: 'validation.required' });
    expect(PartnerRequestSchema.parse({ modalita: 'freelance' })).toEqual({
      modalita: 'freelance',
      fatturazione_mensile: true,
      provvigioni_in_fattura: true,
    });
  });
});
