import type { ActiveSession, LoginHistoryEntry } from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, profileApi } from '@sportello/domain/api';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError, notFoundError } from '../../platform/use-cases/domain-error.ts';
import { signInPage } from '../../platform/sessions/login-history-store.ts';
import { deleteUserSession, listUserSessions } from '../../platform/sessions/session-store.ts';
import { inTransaction, type SessionContext, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';

/** What names a session to its user: derived from its key by the keyed digest — the key never leaves the server. */
const handleOf = (ctx: UseCaseContext, sessionId: string) => ctx.digest(`session-handle:${sessionId}`).slice(0, 24);

/** The signed-in user's live sessions, the current one marked. */
export async function listOwnSessions(ctx: SessionContext): Promise<ActiveSession[]> {
  const { user, session: current } = ctx.actor;
  const sessions = await listUserSessions(ctx.db, user.id, ctx.now);
  return sessions.map((s) => ({
    id: handleOf(ctx, s.id),
    current: s.id === current.id,
    ip: s.ip,
    user_agent: s.user_agent,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    remember: s.remember,
  }));
}

/** Ends another of the user's own sessions: anyone else's is not found; the current one ends by signing out. */
export async function endOwnSession(ctx: SessionContext, handle: string): Promise<void> {
  const { user, session: current } = ctx.actor;
  if (handle === handleOf(ctx, current.id)) {
    throw new DomainError('conflict', 'account.session_current', { reason: 'current_session' });
  }
  const sessions = await listUserSessions(ctx.db, user.id, ctx.now);
  const target = sessions.find((s) => handleOf(ctx, s.id) === handle);
  if (!target) throw notFoundError();
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await deleteUserSession(trx, user.id, target.id))) throw notFoundError();
    await writeAudit(trx, ctx.source, {
      action: 'profile.session_ended',
      companyId: null,
      subject: user.id,
      before: {
        session: handle,
        ip: target.ip,
        user_agent: target.user_agent,
        created_at: target.created_at.toISOString(),
      },
    });
  });
}

/** A page of the signed-in user's sign-ins. */
export async function ownSignIns(
  ctx: SessionContext,
  list: ListQuery<ListSortKey<typeof profileApi.loginHistory>>,
): Promise<Page<LoginHistoryEntry>> {
  const page = await signInPage(ctx.db, ctx.actor.user.id, list);
  return { ...page, items: page.items.map((r) => ({ at: r.at.toISOString(), ip: r.ip, user_agent: r.user_agent })) };
}
