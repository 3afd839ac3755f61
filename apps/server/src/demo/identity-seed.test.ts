import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { totpCode } from '../test-support/totp.ts';
import { DEMO_NEW_PERSON_INVITE, DEMO_TOTP_ACCOUNT } from './identity-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('identity demo rows', () => {
  it('sicuro signs in with the published authenticator secret, in Bianchi & Figli as a developer', async () => {
    const b = new TestBrowser(t.app, '10.91.0.1');
    expect((await b.login(DEMO_TOTP_ACCOUNT.username)).json()).toEqual({ result: 'totp' });
    const response = await b.login(DEMO_TOTP_ACCOUNT.username, { totp: totpCode(DEMO_TOTP_ACCOUNT.totpSecret) });
    expect(response.json()).toEqual({ result: 'ok' });
    const info = (await b.get('/api/dashboard/userinfo')).json();
    expect(info).toMatchObject({ username: 'sicuro', azienda: 'Bianchi & Figli S.n.c.', grants: ['developer'] });
  });

  it('the invitation for a new person names the company; signing up through it gives the invited grants', async () => {
    const b = new TestBrowser(t.app, '10.91.0.2');
    const invite = await b.get(`/rest/invites/${DEMO_NEW_PERSON_INVITE.key}`);
    expect(invite.json()).toMatchObject({ azienda: 'Bianchi & Figli S.n.c.', email: DEMO_NEW_PERSON_INVITE.email });

    const signup = await b.post('/api/auth/signup', {
      ragione_sociale: 'Nuova Collega',
      email: DEMO_NEW_PERSON_INVITE.email,
      password: 'una-password-nuova',
      ack_privacy: true,
      antk: DEMO_NEW_PERSON_INVITE.key,
      check: await b.checkToken(),
    });
    expect(signup.json()).toMatchObject({
      result: 'ok',
      goto: expect.stringContaining(`/auth/accept-invite/${DEMO_NEW_PERSON_INVITE.key}`),
    });
    const { id_azienda } = invite.json() as { id_azienda: number };
    expect((await b.post('/api/auth/companylogin', { id_azienda, antk: DEMO_NEW_PERSON_INVITE.key })).statusCode).toBe(
      200,
    );
    const info = (await b.get('/api/dashboard/userinfo')).json();
    expect(info).toMatchObject({ azienda: 'Bianchi & Figli S.n.c.', grants: [...DEMO_NEW_PERSON_INVITE.grants] });
  });
});
