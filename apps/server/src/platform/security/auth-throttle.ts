import { ACCOUNT_LOCK, LOGIN_BAN, TOTP_LOCK, type MessageKey } from '@sportello/domain';
import type { Db } from '../db/database.ts';
import { DomainError } from '../use-cases/domain-error.ts';
import { giveBackAttempt, takeAttempt } from './auth-throttle-store.ts';

const MINUTE_MS = 60 * 1000;

/**
 * A budget of attempts — failed checks of a secret, or mails sent (mail-budgets.ts): at most
 * `max` in a window of `minutes`, for one key. When it is spent nothing is tried at all, and the
 * caller answers `refusal` (429).
 */
export interface AttemptBudget {
  key: string;
  max: number;
  minutes: number;
  refusal: { message: MessageKey; reason: string };
}

/** Failed sign-ins from one address (DESIGN §5): spending it bans the address (login-ban-store.ts). */
export const addressBudget = (ip: string): AttemptBudget => ({
  key: `address:${ip}`,
  max: LOGIN_BAN.failures,
  minutes: LOGIN_BAN.windowMinutes,
  refusal: { message: 'auth.ip_banned', reason: 'ip_banned' },
});

/**
 * Wrong passwords for one username from every address together, whether or not an account has
 * it (a lock only real accounts got would tell which exist). Lifting an address's ban leaves it.
 */
export const accountBudget = (username: string): AttemptBudget => ({
  key: `account:${username.toLowerCase().slice(0, 100)}`,
  max: ACCOUNT_LOCK.failures,
  minutes: ACCOUNT_LOCK.windowMinutes,
  refusal: { message: 'auth.account_locked', reason: 'account_locked' },
});

/** Wrong authenticator codes of one user, whichever call checks them (sign-in, sign-in link, enabling, disabling). */
export const totpBudget = (userId: number): AttemptBudget => ({
  key: `totp:${userId}`,
  max: TOTP_LOCK.failures,
  minutes: TOTP_LOCK.windowMinutes,
  refusal: { message: 'auth.totp_locked', reason: 'totp_locked' },
});

export type AttemptOutcome<T> =
  | { result: 'passed'; proven: T }
  /** `exhausted`: the budgets this failure used up. */
  | { result: 'failed'; exhausted: AttemptBudget[] }
  /** A budget was already spent: nothing was checked. */
  | { result: 'refused'; spent: AttemptBudget };

/**
 * Takes one attempt from every budget, or from none: when one is already spent, the ones taken
 * before it are given back. Answers the spent budget, or the budgets this attempt used up.
 */
export async function takeAttempts(
  db: Db,
  budgets: readonly AttemptBudget[],
  now: Date,
): Promise<{ spent: AttemptBudget } | { spent: null; exhausted: AttemptBudget[] }> {
  const taken: AttemptBudget[] = [];
  const exhausted: AttemptBudget[] = [];
  for (const budget of budgets) {
    const count = await takeAttempt(db, budget.key, budget.max, budget.minutes * MINUTE_MS, now);
    if (count === null) {
      for (const earlier of taken) await giveBackAttempt(db, earlier.key, now);
      return { spent: budget };
    }
    taken.push(budget);
    if (count >= budget.max) exhausted.push(budget);
  }
  return { spent: null, exhausted };
}

/**
 * Checks a secret on one attempt of every budget, taken before the check runs so that parallel
 * attempts cannot check more than a budget holds. `prove` answers what the secret proves, null
 * when it is wrong. A spent budget refuses without checking and charges none of the others; a
 * right secret gives its attempts back, so only failures count.
 */
export async function checkWithinBudgets<T>(
  db: Db,
  budgets: readonly AttemptBudget[],
  now: Date,
  prove: () => Promise<T | null>,
): Promise<AttemptOutcome<T>> {
  const taken = await takeAttempts(db, budgets, now);
  if (taken.spent) return { result: 'refused', spent: taken.spent };
  const proven = await prove();
  if (proven === null) return { result: 'failed', exhausted: taken.exhausted };
  for (const budget of budgets) await giveBackAttempt(db, budget.key, now);
  return { result: 'passed', proven };
}

/** The 429 of a spent budget, in the request's language. */
export const refusedAttempt = (budget: AttemptBudget): DomainError =>
  new DomainError('limit', budget.refusal.message, {
    reason: budget.refusal.reason,
    params: { minutes: budget.minutes, max: budget.max },
  });
