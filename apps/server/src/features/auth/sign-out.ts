import { writeAudit } from '../../platform/audit/audit-log.ts';
import { closeSession, type SessionClient } from '../../platform/sessions/sessions.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';

/**
 * Ends the session the browser carried. Answers whether a signed-in user signed out: without
 * a live session there is nobody to sign out and nothing to trace.
 */
export async function signOut(
  ctx: UseCaseContext,
  client: Pick<SessionClient, 'presentedSessionId'>,
): Promise<boolean> {
  const user = ctx.source.actor?.user;
  return inTransaction(ctx, async ({ db: trx }) => {
    const ended = await closeSession(trx, client);
    if (!ended || !user) return false;
    await writeAudit(trx, ctx.source, { action: 'auth.signed_out', subject: user.id });
    return true;
  });
}
