import { authApi } from '@sportello/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { OidcProvider } from '../../../platform/db/schema.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Discovery (metadata, then keys on first use) once per server; a failure is tried again on the next sign-in.
const discovered = new WeakMap<FastifyInstance, Map<OidcProvider, Promise<client.Configuration>>>();

export function providerEnabled(app: FastifyInstance, provider: OidcProvider): boolean {
  return app.config.oidc[provider] !== undefined;
}

/** The provider's configuration from its issuer's discovery document, or undefined when it is off. */
export function providerConfiguration(
  app: FastifyInstance,
  provider: OidcProvider,
): Promise<client.Configuration> | undefined {
  let byProvider = discovered.get(app);
  if (!byProvider) discovered.set(app, (byProvider = new Map()));
  const cached = byProvider.get(provider);
  if (cached) return cached;
  const loading = discover(app, provider);
  if (!loading) return undefined;
  byProvider.set(provider, loading);
  loading.catch(() => byProvider.delete(provider));
  return loading;
}

function discover(app: FastifyInstance, provider: OidcProvider): Promise<client.Configuration> | undefined {
  const { google, linkedin } = app.config.oidc;
  const settings = provider === 'google' ? google : linkedin;
  if (!settings) return undefined;
  const issuer = new URL(settings.issuer);
  const execute: ((config: client.Configuration) => void)[] = [];
  // Plain HTTP only for a provider on this machine: the tests' mock.
  if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) execute.push(client.allowInsecureRequests);
  // Google: the browser receives the ID token itself (response_type=id_token) and posts it to the login call.
  if (provider === 'google') execute.push(client.useIdTokenResponseType);
  const auth = linkedin && provider === 'linkedin' ? client.ClientSecretPost(linkedin.clientSecret) : client.None();
  return client.discovery(issuer, settings.clientId, undefined, auth, { execute });
}

/** Where the provider sends the browser back: Google to the login page, LinkedIn to the server's callback. */
export function redirectUri(request: FastifyRequest, provider: OidcProvider): string {
  const base = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return provider === 'google' ? `${base}/auth/login` : `${base}${authApi.linkedinCallback.path}`;
}
