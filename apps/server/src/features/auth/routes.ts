import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { ACTOR_TABLES } from '../../platform/access/actor.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import { changedNothing } from '../../platform/audit/audit-check.ts';
import { ReadCache } from '../../platform/db/read-cache.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { PreparedAnswer, sendPrepared } from '../../platform/http/prepared-answer.ts';
import { ensureBrowserCookie } from '../../platform/sessions/session-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { contextOf, sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { authClientOf } from './auth-client.ts';
import { listCompanyAccess } from './auth-store.ts';
import { insertCheckToken } from './check-token-store.ts';
import { chooseCompany } from './company-login.ts';
import { logIn } from './login.ts';
import { userFromGoogleToken } from './oidc/google-sign-in.ts';
import { authRateLimits } from './rate-limits.ts';
import { signOut } from './sign-out.ts';
import { loadUserInfo } from './user-info.ts';

/**
 * Authentication and the session (spec 1 §2.4, §7; DESIGN §4): form check
 * tokens, login, logout, choosing a company, the company list, user info.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // One bucket per client address for every /api/auth call.
  const { auth: rateLimit } = authRateLimits(app.config);

  registerEndpoint(
    app,
    authApi.checkToken,
    async (request, reply) => {
      const browser = ensureBrowserCookie(request, reply);
      const token = newToken();
      await insertCheckToken(app.db, app.digest(token), app.digest(browser), new Date());
      return { result: token };
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    authApi.login,
    async (request, reply) => {
      const checkGoogleToken = (token: string, totpGiven: boolean) =>
        userFromGoogleToken(request, token, totpGiven, new Date());
      const outcome = await logIn(contextOf(request), authClientOf(request), request.body, checkGoogleToken);
      if (outcome.result !== 'ok') return { result: outcome.result };
      setSessionCookie(request, reply, outcome.session);
      return { result: 'ok' as const };
    },
    { rateLimit },
  );

  registerEndpoint(app, authApi.logout, async (request, reply) => {
    if (!(await signOut(contextOf(request), authClientOf(request)))) changedNothing(request);
    clearSessionCookie(request, reply);
    return { result: 'ok' as const };
  });

  registerEndpoint(
    app,
    authApi.companyLogin,
    async (request, reply) => {
      setSessionCookie(
        request,
        reply,
        await chooseCompany(sessionContextOf(request), authClientOf(request), request.body),
      );
      return { result: 'ok' as const };
    },
    { rateLimit },
  );

  registerEndpoint(app, authApi.companyAccess, async (request) => {
    const entries = await listCompanyAccess(app.db, actorOf(request).user.id);
    return Object.fromEntries(entries.map((entry) => [String(entry.id_azienda), entry]));
  });

  // Asked by every page: made, serialized and compressed once per user, company acted for and the
  // provider's day, until a table it is made from changes. It is made from the request's actor, so
  // it is kept only if nothing changed since the actor was looked up (actorReadSince).
  const userInfos = new ReadCache<PreparedAnswer>(app.changes, [...ACTOR_TABLES, 'fatturanti', 'products'], 60_000);
  registerEndpoint(app, authApi.userInfo, async (request, reply) => {
    const actor = actorOf(request);
    const today = isoDateIn(new Date(), PROVIDER_TIME_ZONE);
    const answer = await userInfos.get(
      `${actor.user.id} ${actor.company?.id ?? ''} ${actor.acting_as_customer ? 'as-customer' : ''} ${today}`,
      async () => PreparedAnswer.of(authApi.userInfo.response, await loadUserInfo(app.db, actor, today)),
      undefined,
      request.actorReadSince,
    );
    return sendPrepared(request, reply, answer, 'no-store');
  });
};
