import { redirectAfterAuth, translate, type Language, type SignupResult, type SignupSchema } from '@sportello/domain';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { mayMailAccount } from '../../platform/security/mail-budgets.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import type { OpenedSession } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import { unsubscribeToken } from '../../modules/newsletter/index.ts';
import { findAffiliate } from '../../modules/company/index.ts';
import {
  consumeEmailToken,
  EMAIL_TOKEN_TTL_MS,
  findLiveInvite,
  insertEmailToken,
  markEmailVerified,
} from '../../modules/users/index.ts';
import type { AuthClient } from './auth-client.ts';
import { findUserByUsername } from './auth-store.ts';
import { consumeFormCheck, startUserSession } from './sign-in.ts';
import { findUsersByLogin, insertSignup, isRegistered, isUniqueViolation, languageOf } from './signup-store.ts';

const CONFIRM_HOURS = EMAIL_TOKEN_TTL_MS.confirm / (60 * 60 * 1000);

export interface SignupOutcome {
  answer: SignupResult;
  /** Set when an invitation proved the address: the new user is signed in at once. */
  session?: OpenedSession;
}

/**
 * POST /api/auth/signup (spec 1 §2.4, §4, §7): the account and its company, and the
 * confirmation e-mail — or, when a live invitation was sent to this very address, a confirmed
 * account signed in at once.
 */
export async function signUp(
  ctx: UseCaseContext,
  client: AuthClient,
  body: z.output<typeof SignupSchema>,
  language: Language,
): Promise<SignupOutcome> {
  const { db, now } = ctx;
  if (!(await consumeFormCheck(ctx, client, body.check))) {
    throw new DomainError('invalid', 'auth.invalid_check', { reason: 'invalid_check' });
  }
  const alreadyRegistered = () =>
    new DomainError('conflict', 'auth.signup.already_registered', { reason: 'already_registered' });
  if (await isRegistered(db, body.email)) throw alreadyRegistered();

  // An invitation sent to this very address proves it: no confirmation, and the person is signed in at once.
  const invite = body.antk ? await findLiveInvite(db, body.antk, now) : undefined;
  const proven = invite !== undefined && invite.email.trim().toLowerCase() === body.email.toLowerCase();

  const passwordHash = await hashPassword(body.password);
  const token = newToken();
  let session: OpenedSession | undefined;
  try {
    await inTransaction(ctx, async ({ db: trx }) => {
      const parentId = await findAffiliate(trx, body.afid, body.aftk);
      const { userId, companyId } = await insertSignup(
        trx,
        {
          ragione_sociale: body.ragione_sociale,
          email: body.email,
          passwordHash,
          language,
          ack_marketing: body.ack_marketing,
          parentId,
          prospect_source: body.prospect_source,
          emailVerified: proven,
        },
        now,
      );
      await writeAudit(trx, ctx.source, {
        action: 'auth.signed_up',
        companyId,
        subject: userId,
        after: { ack_marketing: body.ack_marketing, parent_id: parentId ?? null, confirmed_by_invitation: proven },
      });
      if (proven) {
        const user = await findUserByUsername(trx, body.email);
        if (user) session = (await startUserSession(trx, ctx, client, user, false)).opened;
        return;
      }
      await insertEmailToken(trx, ctx.digest(token), userId, 'confirm', now);
      await queueMail(
        ctx,
        body.email,
        language,
        {
          template: 'address_confirmation',
          username: body.email.toLowerCase(),
          token,
          validHours: CONFIRM_HOURS,
          antk: body.antk,
          unsubscribeToken: body.ack_marketing ? unsubscribeToken(ctx.digest, body.email) : undefined,
        },
        trx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }

  if (proven)
    return {
      answer: { result: 'ok', goto: redirectAfterAuth({ antk: body.antk, ref: body.ref }) },
      ...(session ? { session } : {}),
    };
  const message = translate(language, 'auth.signup.done');
  if (body.antk)
    return { answer: { result: 'ok', message, goto: redirectAfterAuth({ antk: body.antk, ref: body.ref }) } };
  return { answer: { result: 'ok', message } };
}

/**
 * GET /api/auth/confirm: the confirmation link confirms the address once. Answers the user's
 * username, or undefined when the link is not valid (unknown, used or expired).
 */
export async function confirmAddress(ctx: UseCaseContext, token: string): Promise<string | undefined> {
  return inTransaction(ctx, async ({ db: trx }) => {
    const userId = await consumeEmailToken(trx, ctx.digest(token), 'confirm', ctx.now);
    const username = userId === undefined ? undefined : await markEmailVerified(trx, userId);
    if (userId !== undefined && username !== undefined) {
      await writeAudit(trx, ctx.source, { action: 'auth.address_confirmed', companyId: null, subject: userId });
    }
    return username;
  });
}

/**
 * GET /api/auth/reset?action=confirm: the confirmation e-mail again, to every unconfirmed
 * account the username or address names — nothing for anyone else, nor for an account already
 * sent its hourly share, and the caller is not told.
 */
export async function resendConfirmation(ctx: UseCaseContext, login: string): Promise<void> {
  const unconfirmed = (await findUsersByLogin(ctx.db, login)).filter((user) => !user.email_verified);
  if (unconfirmed.length === 0) return;
  await inTransaction(ctx, async ({ db: trx }) => {
    const mailed: number[] = [];
    for (const user of unconfirmed) {
      if (!(await mayMailAccount(trx, user.id, ctx.now))) continue;
      mailed.push(user.id);
      const token = newToken();
      await insertEmailToken(trx, ctx.digest(token), user.id, 'confirm', ctx.now);
      await queueMail(
        ctx,
        user.email,
        languageOf(user),
        { template: 'address_confirmation', username: user.username, token, validHours: CONFIRM_HOURS },
        trx,
      );
    }
    await writeAudit(trx, ctx.source, {
      action: 'auth.confirmation_resent',
      companyId: null,
      subject: login,
      after: { users: mailed },
    });
  });
}
