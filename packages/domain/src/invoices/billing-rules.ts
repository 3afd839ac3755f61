/**
 * The daily billing run's calendar (DESIGN §5 "money moves on a clock"; spec 2 §4, §9;
 * docs/decisions.md "The daily billing run"): when a renewal is invoiced, when reminders go, when an
 * unpaid renewal suspends its product. Pure dates, 'YYYY-MM-DD', in the provider's day.
 */
import { SUSPENSION_AFTER_DAYS } from './invoice-rules.ts';
import { daysToExpiration } from '../products/product-rules.ts';

/** An annual product's renewal is invoiced this many days before it expires (the dashboard's expiry window). */
export const RENEWAL_LEAD_DAYS = 30;
/** A monthly product's renewal, and a trial's first invoice, this many days before. */
export const SHORT_RENEWAL_LEAD_DAYS = 7;
/** The reminder before the due date goes this many days before it at most… */
export const REMINDER_BEFORE_DAYS = 7;
/** …the reminder after it from the day after, while the payment is at most this many days late. */
export const REMINDER_AFTER_MAX_DAYS = SUSPENSION_AFTER_DAYS;

const DAY_MS = 86_400_000;

/** `date` moved by `days`, 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month of `date`. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

export interface RenewalCalendarFacts {
  data_fine: string;
  durata: string;
  free_period: number;
  grace_period: number;
}

/** Days before expiry the renewal (or the trial's first invoice) is invoiced. */
export function renewalLeadDays(product: Pick<RenewalCalendarFacts, 'durata' | 'free_period'>): number {
  return product.free_period > 0 || product.durata === 'Mensile' ? SHORT_RENEWAL_LEAD_DAYS : RENEWAL_LEAD_DAYS;
}

/**
 * Whether a renewing product's next period is invoiced on `today`: from its lead day on — with
 * monthly invoicing counted from the first day of the month it expires in, so the month's renewals
 * fall due together on one invoice — and until its grace ends (a run missed is made up).
 */
export function renewalInvoiceDue(product: RenewalCalendarFacts, monthlyInvoicing: boolean, today: string): boolean {
  const anchor = monthlyInvoicing ? monthStart(product.data_fine) : product.data_fine;
  const opens = addDays(anchor, -renewalLeadDays(product));
  return today >= opens && daysToExpiration(product.data_fine, today) >= -product.grace_period;
}

/** The reminder an unpaid installment is due on `today`: before its due date, after it, or none. */
export function reminderDue(dueDate: string, today: string): 'before' | 'after' | null {
  const days = daysToExpiration(dueDate, today);
  if (days >= 1 && days <= REMINDER_BEFORE_DAYS) return 'before';
  if (days <= -1 && -days <= REMINDER_AFTER_MAX_DAYS) return 'after';
  return null;
}

/**
 * Spec 2 §4, §9: a product whose renewal is unpaid is suspended ('scaduto', service 'sospeso') once
 * the payment is more than 30 days late ('Insoluto - possibile sospensione servizi') and the product
 * is past its own grace period.
 */
export function suspensionDue(
  product: Pick<RenewalCalendarFacts, 'data_fine' | 'grace_period'>,
  dueDate: string,
  today: string,
): boolean {
  return (
    -daysToExpiration(dueDate, today) > SUSPENSION_AFTER_DAYS &&
    -daysToExpiration(product.data_fine, today) > product.grace_period
  );
}
