import { translate } from '@sportello/domain';
import { OAuth2Issuer, OAuth2Server, type Payload } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTotpSecret } from '../../../modules/users/index.ts';
import { newTotpSecret } from '../../../platform/security/totp.ts';
import { TestBrowser } from '../../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { totpCode } from '../../../test-support/totp.ts';

const GOOGLE_CLIENT = 'sportello-google-client';
const LINKEDIN_CLIENT = 'sportello-linkedin-client';
const OWNER_EMAIL = 'mario.rossi@rossiarredamenti.example';
const TECNICO_EMAIL = 'giulia.ferri@rossiarredamenti.example';

let google: OAuth2Server;
let linkedin: OAuth2Server;
let t: TestApp;
let clients = 0;
// Refused tokens count as failed sign-ins: each browser its own address, so no test bans another.
const browser = () => new TestBrowser(t.app, `10.40.${Math.floor(++clients / 250)}.${clients % 250}`);

/** What the LinkedIn mock puts in its next ID tokens (it always says sub "johndoe"). */
let linkedinClaims: Record<string, unknown> = {};

beforeAll(async () => {
  google = new OAuth2Server();
  linkedin = new OAuth2Server();
  for (const mock of [google, linkedin]) {
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
  }
  linkedin.service.on('beforeTokenSigning', (token: { payload: Payload }) =>
    Object.assign(token.payload, linkedinClaims),
  );
  t = await buildTestApp({
    oidc: {
      google: { issuer: issuerOf(google), clientId: GOOGLE_CLIENT },
      linkedin: { issuer: issuerOf(linkedin), clientId: LINKEDIN_CLIENT, clientSecret: 'linkedin-secret' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.stop(), linkedin.stop()]);
});

function issuerOf(mock: OAuth2Server): string {
  if (!mock.issuer.url) throw new Error('mock not started');
  return mock.issuer.url;
}

const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Leaves for Google as the login page does: the nonce the server put in the address. */
async function startGoogle(b: TestBrowser): Promise<string> {
  const response = await b.get('/api/auth/oauth-urls?provider=google');
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ result: string }>().result);
  return url.searchParams.get('nonce') ?? '';
}

/** An ID token as Google would sign it for us, with what a case changes. */
function googleToken(
  nonce: string,
  claims: Record<string, unknown> = {},
  issuer: OAuth2Issuer = google.issuer,
): Promise<string> {
  return issuer.buildToken({
    scopesOrTransform: (_header, payload) =>
      Object.assign(payload, {
        sub: 'google-owner',
        aud: GOOGLE_CLIENT,
        nonce,
        email: OWNER_EMAIL,
        email_verified: true,
        ...claims,
      }),
  });
}

const googleLogin = async (b: TestBrowser, token: string, extra: Record<string, unknown> = {}) =>
  b.post('/api/auth/login', { google_token: token, check: await b.checkToken(), ...extra });

describe('GET /app-config.json', () => {
  it('tells the browser which providers are on, and Google’s client id', async () => {
    const body = (await browser().get('/app-config.json')).json();
    expect(body).toMatchObject({ google_client_id: GOOGLE_CLIENT, linkedin_enabled: true });
  });
});

describe('POST /api/auth/login with google_token', () => {
  afterEach(async () => {
    await t.db.deleteFrom('user_identities').execute();
    await setTotpSecret(t.db, t.app.digest, await userId('tecnico'), null);
  });

  it('asks Google for an ID token with a nonce and state, returning to the login page', async () => {
    const response = await browser().get('/api/auth/oauth-urls?provider=google');
    const url = new URL(response.json<{ result: string }>().result);
    expect(url.origin + url.pathname).toBe(`${issuerOf(google)}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE_CLIENT,
      response_type: 'id_token',
      response_mode: 'fragment',
      redirect_uri: 'http://localhost:80/auth/login',
      scope: 'openid profile email',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs in the user whose verified e-mail the token carries, and links the Google account to them', async () => {
    const b = browser();
    const response = await googleLogin(b, await googleToken(await startGoogle(b)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    expect(b.cookies.get('sportello_sid')).toBeTruthy();
    expect((await b.get('/api/dashboard/userinfo')).json()).toMatchObject({ username: 'owner' });
    const identity = await t.db.selectFrom('user_identities').selectAll().executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'google', subject: 'google-owner', user_id: await userId('owner') });
  });

  it('recognises a linked account by its subject even when its e-mail changed', async () => {
    const first = browser();
    await googleLogin(first, await googleToken(await startGoogle(first)));
    const b = browser();
    const response = await googleLogin(
      b,
      await googleToken(await startGoogle(b), { email: 'new-address@gmail.example' }),
    );
    expect(response.json()).toEqual({ result: 'ok' });
    expect((await b.get('/api/dashboard/userinfo')).json()).toMatchObject({ username: 'owner' });
  });

  it('serves a nonce once', async () => {
    const b = browser();
    const token = await googleToken(await startGoogle(b));
    expect((await googleLogin(b, token)).statusCode).toBe(200);
    expect((await googleLogin(b, token)).statusCode).toBe(401);
  });

  const refused = translate('it', 'oidc.invalid');
  it.each([
    ['another client’s token (audience)', { aud: 'someone-else' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['a token of another issuer', { iss: 'https://accounts.elsewhere.example' }],
  ])('refuses %s', async (_case, claims) => {
    const b = browser();
    const response = await googleLogin(b, await googleToken(await startGoogle(b), claims));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: refused, reason: 'invalid_google_token' });
    expect(b.cookies.get('sportello_sid')).toBeUndefined();
  });

  it('refuses a token signed with a key Google has not published', async () => {
    const forger = new OAuth2Issuer();
    forger.url = issuerOf(google);
    await forger.keys.generate('RS256');
    const b = browser();
    const response = await googleLogin(b, await googleToken(await startGoogle(b), {}, forger));
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe('invalid_google_token');
  });

  it('refuses a token whose nonce this browser was not given', async () => {
    const b = browser();
    await startGoogle(b);
    expect((await googleLogin(b, await googleToken('made-up-nonce'))).statusCode).toBe(401);
    // A nonce issued to another browser: a token caught elsewhere does not sign in here.
    const other = browser();
    const othersNonce = await startGoogle(other);
    expect((await googleLogin(b, await googleToken(othersNonce))).statusCode).toBe(401);
    expect((await googleLogin(b, 'not.a.jwt')).statusCode).toBe(401);
  });

  it('invites to sign up when no account has the address, and refuses an unverified one', async () => {
    const b = browser();
    const unknown = await googleLogin(
      b,
      await googleToken(await startGoogle(b), { sub: 'google-x', email: 'nobody@gmail.example' }),
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      message: translate('it', 'oidc.unknown_identity'),
      reason: 'unknown_identity',
    });
    const unverified = await googleLogin(b, await googleToken(await startGoogle(b), { email_verified: false }));
    expect(unverified.json()).toMatchObject({ message: translate('it', 'oidc.email_not_verified') });
    expect(await t.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  it('keeps the authenticator step: totp first, then the same token with the code signs in', async () => {
    const secret = newTotpSecret();
    await setTotpSecret(t.db, t.app.digest, await userId('tecnico'), secret);
    const b = browser();
    const token = await googleToken(await startGoogle(b), { sub: 'google-tecnico', email: TECNICO_EMAIL });
    expect((await googleLogin(b, token)).json()).toEqual({ result: 'totp' });
    expect(b.cookies.get('sportello_sid')).toBeUndefined();
    const wrong = await googleLogin(b, token, { totp: '000000' === totpCode(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    // A wrong code closes that Google sign-in like a used one: the user leaves for Google again.
    const again = browser();
    const fresh = await googleToken(await startGoogle(again), { sub: 'google-tecnico', email: TECNICO_EMAIL });
    expect((await googleLogin(again, fresh)).json()).toEqual({ result: 'totp' });
    const ok = await googleLogin(again, fresh, { totp: totpCode(secret) });
    expect(ok.json()).toEqual({ result: 'ok' });
  });

  it('still wants username and password without a token', async () => {
    const b = browser();
    const response = await b.post('/api/auth/login', { check: await b.checkToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ username: 'Campo obbligatorio', password: 'Campo obbligatorio' });
  });
});

describe('LinkedIn: GET /api/auth/oauth-urls and the callback', () => {
  afterEach(async () => {
    linkedinClaims = {};
    await t.db.deleteFrom('user_identities').execute();
    await setTotpSecret(t.db, t.app.digest, await userId('tecnico'), null);
  });

  async function leave(b: TestBrowser, query = ''): Promise<URL> {
    const response = await b.get(`/api/auth/oauth-urls${query}`);
    expect(response.statusCode).toBe(200);
    return new URL(response.json<{ result: string }>().result);
  }

  /** The provider's side: the mock signs the user in at once and sends the browser back with a code. */
  async function authorize(url: URL): Promise<string> {
    const response = await fetch(url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    return back.pathname + back.search;
  }

  it('answers the code-flow address with PKCE, state and nonce', async () => {
    const url = await leave(browser());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: LINKEDIN_CLIENT,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:80/api/auth/oidc/linkedin/callback',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('signs in and goes to the ref asked for', async () => {
    linkedinClaims = { email: OWNER_EMAIL, email_verified: true };
    const b = browser();
    const back = await authorize(await leave(b, '?ref=%2Finvoices'));
    const response = await b.get(back);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/invoices');
    expect((await b.get('/api/dashboard/userinfo')).json()).toMatchObject({ username: 'owner' });
    expect(await t.db.selectFrom('user_identities').select(['provider', 'subject']).execute()).toEqual([
      { provider: 'linkedin', subject: 'johndoe' },
    ]);
  });

  it('with an invitation key goes on to the invitation', async () => {
    linkedinClaims = { email: OWNER_EMAIL, email_verified: true };
    const b = browser();
    const response = await b.get(await authorize(await leave(b, '?antk=K123')));
    expect(response.headers.location).toBe('/auth/accept-invite/K123?ref=%2F');
  });

  it('refuses a state this browser did not start, or a state used twice', async () => {
    linkedinClaims = { email: OWNER_EMAIL, email_verified: true };
    const b = browser();
    const back = await authorize(await leave(b));
    const thief = browser();
    await thief.get('/api/auth/oauth-urls');
    const stolen = await thief.get(back);
    expect(stolen.statusCode).toBe(302);
    const location = new URL(stolen.headers.location ?? '', 'http://x');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('msg')).toBe(translate('it', 'oidc.invalid'));
    expect(location.searchParams.get('msglvl')).toBe('danger');
    expect(thief.cookies.get('sportello_sid')).toBeUndefined();

    const made = await b.get(back.replace(/state=[^&]+/, 'state=made-up'));
    expect(new URL(made.headers.location ?? '', 'http://x').pathname).toBe('/auth/login');
    expect((await b.get(back)).headers.location).toBe('/');
    expect(new URL((await b.get(back)).headers.location ?? '', 'http://x').pathname).toBe('/auth/login');
  });

  it('from the sign-up page, an unknown profile opens the sign-up form filled in', async () => {
    linkedinClaims = { email: 'new.customer@linkedin.example', email_verified: true, name: 'Nuovo Cliente' };
    const b = browser();
    const response = await b.get(await authorize(await leave(b, '?mode=signup&ref=%2Fdashboard')));
    const location = new URL(response.headers.location ?? '', 'http://x');
    expect(location.pathname).toBe('/auth/signup');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      ref: '/dashboard',
      name: 'Nuovo Cliente',
      email: 'new.customer@linkedin.example',
    });
    expect(b.cookies.get('sportello_sid')).toBeUndefined();
  });

  it('from the login page, an unknown profile is told to sign up', async () => {
    linkedinClaims = { email: 'new.customer@linkedin.example', email_verified: true };
    const b = browser();
    const location = new URL((await b.get(await authorize(await leave(b)))).headers.location ?? '', 'http://x');
    expect(location.searchParams.get('msg')).toBe(translate('it', 'oidc.unknown_identity'));
  });

  it('leaves the authenticator step to the login form', async () => {
    await setTotpSecret(t.db, t.app.digest, await userId('tecnico'), newTotpSecret());
    linkedinClaims = { email: TECNICO_EMAIL, email_verified: true };
    const b = browser();
    const location = new URL((await b.get(await authorize(await leave(b)))).headers.location ?? '', 'http://x');
    expect(location.searchParams.get('msg')).toBe(translate('it', 'oidc.totp_required'));
    expect(location.searchParams.get('username')).toBe('tecnico');
    expect(b.cookies.get('sportello_sid')).toBeUndefined();
  });

  it('says so when the user cancelled at LinkedIn', async () => {
    const b = browser();
    const url = await leave(b);
    const response = await b.get(
      `/api/auth/oidc/linkedin/callback?error=user_cancelled_login&state=${url.searchParams.get('state') ?? ''}`,
    );
    const location = new URL(response.headers.location ?? '', 'http://x');
    expect(location.searchParams.get('msg')).toBe(translate('it', 'oidc.cancelled'));
  });
});

describe('providers not configured', () => {
  it('hide the buttons and refuse their calls', async () => {
    const off = await t.sibling({ oidc: { google: undefined, linkedin: undefined } });
    const b = new TestBrowser(off, '10.41.0.1');
    expect((await b.get('/app-config.json')).json()).toMatchObject({ google_client_id: null, linkedin_enabled: false });
    expect((await b.get('/api/auth/oauth-urls')).statusCode).toBe(404);
    expect((await b.get('/api/auth/oauth-urls?provider=google')).statusCode).toBe(404);
    const login = await b.post('/api/auth/login', { google_token: 'x.y.z', check: await b.checkToken() });
    expect(login.statusCode).toBe(401);
  });
});
