import { FormMessageResultSchema, TotpCodeSchema, TotpEnrolmentSchema, translate } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import {
  acceptTotpCode,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  setTotpSecret,
  totpStepOf,
  totpUri,
} from '../../platform/security/totp.ts';
import { deleteOtherSessions, findLiveSession, setPendingTotp } from '../../platform/sessions/session-store.ts';
import { presentedSessionId } from '../../platform/sessions/sessions.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';

const QR_WIDTH = 300;
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
const invalidCode = () => new HttpError(422, 'account.totp_invalid', { reason: 'invalid_totp', errors: { totp: 'account.totp_invalid' } });

/**
 * Two-factor authentication from the profile (spec 2 §2, §4, §7): a secret is
 * offered to this session, enabled by a first code from the app, disabled by
 * a current code. Either change ends the user's other sessions.
 */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The /api/auth calls share one bucket per client address: six digits are not to be guessed.
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: 60_000, groupId: 'auth' };

  app.get(
    '/api/auth/totp',
    {
      config: { access: { route: 'profile' }, rateLimit },
      schema: {
        tags: ['profile'],
        summary: 'A new authenticator secret for this session, with its otpauth:// address (QR at /qrcode/{encoded uri}.png)',
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = actorOf(request);
      if (user.totp_secret) throw new HttpError(409, 'account.totp_already_on', { reason: 'totp_on' });
      const secret = newTotpSecret();
      await setPendingTotp(app.db, session.id, sealTotpSecret(app.digest, secret));
      const brand = await resolveBrand(app.db, app.config.brand);
      void reply.header('cache-control', 'no-store');
      return { secret, uri: totpUri(secret, user.username, brand.name) };
    },
  );

  app.post(
    '/api/auth/totp',
    {
      config: { access: { route: 'profile' }, rateLimit },
      schema: {
        tags: ['profile'],
        summary: "Enable two-factor authentication with a code of the secret this session was offered",
        body: TotpCodeSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = actorOf(request);
      if (user.totp_secret) throw new HttpError(409, 'account.totp_already_on', { reason: 'totp_on' });
      const secret = session.totp_pending ? openTotpSecret(app.digest, session.totp_pending) : null;
      if (!secret) throw new HttpError(409, 'account.totp_not_requested', { reason: 'totp_not_requested' });
      const now = new Date();
      if (totpStepOf(secret, request.body.totp, now) === null) throw invalidCode();

      await setTotpSecret(app.db, app.digest, user.id, secret);
      // The enrolment code counts as used: it cannot sign anyone in afterwards.
      const enrolled = await app.db.selectFrom('users').select(['id', 'totp_secret']).where('id', '=', user.id).executeTakeFirstOrThrow();
      await acceptTotpCode(app.db, app.digest, enrolled, request.body.totp, now);
      await setPendingTotp(app.db, session.id, null);
      await deleteOtherSessions(app.db, user.id, session.id);
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.totp_enabled') };
    },
  );

  app.post(
    '/api/auth/disabletotp',
    {
      config: { access: { route: 'profile' }, rateLimit },
      schema: {
        tags: ['profile'],
        summary: 'Disable two-factor authentication with a current code',
        body: TotpCodeSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = actorOf(request);
      if (!user.totp_secret) throw new HttpError(409, 'account.totp_already_off', { reason: 'totp_off' });
      if (!(await acceptTotpCode(app.db, app.digest, user, request.body.totp, new Date()))) throw invalidCode();
      await setTotpSecret(app.db, app.digest, user.id, null);
      await deleteOtherSessions(app.db, user.id, session.id);
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.totp_disabled') };
    },
  );

  app.get(
    '/qrcode/*',
    {
      schema: {
        tags: ['profile'],
        summary: 'The QR code (PNG, 300 px) of the otpauth:// address this session was offered; 404 for any other',
        params: z.object({ '*': z.string().max(1000) }),
      },
    },
    async (request, reply) => {
      const uri = request.params['*'].replace(/\.png$/, '');
      const sessionId = presentedSessionId(request);
      const live = sessionId ? await findLiveSession(app.db, sessionId, new Date()) : undefined;
      const pending = live?.session.totp_pending ? openTotpSecret(app.digest, live.session.totp_pending) : null;
      if (!pending || secretOf(uri) !== pending) throw notFound();
      const png = await QRCode.toBuffer(uri, { type: 'png', width: QR_WIDTH, margin: 2 });
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );
};

function secretOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'otpauth:' ? url.searchParams.get('secret') : null;
  } catch {
    return null;
  }
}
