import type { DisableTotp, Reauthentication, TotpCode, TotpEnrolment } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { acceptTotpCode, deleteRecoveryCodes, replaceRecoveryCodes, setTotpSecret } from '../../modules/users/index.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStepOf, totpUri } from '../../platform/security/totp.ts';
import { deleteOtherSessions, setPendingTotp } from '../../platform/sessions/session-store.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { checkCode, checkCurrentPassword, reauthenticate } from './reauthentication.ts';

const alreadyOn = () => new DomainError('conflict', 'account.totp_already_on', { reason: 'totp_on' });

/**
 * Spec 2 §7: a new secret, sealed on this session only until a code of it enables two-factor
 * authentication — so nothing about the account changes here, and no audit row.
 */
export async function offerTotpSecret(ctx: SessionContext): Promise<TotpEnrolment> {
  const { user, session } = ctx.actor;
  if (user.totp_secret) throw alreadyOn();
  const secret = newTotpSecret();
  await setPendingTotp(ctx.db, session.id, sealTotpSecret(ctx.digest, secret));
  const brand = await resolveBrand(ctx.db, ctx.config.brand);
  return { secret, uri: totpUri(secret, user.username, brand.name) };
}

/**
 * Enables two-factor authentication with the current password and a code of the offered secret; ends
 * the other sessions. Answers the one-time recovery codes, which only this answer ever shows.
 */
export async function enableTotp(ctx: SessionContext, { totp: code, current_password }: TotpCode): Promise<string[]> {
  const { user, session } = ctx.actor;
  if (user.totp_secret) throw alreadyOn();
  const secret = session.totp_pending ? openTotpSecret(ctx.digest, session.totp_pending) : null;
  if (!secret) throw new DomainError('conflict', 'account.totp_not_requested', { reason: 'totp_not_requested' });
  const now = ctx.now;
  await checkCurrentPassword(ctx, current_password);
  await checkCode(ctx, code, async () => totpStepOf(secret, code, now) !== null);

  return inTransaction(ctx, async ({ db: trx }) => {
    await setTotpSecret(trx, ctx.digest, user.id, secret);
    // The enrolment code counts as used: it cannot sign anyone in afterwards.
    const enrolled = await trx
      .selectFrom('users')
      .select(['id', 'totp_secret'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await acceptTotpCode(trx, ctx.digest, enrolled, code, now);
    await setPendingTotp(trx, session.id, null);
    const ended = await deleteOtherSessions(trx, user.id, session.id);
    // Never the secret: that two-factor went on, and what it ended.
    await writeAudit(trx, ctx.source, {
      action: 'profile.totp_enabled',
      companyId: null,
      subject: user.id,
      after: { other_sessions_ended: ended },
    });
    return replaceRecoveryCodes(trx, ctx.digest, user.id);
  });
}

/**
 * Disables two-factor authentication with the current password and a current, unused code (or a
 * recovery code: the phone may be lost); ends the other sessions and voids the recovery codes.
 */
export async function disableTotp(ctx: SessionContext, given: DisableTotp): Promise<void> {
  const { user, session } = ctx.actor;
  if (!user.totp_secret) throw new DomainError('conflict', 'account.totp_already_off', { reason: 'totp_off' });
  await reauthenticate(ctx, given);
  await inTransaction(ctx, async ({ db: trx }) => {
    await setTotpSecret(trx, ctx.digest, user.id, null);
    await deleteRecoveryCodes(trx, user.id);
    const ended = await deleteOtherSessions(trx, user.id, session.id);
    await writeAudit(trx, ctx.source, {
      action: 'profile.totp_disabled',
      companyId: null,
      subject: user.id,
      after: { other_sessions_ended: ended },
    });
  });
}

/** New recovery codes with the current password and a current code (or a recovery code); the previous ones stop working. */
export async function remakeRecoveryCodes(ctx: SessionContext, given: Reauthentication): Promise<string[]> {
  const { user } = ctx.actor;
  if (!user.totp_secret) throw new DomainError('conflict', 'account.totp_already_off', { reason: 'totp_off' });
  await reauthenticate(ctx, given);
  return inTransaction(ctx, async ({ db: trx }) => {
    const codes = await replaceRecoveryCodes(trx, ctx.digest, user.id);
    await writeAudit(trx, ctx.source, { action: 'profile.recovery_codes_made', companyId: null, subject: user.id });
    return codes;
  });
}
