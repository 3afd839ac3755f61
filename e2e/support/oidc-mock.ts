import type { ServerResponse } from 'node:http';
import { OAuth2Server, type AugmentedRequest, type Payload } from 'oauth2-mock-server';
import { OIDC_MOCK } from './env.ts';

/**
 * Run by the Playwright config: two local OpenID providers standing in for Google and LinkedIn
 * (no network), on 127.0.0.1. Both sign in at once as the demo account OIDC_MOCK.email.
 * The library's /authorize does the code flow only (LinkedIn); Google's browser flow
 * (response_type=id_token, the token in the fragment) gets a route of its own here.
 */
const claims = { email: OIDC_MOCK.email, email_verified: true, name: 'Luca Brenni' };

async function startGoogle(): Promise<OAuth2Server> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeWellKnownOpenIdConfiguration', (response: { body: Record<string, unknown> }) => {
    response.body.authorization_endpoint = `${OIDC_MOCK.google.issuer}/authorize-implicit`;
  });
  google.service.addRoute('GET', '/authorize-implicit', async (req: AugmentedRequest, res: ServerResponse) => {
    const { redirect_uri: redirectUri, nonce, state, client_id: clientId } = req.query;
    const token = await google.issuer.buildToken({
      scopesOrTransform: (_header, payload: Payload) =>
        Object.assign(payload, { ...claims, sub: 'e2e-google-reseller', aud: clientId, nonce }),
    });
    const back = new URL(String(redirectUri));
    back.hash = new URLSearchParams({ id_token: token, state: String(state) }).toString();
    res.writeHead(302, { location: back.href }).end();
  });
  await google.start(OIDC_MOCK.google.port, '127.0.0.1');
  // The library names itself localhost; the server is configured with the address it listens on.
  google.issuer.url = OIDC_MOCK.google.issuer;
  return google;
}

async function startLinkedin(): Promise<OAuth2Server> {
  const linkedin = new OAuth2Server();
  await linkedin.issuer.keys.generate('RS256');
  linkedin.service.on('beforeTokenSigning', (token: { payload: Payload }) => Object.assign(token.payload, claims));
  await linkedin.start(OIDC_MOCK.linkedin.port, '127.0.0.1');
  linkedin.issuer.url = OIDC_MOCK.linkedin.issuer;
  return linkedin;
}

const servers = [await startGoogle(), await startLinkedin()];
const stop = () => void Promise.all(servers.map((server) => server.stop())).finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
