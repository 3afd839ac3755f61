import { CompanyLoginSchema, LOGIN_RESULTS, LoginRequestSchema, UserInfoSchema } from '@sportello/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import type { User } from '../../platform/db/schema.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../platform/http/http-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords.ts';
import { acceptTotpCode, requiresTotp } from '../../platform/security/totp.ts';
import { ensureBrowserCookie } from '../../platform/sessions/session-cookie.ts';
import { endSession, startSession } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { findFatturante, findUserByUsername, listCompanyAccess } from './auth-store.ts';
import { insertCheckToken } from './check-token-store.ts';
import { userFromGoogleToken } from './oidc/google-sign-in.ts';
import { acceptInvite, authorizeUser } from './invite-acceptance.ts';
import { isBanned, recordLoginFailure } from '../../platform/security/login-ban-store.ts';
import { consumeFormCheck, signIn } from './sign-in.ts';
import { buildUserInfo } from './user-info.ts';
import { authRateLimits } from './rate-limits.ts';


const ResultOk = z.object({ result: z.literal('ok') });

const CompanyAccessSchema = z.record(
  z.string(),
  z.object({ id_azienda: z.number().int(), ragione_sociale: z.string(), grants: z.array(z.string()) }),
);

/**
 * Authentication and the session (spec 1 §2.4, §7; DESIGN §4): form check
 * tokens, login, logout, choosing a company, the company list, user info.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // One bucket per client address for every /api/auth call.
  const { auth: rateLimit } = authRateLimits(app.config);

  app.post(
    '/api/auth/token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'A single-use check token for the login, sign-up and reset forms (15 minutes, this browser only)',
        response: { 200: z.object({ result: z.string() }) },
      },
    },
    async (request, reply) => {
      const browser = ensureBrowserCookie(request, reply);
      const token = newToken();
      await insertCheckToken(app.db, app.digest(token), app.digest(browser), new Date());
      return { result: token };
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the sportello_sid session cookie',
        body: LoginRequestSchema,
        response: {
          200: z.object({ result: z.enum(LOGIN_RESULTS) }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { username = '', password = '', google_token, rememberme, totp, check } = request.body;
      const now = new Date();
      if (await isBanned(app.db, request.ip, now)) throw tooManyRequests('auth.ip_banned', 'ip_banned');
      if (!(await consumeFormCheck(request, check, now))) {
        throw badRequest('auth.invalid_check', { reason: 'invalid_check' });
      }

      // A Google ID token stands in for the username and password (DESIGN §5); every step after it is the same.
      const user =
        google_token === undefined
          ? await userFromPassword(request, username, password, now)
          : await userFromGoogleToken(request, google_token, totp !== undefined, now);
      if (!user.email_verified) return { result: 'mail-validation' as const };
      // With an authenticator: no code yet → ask for it (no session); a wrong or reused code is a failed sign-in.
      if (requiresTotp(user)) {
        if (!totp) return { result: 'totp' as const };
        if (!(await acceptTotpCode(app.db, app.digest, user, totp, now))) {
          await recordLoginFailure(app.db, request.ip, user.username, now);
          throw new HttpError(401, 'auth.totp_invalid', { reason: 'invalid_totp' });
        }
      }

      await signIn(request, reply, user, rememberme);
      return { result: 'ok' as const };
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/auth/logout',
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out: ends the session, with or without one', response: { 200: ResultOk } },
      handler: async (request, reply) => {
        await endSession(request, reply);
        return { result: 'ok' as const };
      },
    });
  }

  app.post(
    '/api/auth/companylogin',
    {
      config: { access: 'session', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Choose the company to act for; issues a new session cookie',
        body: CompanyLoginSchema,
        response: { 200: ResultOk, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id_azienda, antk, uid, tok } = request.body;
      const actor = actorOf(request);
      // Accepting an invitation gives access to its company; authorising a request keeps the authoriser there.
      if (antk !== undefined) await acceptInvite(app.db, actor, id_azienda, antk);
      else if (uid !== undefined || tok !== undefined) await authorizeUser(app.db, actor, id_azienda, uid, tok);
      const access = await findAccessibleCompany(app.db, actor.user.id, id_azienda);
      if (!access) throw forbidden('auth.company_not_allowed', 'company_not_allowed');
      await startSession(request, reply, {
        userId: actor.user.id,
        companyId: id_azienda,
        remember: actor.session.remember,
        ...(actor.session.remember ? { expiresAt: actor.session.expires_at } : {}),
      });
      return { result: 'ok' as const };
    },
  );

  app.get(
    '/rest/company_access',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's companies, keyed by id_azienda",
        response: { 200: CompanyAccessSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const entries = await listCompanyAccess(app.db, actorOf(request).user.id);
      return Object.fromEntries(entries.map((entry) => [String(entry.id_azienda), entry]));
    },
  );

  app.get(
    '/api/dashboard/userinfo',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'The session: user, chosen company, grants, derived flags and billing entity',
        response: { 200: UserInfoSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const fatturanteId = actor.company?.fatturante_id;
      const fatturante = fatturanteId != null ? await findFatturante(app.db, fatturanteId) : undefined;
      return buildUserInfo(actor, fatturante ?? null);
    },
  );
};

/** The user the username and password name; a wrong pair is a failed sign-in. */
async function userFromPassword(request: FastifyRequest, username: string, password: string, now: Date): Promise<User> {
  const { db } = request.server;
  const user = await findUserByUsername(db, username);
  const passwordOk = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, request.ip, username, now);
    throw new HttpError(401, 'auth.invalid_credentials', { reason: 'invalid_credentials' });
  }
  return user;
}
