import { isValidIBAN, electronicFormatIBAN } from 'ibantools';

/** Spec 2 §3 movement tipo: what a reseller earned (+) or collected and spent (−). */
export const MOVEMENT_KINDS = ['provvigioni', 'segnalazioni', 'comarketing', 'cashback'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The three balances (spec 2 §2 'Conto'): referrals are commissions, so they count in `provvigioni`. */
export const BALANCE_KINDS = ['provvigioni', 'comarketing', 'cashback'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** The kinds each tab (and each balance) gathers. */
export const KINDS_OF_BALANCE: Record<BalanceKind, readonly MovementKind[]> = {
  provvigioni: ['provvigioni', 'segnalazioni'],
  comarketing: ['comarketing'],
  cashback: ['cashback'],
};

/** What a reseller may ask to collect (spec 2 §3 commission request tipo). */
export const REQUEST_KINDS = ['provvigioni', 'comarketing'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Spec 2 §9: movements 50 a page; credit expires 15 months after it was earned, shown once it is 12 months old. */
export const MOVEMENT_LIMITS = {
  pageSize: 50,
  expiringMonths: 15,
  showExpiryAfterMonths: 12,
  /** The messaggio of a request. */
  message: 2000,
  /** Each attached file, bytes. */
  fileBytes: 10 * 1024 * 1024,
  files: 5,
} as const;

/** A request's state in the operator console's queue. */
export const REQUEST_STATES = ['attesa', 'pagata', 'rifiutata'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** 'YYYY-MM-DD' plus whole months, the day clamped to the month's end. */
export function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Spec 2 §2: credit earned more than 12 months ago shows the day it expires, its date plus 15
 * months; a debit (collected, spent, expired) expires nothing, so it shows none.
 */
export function movementExpiry(movement: { data: string; amount: number }, today: string): string | null {
  if (movement.amount <= 0) return null;
  const day = movement.data.slice(0, 10);
  if (plusMonths(day, MOVEMENT_LIMITS.showExpiryAfterMonths) > today) return null;
  return plusMonths(day, MOVEMENT_LIMITS.expiringMonths);
}

/** The cashback's state (spec 2 §4). */
export type CashbackStatus = 'survey_missing' | 'choose' | 'active' | 'expired';

/**
 * Spec 2 §4: not active without the survey; active until cashback_until while that is in the
 * future; inactive once it passed; with no date and no months the reseller picks 3 months.
 */
export function cashbackStatus(c: {
  surveyCompleted: boolean;
  cashback_until: string | null;
  cashback_months: readonly number[];
  today: string;
}): CashbackStatus {
  if (!c.surveyCompleted) return 'survey_missing';
  if (c.cashback_until) return c.cashback_until >= c.today ? 'active' : 'expired';
  return c.cashback_months.length === 0 ? 'choose' : 'active';
}

/** Spec 2 §5, §9: exactly 3 distinct months of 12. */
export const CASHBACK_MONTHS = 3;
export function isCashbackChoice(months: readonly number[]): boolean {
  return (
    months.length === CASHBACK_MONTHS &&
    new Set(months).size === CASHBACK_MONTHS &&
    months.every((m) => Number.isInteger(m) && m >= 1 && m <= 12)
  );
}

/** An IBAN as people write it (spaces, lower case) in its electronic form, or null when it is no valid IBAN. */
export function normalizedIban(value: string): string | null {
  const iban = electronicFormatIBAN(value.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/** '1234.5' or '1234,50' → cents; null for anything else (three decimals, letters, a sign). */
export function parseAmount(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a balance allows: at least `min` (collect_from; 0.01 for co-marketing), at most the balance. */
export function requestRefusal(
  tipo: RequestKind,
  amount: number,
  balance: number,
  collectFrom: number,
): 'below_minimum' | 'above_balance' | 'nothing_to_collect' | null {
  if (tipo === 'provvigioni' && balance < collectFrom) return 'nothing_to_collect';
  if (tipo === 'comarketing' && balance <= 0) return 'nothing_to_collect';
  if (amount > balance) return 'above_balance';
  if (tipo === 'provvigioni' && amount < collectFrom) return 'below_minimum';
  if (amount <= 0) return 'below_minimum';
  return null;
}
