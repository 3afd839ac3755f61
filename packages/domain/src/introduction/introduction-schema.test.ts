import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { OpportunityDecisionSchema } from '../opportunities/opportunity-schema.ts';
import { INTRODUCTION_OPTIONS, PROSPECT_CATEGORIES, ASSOCIATIONS } from './introduction-options.ts';
import { IntroductionInputSchema } from './introduction-schema.ts';

const keysOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), issueMessage(i).key]));

const survey = {
  variant: 'survey',
  categoria_prospect: 'isp',
  dipendenti: 'freelance',
  anni_attivita: 'over_20',
  fatturato: '0-100k',
  clienti: '0-10',
  dimensione_clienti: ['private'],
  preferenza_fatturazione: 'direct',
  admin_pros: 'a',
  admin_cons: 'b',
  admin_feature_request: 'c',
};

describe('option lists (spec 2 §3)', () => {
  it('has the spec’s counts: 23 categories, 6 associations, and the named ranges', () => {
    expect(PROSPECT_CATEGORIES).toHaveLength(23);
    expect(ASSOCIATIONS).toHaveLength(6);
    expect(INTRODUCTION_OPTIONS.anni_attivita).toHaveLength(5);
    expect(INTRODUCTION_OPTIONS.clienti).toHaveLength(5);
    expect(INTRODUCTION_OPTIONS.dimensione_clienti).toHaveLength(7);
    expect(INTRODUCTION_OPTIONS.dipendenti).toHaveLength(6);
    expect(INTRODUCTION_OPTIONS.fatturato).toHaveLength(5);
    expect(INTRODUCTION_OPTIONS.preferenza_fatturazione).toHaveLength(3);
  });
});

describe('IntroductionInputSchema (spec 2 §5)', () => {
  it('requires nothing in the introduction variant; an empty choice is no choice', () => {
    expect(IntroductionInputSchema.parse({ variant: 'introduction', categoria_prospect: '' })).toMatchObject({
      presentazione: '',
      receive_opportunity: true,
      categoria_prospect: null,
      dimensione_clienti: [],
    });
  });

  it('requires the survey fields, associations optional, each with its message key', () => {
    expect(IntroductionInputSchema.safeParse(survey).success).toBe(true);
    expect(keysOf(IntroductionInputSchema.safeParse({ variant: 'survey', categoria_prospect: '' }))).toEqual({
      categoria_prospect: 'validation.required',
      dipendenti: 'validation.required',
      anni_attivita: 'validation.required',
      fatturato: 'validation.required',
      clienti: 'validation.required',
      dimensione_clienti: 'validation.required',
      preferenza_fatturazione: 'validation.required',
      admin_pros: 'validation.required',
      admin_cons: 'validation.required',
      admin_feature_request: 'validation.required',
    });
    expect(keysOf(IntroductionInputSchema.safeParse({ ...survey, dimensione_clienti: [] }))).toEqual({
      dimensione_clienti: 'introduction.pick_one',
    });
    expect(keysOf(IntroductionInputSchema.safeParse({ ...survey, fatturato: 'tanto' }, { reportInput: true }))).toEqual(
      {
        fatturato: 'validation.invalid',
      },
    );
  });

  it('keeps each picked option once', () => {
    expect(IntroductionInputSchema.parse({ ...survey, associazioni: ['swico', 'swico'] }).associazioni).toEqual([
      'swico',
    ]);
  });
});

describe('OpportunityDecisionSchema (spec 2 §4)', () => {
  it('takes accettata or rifiutata only', () => {
    expect(OpportunityDecisionSchema.safeParse({ stato: 'accettata' }).success).toBe(true);
    expect(OpportunityDecisionSchema.safeParse({ stato: 'rifiutata' }).success).toBe(true);
    expect(OpportunityDecisionSchema.safeParse({ stato: 'attesa' }).success).toBe(false);
    expect(OpportunityDecisionSchema.safeParse({ stato: 'scaduta' }).success).toBe(false);
  });
});
