import type { MessageKey, Reauthentication } from '@sportello/domain';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import {
  accountBudget,
  checkWithinBudgets,
  refusedAttempt,
  totpBudget,
  type AttemptBudget,
} from '../../platform/security/auth-throttle.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import { acceptTotpCode } from '../../modules/users/index.ts';
import type { SessionContext } from '../../platform/use-cases/use-case-context.ts';

const refusal = (field: 'current_password' | 'totp', key: MessageKey, reason: string) =>
  new DomainError('unprocessable', key, { reason, errors: { [field]: key } });

/** A secret checked within its budget of failures, so asking for it opens no new way to guess it. */
async function checkWithin(
  ctx: SessionContext,
  budget: AttemptBudget,
  right: () => Promise<boolean>,
  wrong: () => DomainError,
): Promise<void> {
  const outcome = await checkWithinBudgets(ctx.db, [budget], ctx.now, async () => ((await right()) ? true : null));
  if (outcome.result === 'refused') throw refusedAttempt(outcome.spent);
  if (outcome.result === 'failed') throw wrong();
}

/**
 * The signed-in user's current password, counted in the account's budget of wrong passwords — the
 * one sign-in draws on: a stolen session guesses here no faster than at the sign-in form.
 */
export async function checkCurrentPassword(ctx: SessionContext, password: string): Promise<void> {
  if (password === '')
    throw refusal('current_password', 'account.current_password_required', 'current_password_required');
  const { user } = ctx.actor;
  await checkWithin(
    ctx,
    accountBudget(user.username),
    async () => user.password_hash !== null && (await verifyPassword(user.password_hash, password)),
    () => refusal('current_password', 'account.current_password_invalid', 'invalid_current_password'),
  );
}

/**
 * A code of the user's authenticator (or of a secret being enrolled: `right`), counted in the user's
 * budget of wrong codes, the one sign-in draws on too.
 */
export async function checkCode(ctx: SessionContext, code: string, right: () => Promise<boolean>): Promise<void> {
  if (code === '') throw refusal('totp', 'account.totp_required', 'totp_required');
  await checkWithin(ctx, totpBudget(ctx.actor.user.id), right, () =>
    refusal('totp', 'account.totp_invalid', 'invalid_totp'),
  );
}

/** A current, unused code of the user's authenticator (it is used up). */
export const checkCurrentCode = (ctx: SessionContext, code: string): Promise<void> =>
  checkCode(ctx, code, () => acceptTotpCode(ctx.db, ctx.digest, ctx.actor.user, code, ctx.now));

/**
 * ASVS 6.2.3, 7.5.1: before a change of the account's credentials or address, the current password
 * and, with two-factor authentication on, a current code. The password goes first: a wrong one
 * checks no code.
 */
export async function reauthenticate(ctx: SessionContext, given: Reauthentication): Promise<void> {
  await checkCurrentPassword(ctx, given.current_password);
  if (ctx.actor.user.totp_secret) await checkCurrentCode(ctx, given.totp);
}
