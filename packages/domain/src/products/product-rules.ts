/**
 * Products and renewals (spec 2 §2 products list, §3 product order, §4 product renewal, §9):
 * how many days a product has left, which group of the products list it falls in, and what
 * the list offers on it. One rule for both sides: the server computes the list's groups and
 * refuses what the page would not offer.
 */

import { dateTimeFormat } from '../format/intl-formats.ts';

/** Spec 2 §9: the grace period threshold shown in the products list, days. */
export const GRACE_THRESHOLD_DAYS = 10;
/** Spec 2 §9: the dashboard lists the products expiring within this many days. */
export const DASHBOARD_EXPIRY_DAYS = 30;

export const ORDER_STATES = ['in attesa', 'concluso', 'annullato'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const TECHNICAL_STATES = ['attivo', 'attivare', 'sospeso', 'disattivo'] as const;
export type TechnicalState = (typeof TECHNICAL_STATES)[number];

/** Spec 2 §4: 'attivo' renews, 'non rinnovare' is cancelled ('disdetto'), 'scaduto' has expired. */
export const ADMINISTRATIVE_STATES = ['attivo', 'non rinnovare', 'scaduto'] as const;
export type AdministrativeState = (typeof ADMINISTRATIVE_STATES)[number];

/** The groups of the products list, in the order the page shows them (spec 2 §2). */
export const PRODUCT_GROUPS = [
  'trial',
  'grace',
  'cancelled',
  'this_month',
  'three_months',
  'year_end',
  'later',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/** What the list's action column shows for a product (spec 2 §4). */
export type RenewalAction =
  /** One-off product: 'Una tantum', no renewal actions. */
  | 'one_off'
  /** An unpaid renewal invoice: 'Pagamenti arretrati' and a link to invoices instead of actions. */
  | 'unpaid'
  /** Cancelled, expired, grace remaining: 'Riattiva' → product_renew. */
  | 'reactivate'
  /** Expired, nothing can change here: a link to open a ticket. */
  | 'ticket'
  /** Renewing before expiry: may be cancelled. */
  | 'cancel'
  /** Cancelled before expiry: may be renewed again. */
  | 'renew';

export interface RenewalFacts {
  /** 'YYYY-MM-DD'. */
  data_fine: string;
  free_period: number;
  grace_period: number;
  durata: string;
  stato_amministrativo: string;
  pending_invoice_number: string | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
};

/** The last day worked out per time zone, and the second it holds for. */
const lastDayIn = new Map<string, { second: number; day: string }>();

/**
 * The calendar date in a time zone, 'YYYY-MM-DD' (the provider's day, not the server's). Formatting
 * in a time zone costs microseconds and every signed-in read asks for today: the answer is kept for
 * the second it was asked in (zone offsets are whole seconds, so a day never changes within one).
 */
export function isoDateIn(at: Date, timeZone: string): string {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDayIn.get(timeZone);
  if (last?.second === second) return last.day;
  const day = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  lastDayIn.set(timeZone, { second, day });
  return day;
}

/** Days from `today` to data_fine: 0 on the last day, negative once expired. */
export function daysToExpiration(dataFine: string, today: string): number {
  return dayNumber(dataFine) - dayNumber(today);
}

export const isCancelled = (product: Pick<RenewalFacts, 'stato_amministrativo'>): boolean =>
  product.stato_amministrativo !== 'attivo';
export const isOneOff = (product: Pick<RenewalFacts, 'durata'>): boolean => product.durata === 'Una tantum';
export const isTrial = (product: Pick<RenewalFacts, 'free_period'>): boolean => product.free_period > 0;

/** Expired, but still within the days in which it may be reactivated. */
export function inGrace(product: Pick<RenewalFacts, 'grace_period'>, days: number): boolean {
  return days < 0 && -days <= product.grace_period;
}

/** The last day of the month `months` after today's, 'YYYY-MM-DD'. */
function endOfMonth(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + months + 1, 0)).toISOString().slice(0, 10);
}

/**
 * The date bounds of each date group from `today` (inclusive, 'YYYY-MM-DD'): this month up to
 * its last day, the three months after it, then up to 31 December; 'later' has no upper bound.
 * The server filters a group with these, so page and server agree on every boundary.
 */
export function groupBounds(
  today: string,
): Record<'this_month' | 'three_months' | 'year_end' | 'later', { from: string; to: string | null }> {
  const monthEnd = endOfMonth(today, 0);
  const threeEnd = endOfMonth(today, 3);
  const yearEnd = `${today.slice(0, 4)}-12-31`;
  const next = (date: string) => new Date(dayNumber(date) * DAY_MS + DAY_MS).toISOString().slice(0, 10);
  return {
    this_month: { from: today, to: monthEnd },
    three_months: { from: next(monthEnd), to: threeEnd },
    // Empty when the three months already reach into next year (from > to).
    year_end: { from: next(threeEnd), to: yearEnd },
    later: { from: next(threeEnd > yearEnd ? threeEnd : yearEnd), to: null },
  };
}

/** groupBounds of the last day asked: every product of a list asks for the same day. */
let lastBounds: { today: string; bounds: ReturnType<typeof groupBounds> } | undefined;
function boundsOfDay(today: string): ReturnType<typeof groupBounds> {
  if (lastBounds?.today !== today) lastBounds = { today, bounds: groupBounds(today) };
  return lastBounds.bounds;
}

/** The products-list group of a product (spec 2 §2): trial first, then by days to expiration. */
export function productGroup(
  product: Pick<RenewalFacts, 'data_fine' | 'free_period' | 'grace_period'>,
  today: string,
): ProductGroup {
  if (isTrial(product)) return 'trial';
  const days = daysToExpiration(product.data_fine, today);
  if (days < 0) return inGrace(product, days) ? 'grace' : 'cancelled';
  const bounds = boundsOfDay(today);
  if (product.data_fine <= bounds.this_month.to!) return 'this_month';
  if (product.data_fine <= bounds.three_months.to!) return 'three_months';
  if (product.data_fine <= bounds.year_end.to!) return 'year_end';
  return 'later';
}

/** Spec 2 §4, in order: one-off, unpaid renewal, expired (reactivate in grace if cancelled, else a ticket), then cancel or renew. */
export function renewalAction(product: RenewalFacts, today: string): RenewalAction {
  if (isOneOff(product)) return 'one_off';
  if (product.pending_invoice_number) return 'unpaid';
  const days = daysToExpiration(product.data_fine, today);
  if (days < 0) return isCancelled(product) && inGrace(product, days) ? 'reactivate' : 'ticket';
  return isCancelled(product) ? 'renew' : 'cancel';
}

/** A trial's state (spec 2 §4): what happens at its end, and whether it has ended. */
export function trialState(product: RenewalFacts, today: string): 'renews' | 'cancels' | 'ended' | null {
  if (!isTrial(product)) return null;
  if (daysToExpiration(product.data_fine, today) < 0) return 'ended';
  return isCancelled(product) ? 'cancels' : 'renews';
}

/** Why a renewal change is refused (the server's 409 reasons); null when it may be made. */
export type RenewalRefusal = 'one_off' | 'unpaid_renewal' | 'trial_ended' | 'expired' | 'not_on_request_billing';

/**
 * Whether a product's renewal may change now: the state (cancel / renew again, the trial's end
 * choice) or — for BBW customers — automatic vs on-request renewal. Expired products change
 * only through product_renew or a ticket.
 */
export function renewalChangeRefusal(product: RenewalFacts, today: string): RenewalRefusal | null {
  const action = renewalAction(product, today);
  if (action === 'one_off') return 'one_off';
  if (action === 'unpaid') return 'unpaid_renewal';
  if (action === 'cancel' || action === 'renew') return null;
  return trialState(product, today) === 'ended' ? 'trial_ended' : 'expired';
}

/** Spec 2 §4: the Automatico / Su richiesta switch is offered to customers billed by this entity. */
export const ON_REQUEST_RENEWAL_BILLER = 'BBW';

/** Spec 2 §5: the cancellation reasons of the renewal-change modal. */
export const CANCELLATION_REASONS = [
  'cambio_agenzia',
  'chiusura_attivita',
  'gestione_interna',
  'non_utilizzo',
  'costo',
  'problemi_tecnici',
  'supporto_scarso',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The day the server counted from: data_fine less days_to_expiration, so page and server never disagree at midnight. */
export function countedFrom(product: { data_fine: string; days_to_expiration: number }): string {
  return new Date((dayNumber(product.data_fine) - product.days_to_expiration) * DAY_MS).toISOString().slice(0, 10);
}
