import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { User } from '../../../platform/db/schema.ts';
import { DomainError } from '../../../platform/use-cases/domain-error.ts';
import { recordLoginFailure } from '../../../platform/security/login-ban-store.ts';
import { requiresTotp } from '../../../platform/security/totp.ts';
import { BROWSER_COOKIE } from '../../../platform/sessions/session-cookie.ts';
import { matchIdentity } from './identity.ts';
import { findOpenRequestByNonce, markOidcRequestUsed } from './oidc-store.ts';
import { providerConfiguration, redirectUri } from './providers.ts';

/**
 * POST /api/auth/login with `google_token` (DESIGN §5): the ID token is Google's (signature against its
 * published keys, issuer, audience = our client id, expiry) and carries the nonce this browser was given
 * when it left for Google. The sign-in under way stays open while a TOTP code is still to come.
 */
export async function userFromGoogleToken(
  request: FastifyRequest,
  token: string,
  totpGiven: boolean,
  now: Date,
): Promise<User> {
  const { server: app } = request;
  const configuration = providerConfiguration(app, 'google');
  if (!configuration)
    throw new DomainError('unauthenticated', 'oidc.not_configured', { reason: 'oidc_not_configured' });
  const refuse = async () => {
    await recordLoginFailure(app.db, request.ip, 'google', now);
    return new DomainError('unauthenticated', 'oidc.invalid', { reason: 'invalid_google_token' });
  };

  const nonce = claimedNonce(token);
  const browser = request.cookies[BROWSER_COOKIE];
  const pending =
    nonce && browser ? await findOpenRequestByNonce(app.db, 'google', app.digest(browser), nonce, now) : undefined;
  if (!pending || !nonce) throw await refuse();

  const config = await configuration;
  const response = new URL(redirectUri(request, 'google'));
  response.hash = new URLSearchParams({ id_token: token }).toString();
  let claims: client.IDToken;
  try {
    claims = await client.implicitAuthentication(config, response, nonce);
  } catch (error) {
    request.log.info({ err: error }, 'Google ID token refused');
    throw await refuse();
  }

  const match = await matchIdentity(app.db, 'google', claims, now);
  if (match.kind === 'unverified')
    throw new DomainError('unauthenticated', 'oidc.email_not_verified', { reason: 'email_not_verified' });
  if (match.kind === 'unknown')
    throw new DomainError('unauthenticated', 'oidc.unknown_identity', { reason: 'unknown_identity' });
  if (!requiresTotp(match.user) || totpGiven) await markOidcRequestUsed(app.db, pending.state_hash, now);
  return match.user;
}

/** The nonce as the token claims it, read before the signature is checked to find the sign-in it belongs to. */
function claimedNonce(token: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const nonce = payload && typeof payload === 'object' && 'nonce' in payload ? payload.nonce : undefined;
    return typeof nonce === 'string' && nonce.length <= 200 ? nonce : undefined;
  } catch {
    return undefined;
  }
}
