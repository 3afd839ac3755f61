import { describe, expect, it } from 'vitest';
import { policies } from '../access/policies.ts';
import { CategoryMarkupInputSchema } from './catalogue-schema.ts';
import { customerPrice, roundToCurrency, withVat } from './pricing.ts';

describe('customer price = discounted × (1 + markup)', () => {
  it.each([
    // discounted cents, markup %, currency, customer cents
    [10_000, 0, 'EUR', 10_000],
    [10_000, 25, 'EUR', 12_500],
    [999, 15, 'EUR', 1149], // 1148.85 → 1149
    [1_001, 50, 'EUR', 1502], // 1501.5 → half up
    [333, 33, 'EUR', 443], // 442.89
    [10_000, 25, 'CHF', 12_500],
    [999, 15, 'CHF', 1150], // 1148.85 → 11.50
    [1_010, 12, 'CHF', 1130], // 1131.2 → 11.30
    [1_010, 13, 'CHF', 1140], // 1141.3 → 11.40
    [1_020, 25, 'CHF', 1275], // 1275 exactly
    [1_002, 25, 'CHF', 1255], // 1252.5 → half up to 12.55
    [0, 40, 'CHF', 0],
  ] as const)('%i cents with %i%% in %s is %i', (discounted, markup, currency, expected) => {
    expect(customerPrice(discounted, markup, currency)).toBe(expected);
  });

  it('refuses a markup that is negative or not whole', () => {
    expect(() => customerPrice(100, -1, 'EUR')).toThrow();
    expect(() => customerPrice(100, 1.5, 'EUR')).toThrow();
  });
});

describe('rounding and VAT', () => {
  it('rounds half up to the cent in EUR and to 5 Rappen in CHF', () => {
    expect(roundToCurrency(1249, 10, 'EUR')).toBe(125);
    expect(roundToCurrency(1244, 10, 'EUR')).toBe(124);
    expect(roundToCurrency(1_237, 1, 'CHF')).toBe(1_235);
    expect(roundToCurrency(1_238, 1, 'CHF')).toBe(1_240);
    expect(roundToCurrency(1_2375, 10, 'CHF')).toBe(1_240);
  });

  it('adds VAT of 22% and 8.1%', () => {
    expect(withVat(10_000, 22, 'EUR')).toBe(12_200);
    expect(withVat(999, 22, 'EUR')).toBe(1219); // 1218.78
    expect(withVat(10_000, 8.1, 'CHF')).toBe(10_810);
    expect(withVat(4_990, 8.1, 'CHF')).toBe(5_395); // 5394.19 → 53.95
    expect(withVat(4_990, 0, 'CHF')).toBe(4_990);
  });
});

describe('markup form (spec 2 §5: number, min 0, step 1, required)', () => {
  it.each([
    [{ markup: 0 }, true],
    [{ markup: 35 }, true],
    [{ markup: 1000 }, true],
    [{ markup: -1 }, false],
    [{ markup: 2.5 }, false],
    [{ markup: 1001 }, false],
    [{ markup: '10' }, false],
    [{}, false],
  ])('%j valid: %s', (body, ok) => {
    expect(CategoryMarkupInputSchema.safeParse(body).success).toBe(ok);
  });

  it('words each refusal with the shared messages', () => {
    const issue = (body: unknown) => CategoryMarkupInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({})).toBe('catalogue.markup_required');
    expect(issue({ markup: 2.5 })).toBe('catalogue.markup_integer');
    expect(issue({ markup: -3 })).toBe('catalogue.markup_range');
  });
});

describe('policies.editCategoryMarkups (spec 2 §6, spec 3 §6)', () => {
  it('lets a reseller’s billing and sales users (owner and admin hold both) change markups', () => {
    for (const grant of ['owner', 'admin', 'billing', 'sales']) {
      expect(policies.editCategoryMarkups({ grants: [grant] }, { is_reseller: true })).toEqual({ allowed: true });
    }
  });

  it('refuses developers with the grant message, and every company that is not a reseller', () => {
    expect(policies.editCategoryMarkups({ grants: ['developer'] }, { is_reseller: true })).toEqual({
      allowed: false,
      reason: 'not_authorized',
      message: 'catalogue.markup_not_allowed',
    });
    expect(policies.editCategoryMarkups({ grants: ['owner'] }, { is_reseller: false })).toMatchObject({
      allowed: false,
      reason: 'reseller_only',
    });
  });
});
