import {
  DEFAULT_LANGUAGE,
  isLanguage,
  policies,
  type ChangePassword,
  type Language,
  type Profile,
  type ProfileUpdate,
} from '@sportello/domain';
import {
  consumeEmailChangeToken,
  EMAIL_TOKEN_TTL_MS,
  insertEmailToken,
  savePasswordHash,
  voidEmailTokens,
} from '../../modules/users/index.ts';
import { asCompanyActor, type Actor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { deleteOtherSessions, endPasswordReset } from '../../platform/sessions/session-store.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { isAddressTaken, profileOf, saveConfirmedEmail, saveProfile, type ProfileContext } from './profile-store.ts';
import { reauthenticate } from './reauthentication.ts';

/** The path names the signed-in user, or nobody: 403 code 10 for any other id. */
export function ownUser(actor: Actor, id: number): User {
  if (actor.user.id !== id) throw notAuthorizedError('other_user');
  return actor.user;
}

/** The session opened by the forgotten-password link, within its while: a new password without the current one. */
const isPasswordReset = (ctx: SessionContext) =>
  (ctx.actor.session.password_reset_until?.getTime() ?? 0) > ctx.now.getTime();

function profileContextOf(ctx: SessionContext): ProfileContext {
  const { actor, now } = ctx;
  const passwordReset = isPasswordReset(ctx);
  // Staff acting on a customer have no notification switches of their own there.
  if (actor.acting_as_customer || !actor.company)
    return { scope: null, grants: [], emailSubscriptions: [], passwordReset, now };
  return {
    scope: { company: actor.company },
    grants: actor.grants,
    emailSubscriptions: actor.email_subscriptions,
    passwordReset,
    now,
  };
}

/** Spec 2 §2: the signed-in user's own profile. */
export async function readProfile(ctx: SessionContext, userId: number): Promise<Profile> {
  return profileOf(ctx.db, ownUser(ctx.actor, userId), profileContextOf(ctx));
}

const emailTaken = () =>
  new DomainError('conflict', 'profile.email_taken', {
    reason: 'email_taken',
    errors: { mail: 'profile.email_taken' },
  });

/**
 * Spec 2 §5, §6, §8: personal data, the notification switches in the company the session acts
 * for (only the owner adds one: the domain's policy) and the newsletter choice, saved together.
 * A new address (issue 9) needs the current password (and code), must be no other user's, and
 * waits for the link e-mailed to it; the old address is told at once.
 */
export async function updateProfile(
  ctx: SessionContext,
  userId: number,
  update: ProfileUpdate,
  language: Language,
): Promise<Profile> {
  const user = ownUser(ctx.actor, userId);
  const context = profileContextOf(ctx);
  const { current_password, totp, ...changes } = update;
  if (context.scope === null) changes.email_subscriptions = [];
  else {
    const decision = policies.changeEmailSubscriptions(
      { grants: context.grants, email_subscriptions: context.emailSubscriptions },
      changes.email_subscriptions,
    );
    if (!decision.allowed) {
      throw new DomainError('unprocessable', decision.message, {
        reason: decision.reason,
        errors: { email_subscriptions: decision.message },
      });
    }
  }
  // Another way of writing the same address (its case) is the same mailbox: saved as it is.
  const newAddress = changes.mail.toLowerCase() === user.email.toLowerCase() ? null : changes.mail;
  if (newAddress !== null) {
    await reauthenticate(ctx, { current_password, totp });
    if (await isAddressTaken(ctx.db, newAddress, user.id)) throw emailTaken();
  }
  return inTransaction(ctx, async ({ db: trx }) => {
    const before = await profileOf(trx, user, context);
    await saveProfile(
      trx,
      user,
      context,
      { ...changes, mail: newAddress === null ? changes.mail : user.email },
      language,
    );
    if (newAddress !== null) await requestEmailChange(ctx, trx, user, newAddress);
    const saved = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const after = await profileOf(trx, saved, { ...context, emailSubscriptions: changes.email_subscriptions });
    await writeAudit(trx, ctx.source, {
      action: 'profile.updated',
      companyId: context.scope?.company.id ?? null,
      subject: user.id,
      ...changedFields(before, after),
    });
    return after;
  });
}

const CONFIRM_HOURS = EMAIL_TOKEN_TTL_MS.email_change / (60 * 60 * 1000);

/**
 * A link to the new address (the last one asked for is the only one that works) and a word to the old
 * one. The new address is the caller's choice: it takes a mail from the hourly budgets of item 7.
 */
async function requestEmailChange(ctx: SessionContext, trx: Db, user: User, email: string): Promise<void> {
  await chargeMail(trx, asCompanyActor(ctx.actor), ctx.now);
  const token = newToken();
  await voidEmailTokens(trx, user.id, 'email_change', ctx.now);
  await insertEmailToken(trx, ctx.digest(token), user.id, 'email_change', ctx.now, email);
  const language = isLanguage(user.lingua) ? user.lingua : DEFAULT_LANGUAGE;
  const mail = { username: user.username, email, validHours: CONFIRM_HOURS };
  await queueMail(ctx, email, language, { template: 'email_change_confirmation', token, ...mail }, trx);
  await queueMail(ctx, user.email, language, { template: 'email_change_notice', ...mail }, trx);
}

/**
 * The link e-mailed to a new address, opened in a session of the user who asked: the address
 * proves it reaches, the session that it is the user's (a stranger given a mistyped address
 * cannot take the account). Answers the address now in use.
 */
export async function confirmEmailChange(ctx: SessionContext, userId: number, token: string): Promise<string> {
  const user = ownUser(ctx.actor, userId);
  return inTransaction(ctx, async ({ db: trx }) => {
    const email = await consumeEmailChangeToken(trx, ctx.digest(token), user.id, ctx.now);
    if (email === undefined)
      throw new DomainError('unprocessable', 'profile.mail_link_invalid', { reason: 'invalid_token' });
    // Taken since it was asked for: refused, and the link is spent.
    if (await isAddressTaken(trx, email, user.id)) throw emailTaken();
    await saveConfirmedEmail(trx, user, email);
    await voidEmailTokens(trx, user.id, 'email_change', ctx.now);
    await writeAudit(trx, ctx.source, {
      action: 'profile.email_changed',
      companyId: null,
      subject: user.id,
      before: { mail: user.email },
      after: { mail: email },
    });
    return email;
  });
}

/**
 * DESIGN §4: a new password ends the user's other sessions. It needs the current password (and
 * code) — except once, shortly after the forgotten-password link signed in: the link stood for it.
 */
export async function changePassword(ctx: SessionContext, userId: number, change: ChangePassword): Promise<void> {
  const user = ownUser(ctx.actor, userId);
  const byLink = isPasswordReset(ctx);
  if (!byLink) await reauthenticate(ctx, change);
  const hash = await hashPassword(change.password);
  await inTransaction(ctx, async ({ db: trx }) => {
    await savePasswordHash(trx, user.id, hash);
    await endPasswordReset(trx, ctx.actor.session.id);
    const ended = await deleteOtherSessions(trx, user.id, ctx.actor.session.id);
    // The account's, not a company's: no company on the row. Never the password or its hash.
    await writeAudit(trx, ctx.source, {
      action: 'profile.password_changed',
      companyId: null,
      subject: user.id,
      after: { other_sessions_ended: ended, confirmed_by: byLink ? 'signin_link' : 'current_password' },
    });
  });
}

const EDITABLE = [
  'title',
  'firstname',
  'lastname',
  'street',
  'postalcode',
  'city',
  'province',
  'country',
  'phone',
  'mobile',
  'mail',
  'pending_mail',
  'newsletter_subscription',
  'email_subscriptions',
] as const satisfies readonly (keyof Profile)[];

/** Only what the save changed goes into the audit row. */
function changedFields(before: Profile, after: Profile): { before: Partial<Profile>; after: Partial<Profile> } {
  const changed = EDITABLE.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  const pick = (profile: Profile) =>
    Object.fromEntries(changed.map((field) => [field, profile[field]])) as Partial<Profile>;
  return { before: pick(before), after: pick(after) };
}
