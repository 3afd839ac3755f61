import { translate } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { afterResponse } from '../../platform/http/after-response.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { setSessionCookie } from '../../platform/sessions/sessions.ts';
import { contextOf } from '../../platform/use-cases/use-case-context.ts';
import { authClientOf } from './auth-client.ts';
import { authRateLimits } from './rate-limits.ts';
import { logInWithToken, requestSignInLink } from './reset.ts';

/**
 * Forgotten password (spec 1 §2.4, §7): the reset form e-mails a one-time
 * sign-in link to /auth/login?username=…&token=…&ref=/reset_password, and
 * POST /api/auth/loginwithtoken turns that token into a session.
 */
export const resetRoutes: FastifyPluginAsync = async (app) => {
  const { auth: rateLimit, mail: mailRateLimit } = authRateLimits(app.config);

  registerEndpoint(
    app,
    authApi.reset,
    async (request, reply) => {
      const { username, check } = request.body;
      afterResponse(
        request,
        reply,
        await requestSignInLink(contextOf(request), authClientOf(request), username, check),
      );
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'auth.reset.sent') };
    },
    { rateLimit: mailRateLimit },
  );

  registerEndpoint(
    app,
    authApi.loginWithToken,
    async (request, reply) => {
      const { answer, session } = await logInWithToken(contextOf(request), authClientOf(request), request.body);
      if (session) setSessionCookie(request, reply, session);
      return answer;
    },
    { rateLimit },
  );
};
