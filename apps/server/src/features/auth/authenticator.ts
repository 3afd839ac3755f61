import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { User } from '../../platform/db/schema.ts';
import { setTotpSecret } from '../../modules/users/index.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';

/**
 * An operator gives a user an authenticator (base32 secret) or removes it (null: a lost
 * phone); `npm run ops -- totp set|off`. The secret never goes in the audit row.
 */
export async function setAuthenticator(
  ctx: UseCaseContext,
  user: Pick<User, 'id'>,
  base32: string | null,
): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    await setTotpSecret(trx, ctx.digest, user.id, base32);
    await writeAudit(trx, ctx.source, {
      action: base32 === null ? 'auth.totp_removed' : 'auth.totp_set',
      companyId: null,
      subject: user.id,
    });
  });
}
