import { describe, expect, it } from 'vitest';
import { addDays, reminderDue, renewalInvoiceDue, renewalLeadDays, suspensionDue } from './billing-rules.ts';

const annual = { data_fine: '2027-04-20', durata: 'Annuale', free_period: 0, grace_period: 10 };

describe('the billing calendar', () => {
  it('moves dates across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('invoices an annual renewal from 30 days before, a monthly one and a trial’s first period from 7, until the grace ends', () => {
    expect(renewalLeadDays(annual)).toBe(30);
    expect(renewalLeadDays({ durata: 'Mensile', free_period: 0 })).toBe(7);
    expect(renewalLeadDays({ durata: 'Annuale', free_period: 30 })).toBe(7);
    expect(renewalInvoiceDue(annual, false, '2027-03-20')).toBe(false);
    expect(renewalInvoiceDue(annual, false, '2027-03-21')).toBe(true);
    expect(renewalInvoiceDue(annual, false, '2027-04-30')).toBe(true);
    expect(renewalInvoiceDue(annual, false, '2027-05-01')).toBe(false);
  });

  it('with monthly invoicing counts from the first day of the month of expiry', () => {
    expect(renewalInvoiceDue(annual, true, '2027-03-01')).toBe(false);
    expect(renewalInvoiceDue(annual, true, '2027-03-02')).toBe(true);
  });

  it('reminds in the week before the due date and in the 30 days after it', () => {
    expect(reminderDue('2027-04-20', '2027-04-12')).toBeNull();
    expect(reminderDue('2027-04-20', '2027-04-13')).toBe('before');
    expect(reminderDue('2027-04-20', '2027-04-19')).toBe('before');
    expect(reminderDue('2027-04-20', '2027-04-20')).toBeNull();
    expect(reminderDue('2027-04-20', '2027-04-21')).toBe('after');
    expect(reminderDue('2027-04-20', '2027-05-20')).toBe('after');
    expect(reminderDue('2027-04-20', '2027-05-21')).toBeNull();
  });

  it('suspends once the payment is more than 30 days late and the product past its grace', () => {
    expect(suspensionDue(annual, '2027-04-20', '2027-05-20')).toBe(false);
    expect(suspensionDue(annual, '2027-04-20', '2027-05-21')).toBe(true);
    // Paid late for a product that still runs (a renewal asked early): never suspended before its end.
    expect(suspensionDue({ data_fine: '2027-09-01', grace_period: 10 }, '2027-04-20', '2027-06-01')).toBe(false);
  });
});
