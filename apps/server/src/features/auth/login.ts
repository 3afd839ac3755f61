import type { LoginRequestSchema, LoginResult } from '@sportello/domain';
import type { z } from 'zod';
import type { User } from '../../platform/db/schema.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { accountBudget } from '../../platform/security/auth-throttle.ts';
import { isBanned } from '../../platform/security/login-ban-store.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords.ts';
import { requiresTotp } from '../../platform/security/totp.ts';
import type { OpenedSession } from '../../platform/sessions/sessions.ts';
import type { UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import type { AuthClient } from './auth-client.ts';
import { findUserByUsername } from './auth-store.ts';
import { auditIncompleteSignIn, checkSignInCode, checkSignInSecret, consumeFormCheck, signIn } from './sign-in.ts';

export type LoginOutcome = { result: Exclude<LoginResult, 'ok'> } | { result: 'ok'; session: OpenedSession };

/** Checks a Google ID token and answers its user (oidc/google-sign-in.ts); `totpGiven` keeps the provider sign-in open until the code. */
export type GoogleTokenCheck = (token: string, totpGiven: boolean) => Promise<User>;

/**
 * POST /api/auth/login (spec 1 §2.4, §7): the password — or a Google ID token — then the
 * confirmed address, then the authenticator code, then the session.
 */
export async function logIn(
  ctx: UseCaseContext,
  client: AuthClient,
  body: z.output<typeof LoginRequestSchema>,
  checkGoogleToken: GoogleTokenCheck,
): Promise<LoginOutcome> {
  const { username = '', password = '', google_token, rememberme, totp, check } = body;
  const { db, now } = ctx;
  if (await isBanned(db, client.ip, now)) throw new DomainError('limit', 'auth.ip_banned', { reason: 'ip_banned' });
  if (!(await consumeFormCheck(ctx, client, check))) {
    throw new DomainError('invalid', 'auth.invalid_check', { reason: 'invalid_check' });
  }

  // A Google ID token stands in for the username and password (DESIGN §5); every step after it is the same.
  const method = google_token === undefined ? 'password' : 'google';
  const user =
    google_token === undefined
      ? await userFromPassword(ctx, client, username, password)
      : await checkGoogleToken(google_token, totp !== undefined);
  if (!user.email_verified) {
    await auditIncompleteSignIn(ctx, user, method, 'address_confirmation');
    return { result: 'mail-validation' };
  }
  // With an authenticator: no code yet → ask for it (no session); a wrong or reused code is a failed sign-in.
  if (requiresTotp(user)) {
    if (!totp) {
      await auditIncompleteSignIn(ctx, user, method, 'totp');
      return { result: 'totp' };
    }
    await checkSignInCode(ctx, client, user, totp);
  }

  return { result: 'ok', session: await signIn(ctx, client, user, { remember: rememberme, method }) };
}

/**
 * The user the username and password name; a wrong pair is a failed sign-in of the address and
 * of the username, an unknown one included.
 */
async function userFromPassword(
  ctx: UseCaseContext,
  client: AuthClient,
  username: string,
  password: string,
): Promise<User> {
  const user = await findUserByUsername(ctx.db, username);
  const proven = async (): Promise<User | null> => {
    if (!user?.password_hash) return verifyAgainstDummy(password).then(() => null);
    return (await verifyPassword(user.password_hash, password)) ? user : null;
  };
  return checkSignInSecret(ctx, client, username, proven, invalidCredentials, [accountBudget(username)]);
}

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'auth.invalid_credentials', { reason: 'invalid_credentials' });
