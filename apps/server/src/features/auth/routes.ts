import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { hasActiveProducts } from '../../modules/products/index.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import { changedNothing } from '../../platform/audit/audit-check.ts';
import { ReadCache } from '../../platform/db/read-cache.ts';
import type { Fatturante } from '../../platform/db/schema.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { ensureBrowserCookie } from '../../platform/sessions/session-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { contextOf, sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { authClientOf } from './auth-client.ts';
import { findFatturante, listCompanyAccess } from './auth-store.ts';
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
      const checkGoogleToken = (token: string, totpGiven: boolean) => userFromGoogleToken(request, token, totpGiven, new Date());
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
      setSessionCookie(request, reply, await chooseCompany(sessionContextOf(request), authClientOf(request), request.body));
      return { result: 'ok' as const };
    },
    { rateLimit },
  );

  registerEndpoint(app, authApi.companyAccess, async (request) => {
    const entries = await listCompanyAccess(app.db, actorOf(request).user.id);
    return Object.fromEntries(entries.map((entry) => [String(entry.id_azienda), entry]));
  });

  // The provider's few billing entities, read by every userinfo: remembered until they change.
  const billingEntities = new ReadCache<Fatturante | undefined>(app.changes, ['fatturanti'], 60_000, 100);
  const findBillingEntity = (db: typeof app.db, id: number) => billingEntities.get(String(id), () => findFatturante(db, id));
  // Whether a company has running products, per day: remembered until a product changes.
  const runningProducts = new ReadCache<boolean>(app.changes, ['products'], 60_000);
  const hasRunningProducts = (db: typeof app.db, companyId: number, today: string) =>
    runningProducts.get(`${companyId} ${today}`, () => hasActiveProducts(db, companyId, today));
  registerEndpoint(app, authApi.userInfo, async (request) => loadUserInfo(app.db, actorOf(request), { findBillingEntity, hasRunningProducts }));
};
