import { redirectAfterAuth, routeHref, translate, type MessageKey } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { registerEndpoint } from '../../../platform/http/endpoint-routes.ts';
import { HttpError } from '../../../platform/http/http-error.ts';
import { requestLanguage } from '../../../platform/http/request-language.ts';
import { isBanned } from '../../../platform/security/login-ban-store.ts';
import { requiresTotp } from '../../../platform/security/totp.ts';
import { BROWSER_COOKIE, ensureBrowserCookie } from '../../../platform/sessions/session-cookie.ts';
import { setSessionCookie } from '../../../platform/sessions/sessions.ts';
import { contextOf } from '../../../platform/use-cases/use-case-context.ts';
import { authClientOf } from '../auth-client.ts';
import { authRateLimits } from '../rate-limits.ts';
import { signIn } from '../sign-in.ts';
import { matchIdentity } from './identity.ts';
import { insertOidcRequest, takeOidcRequest } from './oidc-store.ts';
import { providerConfiguration, redirectUri } from './providers.ts';

const SCOPE = 'openid profile email';

/**
 * Google and LinkedIn sign-in (spec 1 §2.4, §7; DESIGN §5). The address to leave for, with its state and
 * nonce bound to this browser; LinkedIn's return to the server, which exchanges the code and signs in.
 * Google's return goes to the login page, which posts the ID token to POST /api/auth/login.
 */
export const oidcRoutes: FastifyPluginAsync = async (app) => {
  const { auth: rateLimit } = authRateLimits(app.config);

  registerEndpoint(
    app,
    authApi.oauthUrl,
    async (request, reply) => {
      const { provider, mode, antk, ref } = request.query;
      const configuration = providerConfiguration(app, provider);
      if (!configuration) throw new HttpError(404, 'oidc.not_configured', { reason: 'oidc_not_configured' });
      const config = await configuration;
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = provider === 'linkedin' ? client.randomPKCECodeVerifier() : null;
      const browser = ensureBrowserCookie(request, reply);
      await insertOidcRequest(
        app.db,
        {
          stateHash: app.digest(state),
          provider,
          browser: app.digest(browser),
          nonce,
          codeVerifier,
          mode,
          antk: antk ?? null,
          ref: ref ?? null,
        },
        new Date(),
      );
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri(request, provider),
        scope: SCOPE,
        state,
        nonce,
      };
      if (codeVerifier) {
        parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
        parameters.code_challenge_method = 'S256';
      } else {
        parameters.response_mode = 'fragment';
        parameters.prompt = 'select_account';
      }
      return { result: client.buildAuthorizationUrl(config, parameters).href };
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    authApi.linkedinCallback,
    async (request, reply) => {
      const now = new Date();
      const { state, error } = request.query;
      const browser = request.cookies[BROWSER_COOKIE];
      const configuration = providerConfiguration(app, 'linkedin');
      const pending =
        state && browser && configuration
          ? await takeOidcRequest(app.db, 'linkedin', app.digest(state), app.digest(browser), now)
          : undefined;
      if (!pending || !configuration) return toLogin(request, reply, 'oidc.invalid', 'danger');
      const keep = { antk: pending.antk ?? undefined, ref: pending.ref ?? undefined };
      if (error !== undefined) return toLogin(request, reply, 'oidc.cancelled', 'warning', keep);

      let claims: client.IDToken | undefined;
      try {
        const response = new URL(redirectUri(request, 'linkedin'));
        response.search = new URLSearchParams(request.query as Record<string, string>).toString();
        const tokens = await client.authorizationCodeGrant(await configuration, response, {
          expectedState: state,
          expectedNonce: pending.nonce,
          ...(pending.code_verifier ? { pkceCodeVerifier: pending.code_verifier } : {}),
        });
        claims = tokens.claims();
      } catch (err) {
        request.log.info({ err }, 'LinkedIn sign-in refused');
      }
      if (!claims) return toLogin(request, reply, 'oidc.invalid', 'danger', keep);

      const match = await matchIdentity(app.db, 'linkedin', claims, now);
      if (match.kind === 'unverified') return toLogin(request, reply, 'oidc.email_not_verified', 'warning', keep);
      if (match.kind === 'unknown') {
        // From the sign-up page: back to its form, filled in with what LinkedIn verified.
        if (pending.mode === 'signup')
          return reply.redirect(routeHref('signup', {}, { ...keep, name: match.name, email: match.email }));
        return toLogin(request, reply, 'oidc.unknown_identity', 'warning', keep);
      }
      const { user } = match;
      if (await isBanned(app.db, request.ip, now)) return toLogin(request, reply, 'auth.ip_banned', 'danger', keep);
      if (!user.email_verified) return toLogin(request, reply, 'oidc.mail_validation', 'warning', keep);
      // The authenticator code is asked on the login form: a redirect cannot carry that step.
      if (requiresTotp(user))
        return toLogin(request, reply, 'oidc.totp_required', 'info', { ...keep, username: user.username });

      setSessionCookie(
        request,
        reply,
        await signIn(contextOf(request), authClientOf(request), user, { remember: false, method: 'linkedin' }),
      );
      return reply.redirect(redirectAfterAuth(keep));
    },
    { rateLimit },
  );
};

/** Back to the login page with a toast (spec 1 §2.4 msg and msglvl), keeping the invitation and ref. */
function toLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
  level: 'info' | 'warning' | 'danger',
  keep: Readonly<Record<string, string | undefined>> = {},
) {
  const msg = translate(requestLanguage(request), key);
  return reply.redirect(routeHref('login', {}, { ...keep, msg, msglvl: level }));
}
