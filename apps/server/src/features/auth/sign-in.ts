import type { Db } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { refusedAttempt, totpBudget, type AttemptBudget } from '../../platform/security/auth-throttle.ts';
import { checkFromAddress } from '../../platform/security/login-ban-store.ts';
import { openSession, type OpenedSession } from '../../platform/sessions/sessions.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import type { AuthClient } from './auth-client.ts';
import { acceptTotpCode, markLoggedIn } from '../../modules/users/index.ts';
import { homeCompanyOf } from './auth-store.ts';
import { consumeCheckToken } from './check-token-store.ts';

/** How a user proved who they are: what the audit row of a sign-in says. */
export type SignInMethod = 'password' | 'google' | 'linkedin' | 'link';

export interface StartedSession {
  opened: OpenedSession;
  companyId: number | null;
}

/**
 * Starts the user's session as every sign-in does, on the caller's transaction: a new session
 * id (the one the request carried is dropped), the company chosen automatically when the user
 * has exactly one besides its customers' (homeCompanyOf), the login recorded. Other sessions of the user are left alone.
 * `passwordResetUntil`: the forgotten-password link lets the session set a new password until then.
 */
export async function startUserSession(
  trx: Db,
  ctx: UseCaseContext,
  client: AuthClient,
  user: User,
  remember: boolean,
  passwordResetUntil?: Date,
): Promise<StartedSession> {
  refuseStaffWithoutTotp(user);
  const companyId = await homeCompanyOf(trx, user.id);
  const opened = await openSession(
    trx,
    ctx.digest,
    client,
    { userId: user.id, companyId, remember, passwordResetUntil },
    ctx.now,
  );
  await markLoggedIn(trx, user.id, ctx.now);
  return { opened, companyId };
}

/**
 * DESIGN §5: operators sign in with a second factor, always. One without an authenticator opens
 * no session, whatever proved the password, until an administrator sets one up
 * (`npm run ops -- totp set`): every path to a session comes through here.
 */
function refuseStaffWithoutTotp(user: User): void {
  if (user.staff_role !== null && user.totp_secret === null) {
    throw new DomainError('forbidden', 'auth.staff_totp_required', { reason: 'staff_totp_required' });
  }
}

/** Signs the user in (a proven identity): the session and its audit row, together. */
export async function signIn(
  ctx: UseCaseContext,
  client: AuthClient,
  user: User,
  how: { remember: boolean; method: SignInMethod },
): Promise<OpenedSession> {
  return inTransaction(ctx, async ({ db: trx }) => {
    const { opened, companyId } = await startUserSession(trx, ctx, client, user, how.remember);
    await auditSignIn(trx, ctx, user, companyId, how);
    return opened;
  });
}

export async function auditSignIn(
  trx: Db,
  ctx: UseCaseContext,
  user: User,
  companyId: number | null,
  how: { remember: boolean; method: SignInMethod },
): Promise<void> {
  await writeAudit(trx, ctx.source, {
    action: 'auth.signed_in',
    companyId,
    subject: user.id,
    after: { method: how.method, remember: how.remember },
  });
}

/**
 * A sign-in that proved the first factor and stops for a second one (the authenticator code)
 * or for the address confirmation: no session yet, but worth tracing — the password was right.
 */
export async function auditIncompleteSignIn(
  ctx: UseCaseContext,
  user: User,
  method: SignInMethod,
  missing: 'totp' | 'address_confirmation',
): Promise<void> {
  await writeAudit(ctx.db, ctx.source, {
    action: 'auth.sign_in_incomplete',
    companyId: null,
    subject: user.id,
    after: { method, missing },
  });
}

/** Uses the form's `check` token if it is this browser's, unused and unexpired. */
export async function consumeFormCheck(ctx: UseCaseContext, client: AuthClient, check: string): Promise<boolean> {
  if (!client.browser) return false;
  return consumeCheckToken(ctx.db, ctx.digest(check), ctx.digest(client.browser), ctx.now);
}

/**
 * Checks a secret a sign-in gives (password, e-mailed token, authenticator code) within the
 * address's budget of failures and the `others` given: `prove` answers what the secret proves
 * (the user), null when it is wrong — then `failure` is thrown. A spent budget answers 429
 * without checking anything.
 */
export async function checkSignInSecret<T>(
  ctx: UseCaseContext,
  client: AuthClient,
  username: string,
  prove: () => Promise<T | null>,
  failure: () => DomainError,
  others: readonly AttemptBudget[] = [],
): Promise<T> {
  const outcome = await checkFromAddress(ctx.db, { ip: client.ip, username }, ctx.now, prove, others);
  if (outcome.result === 'refused') throw refusedAttempt(outcome.spent);
  if (outcome.result === 'failed') throw failure();
  return outcome.proven;
}

/** The authenticator code of a sign-in, counted for the address and in the user's budget of wrong codes. */
export async function checkSignInCode(
  ctx: UseCaseContext,
  client: AuthClient,
  user: User,
  code: string,
): Promise<void> {
  const proven = async () => ((await acceptTotpCode(ctx.db, ctx.digest, user, code, ctx.now)) ? user : null);
  const totpInvalid = () => new DomainError('unauthenticated', 'auth.totp_invalid', { reason: 'invalid_totp' });
  await checkSignInSecret(ctx, client, user.username, proven, totpInvalid, [totpBudget(user.id)]);
}
