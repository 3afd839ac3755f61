import { describe, expect, it } from 'vitest';
import {
  daysToExpiration,
  GRACE_THRESHOLD_DAYS,
  groupBounds,
  isoDateIn,
  productGroup,
  renewalAction,
  renewalChangeRefusal,
  trialState,
  type RenewalFacts,
} from './product-rules.ts';
import { cancellationReasonKey, RenewalChangeSchema, ProductOrderUpdateSchema } from './products-schema.ts';

const TODAY = '2026-03-15';
const plus = (days: number, from = TODAY) => new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);
const product = (over: Partial<RenewalFacts> = {}): RenewalFacts => ({
  data_fine: plus(100),
  free_period: 0,
  grace_period: GRACE_THRESHOLD_DAYS,
  durata: 'Annuale',
  stato_amministrativo: 'attivo',
  pending_invoice_number: null,
  ...over,
});

describe('days to expiration', () => {
  it.each([
    [TODAY, 0],
    [plus(1), 1],
    [plus(-1), -1],
    ['2026-03-31', 16],
    ['2027-03-15', 365],
  ])('%s is %i days from %s', (dataFine, days) => expect(daysToExpiration(dataFine, TODAY)).toBe(days));

  it('counts across the change to summer time as whole days', () =>
    expect(daysToExpiration('2026-04-01', '2026-03-28')).toBe(4));

  it('takes the provider’s day, not UTC’s', () =>
    expect(isoDateIn(new Date('2026-03-15T23:30:00Z'), 'Europe/Rome')).toBe('2026-03-16'));
});

describe('products-list groups (spec 2 §2, grace threshold 10 of §9)', () => {
  it.each<[string, Partial<RenewalFacts>, string]>([
    ['free_period 1 is a trial', { free_period: 1 }, 'trial'],
    ['free_period 0 is no trial', { free_period: 0, data_fine: plus(1) }, 'this_month'],
    ['a trial stays a trial once expired', { free_period: 30, data_fine: plus(-3) }, 'trial'],
    ['0 days: still this month', { data_fine: TODAY }, 'this_month'],
    ['−1 day: grace', { data_fine: plus(-1) }, 'grace'],
    ['−10 days: last day of grace', { data_fine: plus(-GRACE_THRESHOLD_DAYS) }, 'grace'],
    ['−11 days: cancelled', { data_fine: plus(-GRACE_THRESHOLD_DAYS - 1) }, 'cancelled'],
    ['no grace: cancelled at −1', { data_fine: plus(-1), grace_period: 0 }, 'cancelled'],
    ['last day of the month', { data_fine: '2026-03-31' }, 'this_month'],
    ['first day of next month', { data_fine: '2026-04-01' }, 'three_months'],
    ['last day of the third month after', { data_fine: '2026-06-30' }, 'three_months'],
    ['first day after the three months', { data_fine: '2026-07-01' }, 'year_end'],
    ['31 December', { data_fine: '2026-12-31' }, 'year_end'],
    ['next year', { data_fine: '2027-01-01' }, 'later'],
  ])('%s', (_, over, group) => expect(productGroup(product(over), TODAY)).toBe(group));

  it('in November the three months reach into next year: no product is "by year end"', () => {
    const bounds = groupBounds('2026-11-24');
    expect(bounds).toEqual({
      this_month: { from: '2026-11-24', to: '2026-11-30' },
      three_months: { from: '2026-12-01', to: '2027-02-28' },
      year_end: { from: '2027-03-01', to: '2026-12-31' },
      later: { from: '2027-03-01', to: null },
    });
    expect(productGroup(product({ data_fine: '2026-12-31' }), '2026-11-24')).toBe('three_months');
    expect(productGroup(product({ data_fine: '2027-03-01' }), '2026-11-24')).toBe('later');
  });

  it('handles a leap February and the last day of a year', () => {
    expect(groupBounds('2028-01-31').three_months).toEqual({ from: '2028-02-01', to: '2028-04-30' });
    expect(groupBounds('2026-12-31')).toMatchObject({
      this_month: { from: '2026-12-31', to: '2026-12-31' },
      later: { from: '2027-04-01', to: null },
    });
  });
});

describe('renewal actions and refusals (spec 2 §4)', () => {
  it.each<[string, Partial<RenewalFacts>, string, string | null]>([
    ['renewing before expiry: may be cancelled', {}, 'cancel', null],
    ['cancelled before expiry: may be renewed again', { stato_amministrativo: 'non rinnovare' }, 'renew', null],
    ['0 days, renewing: may still be cancelled', { data_fine: TODAY }, 'cancel', null],
    [
      '−1 day, cancelled, grace left: Riattiva',
      { data_fine: plus(-1), stato_amministrativo: 'non rinnovare' },
      'reactivate',
      'expired',
    ],
    [
      '−10 days, cancelled: Riattiva',
      { data_fine: plus(-10), stato_amministrativo: 'non rinnovare' },
      'reactivate',
      'expired',
    ],
    [
      '−11 days, cancelled: ticket',
      { data_fine: plus(-11), stato_amministrativo: 'non rinnovare' },
      'ticket',
      'expired',
    ],
    ['−1 day, renewing: ticket', { data_fine: plus(-1) }, 'ticket', 'expired'],
    ['scaduto: ticket', { data_fine: plus(-40), stato_amministrativo: 'scaduto' }, 'ticket', 'expired'],
    ['one-off: Una tantum', { durata: 'Una tantum' }, 'one_off', 'one_off'],
    ['one-off wins over an expired date', { durata: 'Una tantum', data_fine: plus(-50) }, 'one_off', 'one_off'],
    ['unpaid renewal: Pagamenti arretrati', { pending_invoice_number: 'F-1' }, 'unpaid', 'unpaid_renewal'],
    ['unpaid wins over expiry', { pending_invoice_number: 'F-1', data_fine: plus(-2) }, 'unpaid', 'unpaid_renewal'],
    ['trial running: its end choice may change', { free_period: 30 }, 'cancel', null],
    ['trial ended', { free_period: 30, data_fine: plus(-1) }, 'ticket', 'trial_ended'],
  ])('%s', (_, over, action, refusal) => {
    expect(renewalAction(product(over), TODAY)).toBe(action);
    expect(renewalChangeRefusal(product(over), TODAY)).toBe(refusal);
  });

  it.each<[Partial<RenewalFacts>, string | null]>([
    [{}, null],
    [{ free_period: 30 }, 'renews'],
    [{ free_period: 30, stato_amministrativo: 'non rinnovare' }, 'cancels'],
    [{ free_period: 30, data_fine: TODAY }, 'renews'],
    [{ free_period: 30, data_fine: plus(-1) }, 'ended'],
  ])('trial state %o → %s', (over, state) => expect(trialState(product(over), TODAY)).toBe(state));
});

describe('renewal-change modal (spec 2 §5)', () => {
  it('needs name and surname, and a reason only when cancelling', () => {
    expect(RenewalChangeSchema.safeParse({ stato_amministrativo: 'attivo', nominativo: 'Mario Rossi' }).success).toBe(
      true,
    );
    expect(RenewalChangeSchema.safeParse({ stato_amministrativo: 'attivo', nominativo: '  ' }).success).toBe(false);
    const noReason = RenewalChangeSchema.safeParse({
      stato_amministrativo: 'non rinnovare',
      nominativo: 'Mario Rossi',
    });
    expect(noReason.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['motivazione_disdetta', 'products.reason_required'],
    ]);
    expect(
      RenewalChangeSchema.safeParse({
        stato_amministrativo: 'non rinnovare',
        nominativo: 'Mario Rossi',
        motivazione_disdetta: 'costo',
      }).success,
    ).toBe(true);
  });

  it('takes exactly one of the three shapes of the call', () => {
    expect(ProductOrderUpdateSchema.safeParse({ note_cliente: 'x' }).success).toBe(true);
    expect(ProductOrderUpdateSchema.safeParse({ rinnovo_automatico: false, nominativo: 'M R' }).success).toBe(true);
    expect(
      ProductOrderUpdateSchema.safeParse({ note_cliente: 'x', stato_amministrativo: 'attivo', nominativo: 'M R' })
        .success,
    ).toBe(false);
    expect(ProductOrderUpdateSchema.safeParse({ stato_amministrativo: 'scaduto', nominativo: 'M R' }).success).toBe(
      false,
    );
  });

  it('gives resellers their own wording for the change of agency', () => {
    expect(cancellationReasonKey('cambio_agenzia', false)).toBe('products.reason.cambio_agenzia');
    expect(cancellationReasonKey('cambio_agenzia', true)).toBe('products.reason.cambio_agenzia_reseller');
    expect(cancellationReasonKey('costo', true)).toBe('products.reason.costo');
  });
});
