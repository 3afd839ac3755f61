import { MAIL_LIMITS } from '@sportello/domain';
import type { CompanyActor } from '../access/actor.ts';
import type { Db } from '../db/database.ts';
import { takeAttempt } from './auth-throttle-store.ts';
import { refusedAttempt, takeAttempts, type AttemptBudget } from './auth-throttle.ts';

const WINDOW_MS = MAIL_LIMITS.windowMinutes * 60 * 1000;

const userBudget = (userId: number): AttemptBudget => ({
  key: `mail:user:${userId}`,
  max: MAIL_LIMITS.perUser,
  minutes: MAIL_LIMITS.windowMinutes,
  refusal: { message: 'mail.user_limit', reason: 'mail_limit_user' },
});

const companyBudget = (companyId: number): AttemptBudget => ({
  key: `mail:company:${companyId}`,
  max: MAIL_LIMITS.perCompany,
  minutes: MAIL_LIMITS.windowMinutes,
  refusal: { message: 'mail.company_limit', reason: 'mail_limit_company' },
});

/**
 * One mail a caller makes the portal send, with addresses and words of their choosing: taken from
 * the budgets of the user and of the company they act for (a staff member acting on a customer
 * spends the customer's), or 429 when either is spent. Call it on the transaction that queues the
 * mail: a call that fails afterwards gives the mail back with its rollback.
 */
export async function chargeMail(db: Db, actor: CompanyActor, now: Date): Promise<void> {
  await chargeMailTo(db, actor, [], now);
}

const recipientBudget = (userId: number): AttemptBudget => ({
  key: `mail:to-user:${userId}`,
  max: MAIL_LIMITS.perRecipient,
  minutes: MAIL_LIMITS.windowMinutes,
  refusal: { message: 'mail.recipient_limit', reason: 'mail_limit_recipient' },
});

/**
 * One mail a caller makes the portal send to other users' accounts (an access request to a
 * customer's administrators): from the caller's and the company's budgets as chargeMail, and from
 * each recipient's, so that no account is flooded however many callers ask; 429 when one is spent.
 */
export async function chargeMailTo(
  db: Db,
  actor: CompanyActor,
  recipientIds: readonly number[],
  now: Date,
): Promise<void> {
  const budgets = [userBudget(actor.user.id), companyBudget(actor.company.id), ...recipientIds.map(recipientBudget)];
  const taken = await takeAttempts(db, budgets, now);
  if (taken.spent) throw refusedAttempt(taken.spent);
}

/**
 * Whether one more mail may go to this account, whoever asks for it (a confirmation resend):
 * the asker is not told either way, so the answer cannot tell who has an account.
 */
export async function mayMailAccount(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await takeAttempt(db, `mail:to-user:${userId}`, MAIL_LIMITS.perRecipient, WINDOW_MS, now)) !== null;
}

/**
 * One notice to the provider's support address about a company's ticket activity: a budget of
 * its own per company (not the customer's mail budget, which a ticket must never spend: talking to
 * support is always possible). False when spent: the ticket goes in without a notice.
 */
export async function mayNotifySupport(db: Db, companyId: number, now: Date): Promise<boolean> {
  return (await takeAttempt(db, `mail:support:${companyId}`, MAIL_LIMITS.perCompany, WINDOW_MS, now)) !== null;
}

/**
 * One notice to a partner that a company's submitted project is a lead for it: a budget of its own
 * per submitting company (the customer chose neither the recipients nor the words). False when spent:
 * the lead is offered without a notice.
 */
export async function mayNotifyPartners(db: Db, companyId: number, now: Date): Promise<boolean> {
  return (await takeAttempt(db, `mail:leads:${companyId}`, MAIL_LIMITS.perCompany, WINDOW_MS, now)) !== null;
}

/**
 * Whether one more sign-in link may go to this address this hour, however many client addresses
 * ask for it (a rotating /64 passes every per-client limit). The asker is not told either way.
 */
export async function maySendSignInLink(db: Db, address: string, maxPerHour: number, now: Date): Promise<boolean> {
  return (await takeAttempt(db, `mail:signin-to:${address.trim().toLowerCase()}`, maxPerHour, 3_600_000, now)) !== null;
}
