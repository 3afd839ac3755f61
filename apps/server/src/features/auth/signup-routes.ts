import {
  ConfirmEmailQuerySchema,
  FormMessageResultSchema,
  redirectAfterAuth,
  ResendConfirmationQuerySchema,
  routeHref,
  SignupResultSchema,
  SignupSchema,
  translate,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { findUserByUsername } from './auth-store.ts';
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, insertEmailToken } from './email-token-store.ts';
import { findLiveInvite } from '../../platform/invites/invite-store.ts';
import { consumeFormCheck, signIn } from './sign-in.ts';
import {
  findAffiliate,
  findUsersByLogin,
  insertSignup,
  isRegistered,
  isUniqueViolation,
  languageOf,
  markEmailVerified,
} from './signup-store.ts';
import { authRateLimits } from './rate-limits.ts';

/**
 * Sign-up and the address confirmation (spec 1 §2.4, §4, §7): create the
 * account, e-mail the confirmation link, confirm, send it again.
 */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each of these sends an e-mail: a tighter limit per address than the other /api/auth calls.
  const { auth: rateLimit, mail: mailRateLimit } = authRateLimits(app.config);
  const confirmHours = EMAIL_TOKEN_TTL_MS.confirm / (60 * 60 * 1000);

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and its company; e-mails the address-confirmation link (signs in at once when an invitation to that address proves it)',
        body: SignupSchema,
        response: { 200: SignupResultSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = new Date();
      const language = requestLanguage(request);
      if (!(await consumeFormCheck(request, body.check, now))) {
        throw badRequest('auth.invalid_check', { reason: 'invalid_check' });
      }
      const alreadyRegistered = () => new HttpError(409, 'auth.signup.already_registered', { reason: 'already_registered' });
      if (await isRegistered(app.db, body.email)) throw alreadyRegistered();

      // An invitation sent to this very address proves it: no confirmation, and the person is signed in at once.
      const invite = body.antk ? await findLiveInvite(app.db, body.antk, now) : undefined;
      const proven = invite !== undefined && invite.email.trim().toLowerCase() === body.email.toLowerCase();

      const passwordHash = await hashPassword(body.password);
      const token = newToken();
      try {
        await app.db.transaction().execute(async (trx) => {
          const { userId } = await insertSignup(
            trx,
            {
              ragione_sociale: body.ragione_sociale,
              email: body.email,
              passwordHash,
              language,
              ack_marketing: body.ack_marketing,
              parentId: await findAffiliate(trx, body.afid, body.aftk),
              prospect_source: body.prospect_source,
              emailVerified: proven,
            },
            now,
          );
          if (proven) return;
          await insertEmailToken(trx, app.digest(token), userId, 'confirm', now);
          await queueMail(
            app,
            body.email,
            language,
            { template: 'address_confirmation', username: body.email.toLowerCase(), token, validHours: confirmHours, antk: body.antk },
            trx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }

      if (proven) {
        const user = await findUserByUsername(app.db, body.email);
        if (user) await signIn(request, reply, user, false);
        return { result: 'ok' as const, goto: redirectAfterAuth({ antk: body.antk, ref: body.ref }) };
      }
      const message = translate(language, 'auth.signup.done');
      if (body.antk) return { result: 'ok' as const, message, goto: redirectAfterAuth({ antk: body.antk, ref: body.ref }) };
      return { result: 'ok' as const, message };
    },
  );

  app.get(
    '/api/auth/confirm',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'The link of the confirmation e-mail: confirms the address, then redirects (302) to the login page',
        description: 'Location: /auth/login?msg=…&msglvl=success&username=…[&antk=…], or msglvl=danger when the link is not valid.',
        querystring: ConfirmEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const { token, antk } = request.query;
      const language = requestLanguage(request);
      const userId = await consumeEmailToken(app.db, app.digest(token), 'confirm', new Date());
      const username = userId === undefined ? undefined : await markEmailVerified(app.db, userId);
      const target =
        username === undefined
          ? routeHref('login', {}, { msg: translate(language, 'auth.confirm.invalid'), msglvl: 'danger' })
          : routeHref('login', {}, { msg: translate(language, 'auth.confirm.done'), msglvl: 'success', username, antk });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/api/auth/reset',
    {
      config: { access: 'public', rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send the address confirmation again (action=confirm); the same answer whether or not the user exists',
        querystring: ResendConfirmationQuerySchema,
        response: { 200: FormMessageResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const now = new Date();
      const language = requestLanguage(request);
      for (const user of await findUsersByLogin(app.db, request.query.username)) {
        if (user.email_verified) continue;
        const token = newToken();
        await app.db.transaction().execute(async (trx) => {
          await insertEmailToken(trx, app.digest(token), user.id, 'confirm', now);
          await queueMail(
            app,
            user.email,
            languageOf(user),
            { template: 'address_confirmation', username: user.username, token, validHours: confirmHours },
            trx,
          );
        });
      }
      return { result: 'ok' as const, message: translate(language, 'auth.confirm.resent') };
    },
  );
};
