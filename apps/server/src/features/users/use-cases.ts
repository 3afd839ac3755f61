import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isOwner,
  policies,
  type AccessChoice,
  type InviteFormSchema,
  type Language,
} from '@sportello/domain';
import type { z } from 'zod';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import type { Db } from '../../platform/db/database.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import {
  createInvite,
  deleteInvites,
  findCompanyInvite,
  findCompanyUser,
  isCompanyMember,
  mailLanguageFor,
  removeCompanyAccess,
  renewInviteKey,
  updateCompanyAccess,
  updateInviteAccess,
} from '../../modules/users/index.ts';

/** Spec 3 §7: invites an address that is neither a member nor already invited, and mails it. */
export async function inviteUser(ctx: CompanyContext, form: z.output<typeof InviteFormSchema>): Promise<void> {
  const { db, actor } = ctx;
  if (await isCompanyMember(db, actor, form.email)) {
    throw new DomainError('conflict', 'users.already_member', {
      reason: 'already_member',
      errors: { email: 'users.already_member' },
    });
  }
  if (await findCompanyInvite(db, actor, form.email)) {
    throw new DomainError('conflict', 'users.already_invited', {
      reason: 'already_invited',
      errors: { email: 'users.already_invited' },
    });
  }
  await inTransaction(ctx, async ({ db: trx }) => {
    const { antk } = await createInvite(trx, {
      companyId: actor.company.id,
      invitedBy: actor.user.id,
      ...form,
      now: ctx.now,
    });
    await sendInvitation(ctx, trx, form.email, antk);
    await writeAudit(trx, ctx.source, {
      action: 'users.invited',
      subject: form.email,
      after: { grants: form.grants, email_subscriptions: form.email_subscriptions },
    });
  });
}

/** Sends a pending invitation again with a new key (14 more days). */
export async function resendInvite(ctx: CompanyContext, email: string): Promise<void> {
  const found = await findCompanyInvite(ctx.db, ctx.actor, email);
  if (!found) throw inviteNotFound();
  await inTransaction(ctx, async ({ db: trx }) => {
    const antk = await renewInviteKey(trx, found.id, ctx.now);
    await sendInvitation(ctx, trx, found.email, antk);
    await writeAudit(trx, ctx.source, { action: 'users.invite_resent', subject: found.email });
  });
}

export async function changeInviteAccess(ctx: CompanyContext, email: string, choice: AccessChoice): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await updateInviteAccess(trx, ctx.actor, email, choice))) throw inviteNotFound();
    await writeAudit(trx, ctx.source, { action: 'users.invite_access_changed', subject: email, after: choice });
  });
}

export async function cancelInvite(ctx: CompanyContext, email: string): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await deleteInvites(trx, ctx.actor, email))) throw inviteNotFound();
    await writeAudit(trx, ctx.source, { action: 'users.invite_cancelled', subject: email });
  });
}

/** Spec 3 §5: an owner's grants stay as they are; their e-mail copies may change. */
export async function changeUserAccess(ctx: CompanyContext, userId: number, choice: AccessChoice): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    const user = await findCompanyUser(trx, ctx.actor, userId, { forUpdate: true });
    if (!user) throw userNotFound();
    const after = {
      grants: isOwner(user.grants) ? user.grants : choice.grants,
      email_subscriptions: choice.email_subscriptions,
    };
    await updateCompanyAccess(trx, ctx.actor, user.user_id, after);
    await writeAudit(trx, ctx.source, {
      action: 'users.access_changed',
      subject: user.user_id,
      before: { grants: user.grants, email_subscriptions: user.email_subscriptions },
      after,
    });
  });
}

/** Removes a user from the company, or lets one leave; who may is the domain's policy. */
export async function removeUser(ctx: CompanyContext, userId: number): Promise<'left' | 'removed'> {
  const { actor } = ctx;
  return inTransaction(ctx, async ({ db: trx }) => {
    const user = await findCompanyUser(trx, actor, userId, { forUpdate: true });
    const policyActor = {
      user_id: actor.user.id,
      grants: actor.grants,
      email_subscriptions: actor.email_subscriptions,
      acting_as_customer: actor.acting_as_customer,
    };
    // Without admin, a user that is not there is refused like one that is: nothing is told.
    const decision = policies.removeCompanyUser(policyActor, user ?? { user_id: userId, grants: [] });
    if (!decision.allowed && decision.reason === 'not_authorized') throw notAuthorizedError();
    if (!user) throw userNotFound();
    if (!decision.allowed) throw new DomainError('conflict', decision.message, { reason: decision.reason });
    await removeCompanyAccess(trx, actor, user.user_id);
    const left = user.user_id === actor.user.id && !actor.acting_as_customer;
    await writeAudit(trx, ctx.source, {
      action: left ? 'users.left' : 'users.removed',
      subject: user.user_id,
      before: { grants: user.grants, email_subscriptions: user.email_subscriptions },
    });
    return left ? 'left' : 'removed';
  });
}

async function sendInvitation(ctx: CompanyContext, db: Db, email: string, antk: string): Promise<void> {
  await chargeMail(db, ctx.actor, ctx.now);
  const lingua = await mailLanguageFor(db, email, ctx.actor.company.lingua);
  const language: Language = isLanguage(lingua) ? lingua : DEFAULT_LANGUAGE;
  await queueMail(
    ctx,
    email,
    language,
    { template: 'invitation', company: ctx.actor.company.ragione_sociale, antk },
    db,
  );
}

const inviteNotFound = () => new DomainError('not_found', 'users.invite_not_found', { reason: 'invite_not_found' });
const userNotFound = () => new DomainError('not_found', 'users.user_not_found', { reason: 'user_not_found' });
