import { describe, expect, it } from 'vitest';
import {
  daysPastDue,
  initialPaymentMethod,
  invoiceStatus,
  invoiceTotals,
  nextPeriodEnd,
  overdueLabel,
  paymentResultKind,
  refundValue,
  renewalRefusal,
  rowAmounts,
  upgradeQuote,
  upgradeRefund,
  upgradeRefusal,
  usableCashback,
} from './invoice-rules.ts';

const today = '2026-03-15';

describe('invoice rules (spec 2 §2, §3, §5, §9)', () => {
  it('computes a row in cents: qt × price less the discount, VAT per row, rounded half up; totals are the sums', () => {
    expect(rowAmounts({ qt: 2, price: 1_500, discount: 0, vat: 22 })).toEqual({ amount: 3_000, vatamount: 660 });
    expect(rowAmounts({ qt: 1, price: 3_000, discount: 10, vat: 22 })).toEqual({ amount: 2_700, vatamount: 594 });
    expect(rowAmounts({ qt: 3, price: 333, discount: 0, vat: 8.1 })).toEqual({ amount: 999, vatamount: 81 });
    expect(
      invoiceTotals([
        { amount: 3_000, vatamount: 660 },
        { amount: 2_700, vatamount: 594 },
      ]),
    ).toEqual({ imponibile: 5_700, vatamount: 1_254, amount: 6_954 });
  });

  it('gives the four statuses: credit note, settled, overdue, to pay', () => {
    expect(invoiceStatus({ type: 'nota_credito' }, [], today)).toBe('credit_note');
    expect(invoiceStatus({ type: 'fattura' }, [{ data: '2026-01-01', pending: false }], today)).toBe('settled');
    expect(invoiceStatus({ type: 'fattura' }, [{ data: '2026-03-14', pending: true }], today)).toBe('overdue');
    expect(invoiceStatus({ type: 'fattura' }, [{ data: '2026-03-15', pending: true }], today)).toBe('to_pay');
  });

  it("labels past due 'Insoluto', and more than 30 days 'Insoluto - possibile sospensione servizi'", () => {
    expect(daysPastDue({ data: '2026-03-14', pending: true }, today)).toBe(1);
    expect(daysPastDue({ data: '2026-01-01', pending: false }, today)).toBe(0);
    expect([0, 1, 30, 31].map(overdueLabel)).toEqual([null, 'unpaid', 'unpaid', 'suspension']);
  });

  it('caps the cashback at the smaller of balance and total incl. VAT; auto-selects one method only', () => {
    expect(usableCashback(5_000, 12_200)).toBe(5_000);
    expect(usableCashback(50_000, 12_200)).toBe(12_200);
    expect(usableCashback(-10, 100)).toBe(0);
    expect(initialPaymentMethod(['sandbox'])).toBe('sandbox');
    expect(initialPaymentMethod(['paypal', 'axerve-cc'])).toBeNull();
  });

  it('reads result codes 0/1/2/other', () => {
    expect([0, 1, 2, 7, null].map(paymentResultKind)).toEqual(['success', 'cancelled', 'rejected', 'error', 'error']);
  });

  it('refunds the remaining period pro rata by days', () => {
    expect(upgradeRefund({ importo: 36_500, data_fine: '2026-09-11' }, 365, today)).toBe(18_000);
    expect(upgradeRefund({ importo: 36_500, data_fine: '2026-03-01' }, 365, today)).toBe(0);
  });

  it('gives valore_storno: the refund of an upgradable product today, 0 for one that cannot be upgraded', () => {
    const p = {
      durata: 'Annuale',
      importo: 36_500,
      data_fine: '2026-09-11',
      pending_invoice: null,
      stato_amministrativo: 'attivo',
    };
    expect(upgradeRefusal(p, today)).toBeNull();
    expect(refundValue(p, today)).toBe(18_000);
    expect(refundValue({ ...p, durata: 'Mensile', importo: 3_000, data_fine: '2026-03-30' }, today)).toBe(1_500);
    expect([
      upgradeRefusal({ ...p, durata: 'Una tantum' }, today),
      refundValue({ ...p, durata: 'Una tantum' }, today),
    ]).toEqual(['one_off', 0]);
    expect([
      upgradeRefusal({ ...p, pending_invoice: 'F-1' }, today),
      refundValue({ ...p, pending_invoice: 'F-1' }, today),
    ]).toEqual(['unpaid', 0]);
    expect(upgradeRefusal({ ...p, data_fine: '2026-03-01' }, today)).toBe('expired');
    expect(upgradeRefusal({ ...p, stato_amministrativo: 'scaduto' }, today)).toBe('expired');
  });
});

describe('renewal and upgrade rules (spec 2 §4, §5)', () => {
  it('moves data_fine by one period, the day clamped to the month', () => {
    expect(nextPeriodEnd('2026-01-31', 'Annuale')).toBe('2027-01-31');
    expect(nextPeriodEnd('2026-01-31', 'Mensile')).toBe('2026-02-28');
    expect(nextPeriodEnd('2028-02-29', 'Annuale')).toBe('2029-02-28');
    expect(nextPeriodEnd('2026-12-15', 'Mensile')).toBe('2027-01-15');
  });

  it('refuses renewing one-off, unpaid, and expired beyond the grace period', () => {
    const p = {
      durata: 'Annuale',
      data_fine: '2026-03-20',
      grace_period: 10,
      stato_amministrativo: 'attivo',
      pending_invoice_number: null,
    };
    expect(renewalRefusal(p, today)).toBeNull();
    expect(renewalRefusal({ ...p, data_fine: '2026-03-06' }, today)).toBeNull();
    expect(renewalRefusal({ ...p, data_fine: '2026-03-04' }, today)).toBe('expired');
    expect(renewalRefusal({ ...p, stato_amministrativo: 'scaduto' }, today)).toBe('expired');
    expect(renewalRefusal({ ...p, durata: 'Una tantum' }, today)).toBe('one_off');
    expect(renewalRefusal({ ...p, pending_invoice_number: 'F-1' }, today)).toBe('unpaid');
  });

  it('quotes an upgrade: possible only when the target costs more than the refund', () => {
    const current = { importo: 36_500, data_fine: '2026-09-11', durata: 'Annuale' as const };
    expect(upgradeQuote(current, 50_000, today)).toEqual({ refund: 18_000, value: 32_000, possible: true });
    expect(upgradeQuote(current, 10_000, today)).toEqual({ refund: 18_000, value: -8_000, possible: false });
    expect(upgradeQuote(current, 18_000, today).possible).toBe(false);
  });
});
