import { describe, expect, it } from 'vitest';
import {
  cashbackStatus,
  isCashbackChoice,
  movementExpiry,
  normalizedIban,
  parseAmount,
  plusMonths,
  requestRefusal,
} from './movement-rules.ts';
import { CommissionRequestSchema } from './movements-schema.ts';

describe('movement expiry (spec 2 §2, §9)', () => {
  it.each([
    ['2025-12-05', 1_000, '2027-03-05'],
    ['2025-12-06', 1_000, '2027-03-06'],
    ['2025-12-07', 1_000, null],
    ['2024-01-31', 1_000, '2025-04-30'],
    ['2025-01-01', -1_000, null],
  ])('credit of %s (%i) seen on 2026-12-06 expires on %s', (data, amount, expected) => {
    expect(movementExpiry({ data, amount }, '2026-12-06')).toBe(expected);
  });

  it('adds months clamped to the month end', () => {
    expect(plusMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(plusMonths('2026-03-15', -15)).toBe('2024-12-15');
  });
});

describe('cashback status (spec 2 §4)', () => {
  const base = { surveyCompleted: true, cashback_until: null, cashback_months: [] as number[], today: '2026-12-06' };
  it.each([
    [{ surveyCompleted: false }, 'survey_missing'],
    [{}, 'choose'],
    [{ cashback_until: '2026-12-06', cashback_months: [1, 2, 3] }, 'active'],
    [{ cashback_until: '2026-12-05', cashback_months: [1, 2, 3] }, 'expired'],
    [{ cashback_months: [1, 2, 3] }, 'active'],
  ])('%j → %s', (fields, expected) => {
    expect(cashbackStatus({ ...base, ...fields })).toBe(expected);
  });

  it.each([
    [[1, 2, 3], true],
    [[12, 1, 6], true],
    [[1, 2], false],
    [[1, 2, 3, 4], false],
    [[1, 1, 2], false],
    [[0, 1, 2], false],
    [[1, 2, 13], false],
  ])('exactly 3 distinct months of 12: %j → %s', (months, valid) => {
    expect(isCashbackChoice(months)).toBe(valid);
  });
});

describe('commission request input (spec 2 §5)', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100,05', 10_005],
    [' 0.01 ', 1],
    ['100.005', null],
    ['-5', null],
    ['1e3', null],
    ['', null],
  ])('amount %j → %s cents', (typed, cents) => {
    expect(parseAmount(typed)).toBe(cents);
  });

  it('checks the IBAN with its check digits and keeps its electronic form', () => {
    expect(normalizedIban('ch93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
    expect(normalizedIban('IT60 X054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
    expect(normalizedIban('CH93 0076 2011 6238 5295 8')).toBeNull();
    expect(normalizedIban('not an iban')).toBeNull();
  });

  it.each([
    ['provvigioni', 10_000, 30_000, 10_000, null],
    ['provvigioni', 9_999, 30_000, 10_000, 'below_minimum'],
    ['provvigioni', 30_001, 30_000, 10_000, 'above_balance'],
    ['provvigioni', 5_000, 9_000, 10_000, 'nothing_to_collect'],
    ['comarketing', 1, 500, 10_000, null],
    ['comarketing', 501, 500, 10_000, 'above_balance'],
    ['comarketing', 1, 0, 10_000, 'nothing_to_collect'],
  ] as const)('%s of %i on a balance of %i (from %i) → %s', (tipo, amount, balance, from, refusal) => {
    expect(requestRefusal(tipo, amount, balance, from)).toBe(refusal);
  });

  it('asks commissions for an IBAN, not co-marketing; outputs cents', () => {
    expect(CommissionRequestSchema.safeParse({ tipo: 'provvigioni', importo: '10' }).success).toBe(false);
    expect(CommissionRequestSchema.parse({ tipo: 'comarketing', importo: '10.5', iban: 'x' })).toEqual({
      tipo: 'comarketing',
      importo: 1_050,
      iban: null,
      messaggio: '',
    });
  });
});
