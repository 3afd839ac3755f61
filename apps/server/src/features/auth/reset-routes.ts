import {
  FormMessageResultSchema,
  LoginWithTokenResultSchema,
  LoginWithTokenSchema,
  ResetSchema,
  safeRefPath,
  translate,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, HttpError, tooManyRequests } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { acceptTotpCode, requiresTotp } from '../../platform/security/totp.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { findUserByUsername } from './auth-store.ts';
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, insertEmailToken, isLiveEmailToken, voidEmailTokens } from './email-token-store.ts';
import { isBanned, recordLoginFailure } from '../../platform/security/login-ban-store.ts';
import { consumeFormCheck, signIn } from './sign-in.ts';
import { findUsersByLogin, languageOf, markEmailVerified } from './signup-store.ts';
import { authRateLimits } from './rate-limits.ts';

/**
 * Forgotten password (spec 1 §2.4, §7): the reset form e-mails a one-time
 * sign-in link to /auth/login?username=…&token=…&ref=/reset_password, and
 * POST /api/auth/loginwithtoken turns that token into a session.
 */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: rateLimit, mail: mailRateLimit } = authRateLimits(app.config);
  const signinMinutes = EMAIL_TOKEN_TTL_MS.signin / 60_000;

  app.post(
    '/api/auth/reset',
    {
      config: { access: 'public', rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time sign-in link; the same answer whether or not the user exists',
        body: ResetSchema,
        response: { 200: FormMessageResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const { username, check } = request.body;
      const now = new Date();
      if (!(await consumeFormCheck(request, check, now))) {
        throw badRequest('auth.invalid_check', { reason: 'invalid_check' });
      }
      for (const user of await findUsersByLogin(app.db, username)) {
        const token = newToken();
        await app.db.transaction().execute(async (trx) => {
          await insertEmailToken(trx, app.digest(token), user.id, 'signin', now);
          await queueMail(
            app,
            user.email,
            languageOf(user),
            { template: 'signin_link', username: user.username, token, validMinutes: signinMinutes },
            trx,
          );
        });
      }
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'auth.reset.sent') };
    },
  );

  app.post(
    '/api/auth/loginwithtoken',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an e-mailed one-time token; sets the sportello_sid session cookie',
        body: LoginWithTokenSchema,
        response: {
          200: LoginWithTokenResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { username, token, referer, totp, rememberme } = request.body;
      const now = new Date();
      if (await isBanned(app.db, request.ip, now)) throw tooManyRequests('auth.ip_banned', 'ip_banned');
      const refused = async (key: 'auth.token_invalid' | 'auth.totp_invalid', reason: string) => {
        await recordLoginFailure(app.db, request.ip, username, now);
        return new HttpError(401, key, { reason });
      };

      const hash = app.digest(token);
      const user = await findUserByUsername(app.db, username);
      if (!user || !(await isLiveEmailToken(app.db, hash, 'signin', user.id, now))) {
        throw await refused('auth.token_invalid', 'invalid_token');
      }
      // An authenticator guards the e-mailed link too: the token waits for the code.
      if (requiresTotp(user)) {
        if (!totp) return { result: 'totp' as const, referer: safeRefPath(referer) };
        if (!(await acceptTotpCode(app.db, app.digest, user, totp, now))) {
          throw await refused('auth.totp_invalid', 'invalid_totp');
        }
      }
      if ((await consumeEmailToken(app.db, hash, 'signin', now, user.id)) === undefined) {
        throw await refused('auth.token_invalid', 'invalid_token');
      }
      await voidEmailTokens(app.db, user.id, 'signin', now);
      // The link reached the address: it is confirmed.
      if (!user.email_verified) await markEmailVerified(app.db, user.id);
      await signIn(request, reply, user, rememberme);
      return { result: 'ok' as const, referer: safeRefPath(referer) };
    },
  );
};
