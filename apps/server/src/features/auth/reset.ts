import { safeRefPath, type LoginWithTokenResult, type LoginWithTokenSchema } from '@sportello/domain';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { isBanned, recordLoginFailure } from '../../platform/security/login-ban-store.ts';
import { maySendSignInLink } from '../../platform/security/mail-budgets.ts';
import { requiresTotp } from '../../platform/security/totp.ts';
import type { OpenedSession } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import type { AuthClient } from './auth-client.ts';
import { findUserByUsername } from './auth-store.ts';
import {
  consumeEmailToken,
  EMAIL_TOKEN_TTL_MS,
  insertEmailToken,
  isLiveEmailToken,
  markEmailVerified,
  voidEmailTokens,
} from '../../modules/users/index.ts';
import {
  auditIncompleteSignIn,
  auditSignIn,
  checkSignInCode,
  checkSignInSecret,
  consumeFormCheck,
  startUserSession,
} from './sign-in.ts';
import { findUsersByLogin, languageOf } from './signup-store.ts';

const SIGNIN_MINUTES = EMAIL_TOKEN_TTL_MS.signin / 60_000;
/** How long after the link signs in the session may set a new password without the current one. */
const PASSWORD_RESET_WINDOW_MS = 15 * 60_000;

/**
 * Forgotten password (spec 1 §2.4, §7): e-mails a one-time sign-in link to
 * /auth/login?username=…&token=…&ref=/reset_password to every account the username or address
 * names. Here only what every request does, whoever it names: the form check and the trace of
 * the request (asking for unknown names is worth seeing too). The answer goes before the
 * returned work looks anyone up, so its timing cannot tell whether the name is someone's.
 */
export async function requestSignInLink(
  ctx: UseCaseContext,
  client: AuthClient,
  login: string,
  check: string,
): Promise<() => Promise<void>> {
  if (!(await consumeFormCheck(ctx, client, check))) {
    throw new DomainError('invalid', 'auth.invalid_check', { reason: 'invalid_check' });
  }
  await writeAudit(ctx.db, ctx.source, { action: 'auth.reset_requested', companyId: null, subject: login });
  return () => mailSignInLinks(ctx, login);
}

/**
 * The link to each account the name gives, each traced with the request it answers; at most
 * AUTH_MAIL_RECIPIENT_LIMIT an hour to one address (the rest are held, traced, and not said).
 */
async function mailSignInLinks(ctx: UseCaseContext, login: string): Promise<void> {
  const users = await findUsersByLogin(ctx.db, login);
  await inTransaction(ctx, async ({ db: trx }) => {
    for (const user of users) {
      if (!(await maySendSignInLink(trx, user.email, ctx.config.authMailRecipientLimitPerHour, ctx.now))) {
        await writeAudit(trx, ctx.source, { action: 'auth.signin_link_held', companyId: null, subject: user.id });
        continue;
      }
      const token = newToken();
      await insertEmailToken(trx, ctx.digest(token), user.id, 'signin', ctx.now);
      await queueMail(
        ctx,
        user.email,
        languageOf(user),
        { template: 'signin_link', username: user.username, token, validMinutes: SIGNIN_MINUTES },
        trx,
      );
      await writeAudit(trx, ctx.source, { action: 'auth.signin_link_sent', companyId: null, subject: user.id });
    }
  });
}

export type TokenLoginOutcome = { answer: LoginWithTokenResult; session?: OpenedSession };

/**
 * POST /api/auth/loginwithtoken: the e-mailed one-time token signs in (and confirms the
 * address it reached). An authenticator guards the link too: the token waits for the code.
 */
export async function logInWithToken(
  ctx: UseCaseContext,
  client: AuthClient,
  body: z.output<typeof LoginWithTokenSchema>,
): Promise<TokenLoginOutcome> {
  const { username, token, referer, totp, rememberme } = body;
  const { db, now } = ctx;
  if (await isBanned(db, client.ip, now)) throw new DomainError('limit', 'auth.ip_banned', { reason: 'ip_banned' });
  const invalidToken = () => new DomainError('unauthenticated', 'auth.token_invalid', { reason: 'invalid_token' });

  const hash = ctx.digest(token);
  const found = await findUserByUsername(db, username);
  const proven = async () => (found && (await isLiveEmailToken(db, hash, 'signin', found.id, now)) ? found : null);
  const user = await checkSignInSecret(ctx, client, username, proven, invalidToken);
  if (requiresTotp(user)) {
    if (!totp) {
      await auditIncompleteSignIn(ctx, user, 'link', 'totp');
      return { answer: { result: 'totp', referer: safeRefPath(referer) } };
    }
    await checkSignInCode(ctx, client, user, totp);
  }
  const session = await inTransaction(ctx, async ({ db: trx }) => {
    if ((await consumeEmailToken(trx, hash, 'signin', now, user.id)) === undefined) return undefined;
    await voidEmailTokens(trx, user.id, 'signin', now);
    // The link reached the address: it is confirmed.
    if (!user.email_verified) await markEmailVerified(trx, user.id);
    // The link stands in for the forgotten password: a new one may be set without it, for a short while.
    const resetUntil = new Date(now.getTime() + PASSWORD_RESET_WINDOW_MS);
    const { opened, companyId } = await startUserSession(trx, ctx, client, user, rememberme, resetUntil);
    await auditSignIn(trx, ctx, user, companyId, { remember: rememberme, method: 'link' });
    return opened;
  });
  if (!session) {
    // Another request used the token in the meantime: a failed sign-in all the same.
    await recordLoginFailure(db, client.ip, username, now);
    throw invalidToken();
  }
  return { answer: { result: 'ok', referer: safeRefPath(referer) }, session };
}
