import { routeHref, translate } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { setSessionCookie } from '../../platform/sessions/sessions.ts';
import { contextOf } from '../../platform/use-cases/use-case-context.ts';
import { authClientOf } from './auth-client.ts';
import { authRateLimits } from './rate-limits.ts';
import { confirmAddress, resendConfirmation, signUp } from './signup.ts';

/**
 * Sign-up and the address confirmation (spec 1 §2.4, §4, §7): create the
 * account, e-mail the confirmation link, confirm, send it again.
 */
export const signupRoutes: FastifyPluginAsync = async (app) => {
  // Each of these sends an e-mail: a tighter limit per address than the other /api/auth calls.
  const { auth: rateLimit, mail: mailRateLimit } = authRateLimits(app.config);

  registerEndpoint(
    app,
    authApi.signup,
    async (request, reply) => {
      const { answer, session } = await signUp(
        contextOf(request),
        authClientOf(request),
        request.body,
        requestLanguage(request),
      );
      if (session) setSessionCookie(request, reply, session);
      return answer;
    },
    { rateLimit: mailRateLimit },
  );

  registerEndpoint(
    app,
    authApi.confirm,
    async (request, reply) => {
      const { token, antk } = request.query;
      const language = requestLanguage(request);
      const username = await confirmAddress(contextOf(request), token);
      const target =
        username === undefined
          ? routeHref('login', {}, { msg: translate(language, 'auth.confirm.invalid'), msglvl: 'danger' })
          : routeHref(
              'login',
              {},
              { msg: translate(language, 'auth.confirm.done'), msglvl: 'success', username, antk },
            );
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    authApi.resendConfirmation,
    async (request) => {
      await resendConfirmation(contextOf(request), request.query.username);
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'auth.confirm.resent') };
    },
    { rateLimit: mailRateLimit },
  );
};
