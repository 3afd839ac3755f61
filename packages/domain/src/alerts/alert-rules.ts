import { TOAST_DELAY_MS } from '../constants.ts';
import { SUSPENSION_AFTER_DAYS } from '../invoices/invoice-rules.ts';

/** Alert types of spec 1 §3. */
export const ALERT_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

/** Spec 1 §9: a toast of type info or success closes after 4000 ms, the others after 8000 ms. */
export function alertDelay(type: AlertType): number {
  return type === 'info' || type === 'success' ? TOAST_DELAY_MS.short : TOAST_DELAY_MS.long;
}

/** A trial's end is announced this many days ahead (docs/decisions.md "Alerts"). */
export const TRIAL_ALERT_DAYS = 14;

/** At most this many persistent alerts are answered, newest first (the count of unread ones is whole). */
export const ALERTS_MAX = 50;

/** How often an open portal asks for its alerts again (besides on navigation and focus). */
export const ALERTS_REFRESH_MS = 5 * 60_000;

/** The persistent alerts the portal derives from a company's data (docs/decisions.md "Alerts"). */
export const ALERT_KINDS = ['overdue', 'trial'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * An overdue installment ('Pagamenti arretrati', spec 2 §4): a warning while it is 'Insoluto', danger once
 * it is more than 30 days late ('Insoluto - possibile sospensione servizi', spec 2 §2, §9).
 */
export function overdueAlertType(pastDueDays: number): AlertType {
  return pastDueDays > SUSPENSION_AFTER_DAYS ? 'danger' : 'warning';
}

/** A trial ending: info when the product renews after it, warning when it is cancelled ('disdici'). */
export function trialAlertType(renews: boolean): AlertType {
  return renews ? 'info' : 'warning';
}

/** The id of a derived alert: stable for as long as its cause lasts, so its read mark holds. */
export function alertId(kind: AlertKind, ...parts: readonly (string | number)[]): string {
  return [kind, ...parts.map((p) => String(p).replace(/[^0-9A-Za-z]/g, ''))].join('-');
}

/** Which kinds of alert exist: what an alert id must look like (at most 64 characters). */
export const ALERT_ID_PATTERN = /^(overdue|trial)(-[0-9A-Za-z]{1,20}){1,3}$/;

/** Unread alerts first, then newest first (date and time), then by id. */
export function compareAlerts(
  a: { unread: boolean; date: string; time: string | null; id: string },
  b: { unread: boolean; date: string; time: string | null; id: string },
): number {
  if (a.unread !== b.unread) return a.unread ? -1 : 1;
  const at = `${a.date}T${a.time ?? '00:00'}`;
  const bt = `${b.date}T${b.time ?? '00:00'}`;
  if (at !== bt) return at < bt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
