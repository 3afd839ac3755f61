import { translate } from '@sportello/domain';
import { profileApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { openTotpSecret } from '../../platform/security/totp.ts';
import { findLiveSession } from '../../platform/sessions/session-store.ts';
import { presentedSessionId } from '../../platform/sessions/sessions.ts';
import { sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { disableTotp, enableTotp, offerTotpSecret, remakeRecoveryCodes } from './totp-use-cases.ts';

const QR_WIDTH = 300;

/**
 * Two-factor authentication from the profile (spec 2 §2, §4, §7): a secret is
 * offered to this session, enabled by a first code from the app, disabled by
 * a current code; both with the current password. Either change ends the
 * user's other sessions.
 */
export const totpRoutes: FastifyPluginAsync = async (app) => {
  // The /api/auth calls share one bucket per client address: six digits are not to be guessed.
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: 60_000, groupId: 'auth' };

  registerEndpoint(
    app,
    profileApi.totpEnrolment,
    async (request, reply) => {
      const enrolment = await offerTotpSecret(sessionContextOf(request));
      void reply.header('cache-control', 'no-store');
      return enrolment;
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    profileApi.enableTotp,
    async (request, reply) => {
      const codes = await enableTotp(sessionContextOf(request), request.body);
      void reply.header('cache-control', 'no-store');
      return {
        result: 'ok' as const,
        message: translate(requestLanguage(request), 'account.totp_enabled'),
        recovery_codes: codes,
      };
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    profileApi.disableTotp,
    async (request) => {
      await disableTotp(sessionContextOf(request), request.body);
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.totp_disabled') };
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    profileApi.recoveryCodes,
    async (request, reply) => {
      const codes = await remakeRecoveryCodes(sessionContextOf(request), request.body);
      void reply.header('cache-control', 'no-store');
      return {
        result: 'ok' as const,
        message: translate(requestLanguage(request), 'account.recovery_codes_made'),
        recovery_codes: codes,
      };
    },
    { rateLimit },
  );

  registerEndpoint(app, profileApi.qrCode, async (request, reply) => {
    const uri = request.params['*'].replace(/\.png$/, '');
    const sessionId = presentedSessionId(request);
    const live = sessionId ? await findLiveSession(app.db, sessionId, new Date()) : undefined;
    const pending = live?.session.totp_pending ? openTotpSecret(app.digest, live.session.totp_pending) : null;
    if (!pending || secretOf(uri) !== pending) throw notFound();
    const { default: QRCode } = await import('qrcode');
    const png = await QRCode.toBuffer(uri, { type: 'png', width: QR_WIDTH, margin: 2 });
    return reply.header('cache-control', 'no-store').type('image/png').send(png);
  });
};

function secretOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'otpauth:' ? url.searchParams.get('secret') : null;
  } catch {
    return null;
  }
}
