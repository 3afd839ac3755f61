import { ActiveSessionSchema, FormMessageResultSchema, LOGIN_HISTORY_SIZE, LoginHistoryEntrySchema, translate } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { latestSignIns } from '../../platform/sessions/login-history-store.ts';
import { deleteUserSession, listUserSessions } from '../../platform/sessions/session-store.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const HANDLE = /^[a-f0-9]{24}$/;

/**
 * The signed-in user's own sessions and sign-ins (beyond the spec): a user
 * sees and ends only their own, named by a handle derived from the session's
 * key — the key itself never leaves the server.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const handleOf = (sessionId: string) => app.digest(`session-handle:${sessionId}`).slice(0, 24);

  app.get(
    '/rest/sessions',
    {
      config: { access: { route: 'profile' } },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's live sessions (device, address, last seen), the current one marked",
        response: { 200: z.array(ActiveSessionSchema), ...errors },
      },
    },
    async (request) => {
      const { user, session: current } = actorOf(request);
      const sessions = await listUserSessions(app.db, user.id, new Date());
      return sessions.map((s) => ({
        id: handleOf(s.id),
        current: s.id === current.id,
        ip: s.ip,
        user_agent: s.user_agent,
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        remember: s.remember,
      }));
    },
  );

  app.delete(
    '/rest/sessions/:id',
    {
      config: { access: { route: 'profile' } },
      schema: {
        tags: ['profile'],
        summary: "End another of the signed-in user's sessions (404 for anyone else's; the current one ends by signing out)",
        params: z.object({ id: z.string().regex(HANDLE) }),
        response: { 200: FormMessageResultSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user, session: current } = actorOf(request);
      if (request.params.id === handleOf(current.id)) {
        throw new HttpError(409, 'account.session_current', { reason: 'current_session' });
      }
      const sessions = await listUserSessions(app.db, user.id, new Date());
      const target = sessions.find((s) => handleOf(s.id) === request.params.id);
      if (!target || !(await deleteUserSession(app.db, user.id, target.id))) throw notFound();
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.session_ended') };
    },
  );

  app.get(
    '/rest/login_history',
    {
      config: { access: { route: 'profile' } },
      schema: {
        tags: ['profile'],
        summary: `The signed-in user's latest ${LOGIN_HISTORY_SIZE} sign-ins, newest first`,
        response: { 200: z.array(LoginHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const rows = await latestSignIns(app.db, actorOf(request).user.id, LOGIN_HISTORY_SIZE);
      return rows.map((r) => ({ at: r.at.toISOString(), ip: r.ip, user_agent: r.user_agent }));
    },
  );
};
