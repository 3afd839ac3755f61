import { LOGIN_BAN, type UserInfo } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTotpSecret } from '../../modules/users/index.ts';
import { newTotpSecret } from '../../platform/security/totp.ts';
import { tokenDigest } from '../../platform/sessions/tokens.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { lastMailTo, linkInLastMailTo, mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000, authMailRecipientLimitPerHour: 1000 });
});
afterAll(() => t.close());

// A new client address for every browser, so failures counted per address (bans) stay within one test.
let clients = 0;
const browser = (ip?: string) => new TestBrowser(t.app, ip ?? `10.20.${Math.floor(++clients / 250)}.${clients % 250}`);

const OWNER_EMAIL = 'mario.rossi@rossiarredamenti.example';
const SAME_ANSWER = {
  result: 'ok',
  message: "Se il nome utente o l'email corrisponde a un account, riceverai un'email con un link per accedere.",
};

async function requestReset(b: TestBrowser, username: string, headers: Record<string, string> = {}) {
  const check = await b.checkToken();
  return b.post('/api/auth/reset', { username, check }, { headers });
}

/** Asks for a reset and answers the token and username of the e-mailed link. */
async function resetLink(
  username: string,
  email: string,
): Promise<{ username: string; token: string; ref: string; url: URL }> {
  expect((await requestReset(browser(), username)).statusCode).toBe(200);
  const url = await linkInLastMailTo(t.db, email);
  return {
    username: url.searchParams.get('username') ?? '',
    token: url.searchParams.get('token') ?? '',
    ref: url.searchParams.get('ref') ?? '',
    url,
  };
}

const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('POST /api/auth/reset', () => {
  it('e-mails a one-time sign-in link to /auth/login?username=…&token=…&ref=/reset_password', async () => {
    const response = await requestReset(browser(), 'owner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const mail = await lastMailTo(t.db, OWNER_EMAIL);
    expect(mail).toMatchObject({
      template: 'signin_link',
      language: 'it',
      subject: 'Il tuo link di accesso — Nuvolaria Hosting (demo)',
    });
    expect(mail.text_body).toContain('Ciao owner,');
    expect(mail.text_body).toContain('Il link vale 60 minuti');
    const url = await linkInLastMailTo(t.db, OWNER_EMAIL);
    expect(url.pathname).toBe('/auth/login');
    expect([...url.searchParams.keys()]).toEqual(['username', 'token', 'ref']);
    expect(url.searchParams.get('username')).toBe('owner');
    expect(url.searchParams.get('ref')).toBe('/reset_password');
    const token = url.searchParams.get('token') ?? '';
    const row = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('hash', '=', tokenDigest(TEST_SECRET, token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'signin', used_at: null, user_id: await userId('owner') });
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(mail.html_body).toContain(`href="${url.toString().replaceAll('&', '&amp;')}"`);
  });

  it('finds the account by e-mail too, in any case', async () => {
    const before = (await mailsTo(t.db, OWNER_EMAIL)).length;
    expect((await requestReset(browser(), OWNER_EMAIL.toUpperCase())).json()).toEqual(SAME_ANSWER);
    expect(await mailsTo(t.db, OWNER_EMAIL)).toHaveLength(before + 1);
  });

  it('answers exactly the same for an unknown user, and sends nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unknown = await requestReset(browser(), 'nessuno');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(await count()).toBe(before);
    const known = await requestReset(browser(), 'tecnico');
    expect(known.body).toBe(unknown.body);
  });

  it('answers in the request language, and writes in the user’s', async () => {
    await t.db.updateTable('users').set({ lingua: 'fr' }).where('username', '=', 'contabile').execute();
    const response = await requestReset(browser(), 'contabile', { 'accept-language': 'de' });
    expect(response.json().message).toBe(
      'Wenn der Benutzername oder die E-Mail zu einem Konto gehört, erhalten Sie eine E-Mail mit einem Anmeldelink.',
    );
    const mail = await lastMailTo(t.db, 'paola.conti@rossiarredamenti.example');
    expect(mail).toMatchObject({ language: 'fr', subject: 'Votre lien de connexion — Nuvolaria Hosting (demo)' });
    await t.db.updateTable('users').set({ lingua: 'it' }).where('username', '=', 'contabile').execute();
  });

  it('validates the form and its check token', async () => {
    const b = browser();
    const noUser = await b.post('/api/auth/reset', { check: await b.checkToken() });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toEqual({
      message: 'Richiesta malformata',
      reason: 'validation',
      errors: { username: 'Campo obbligatorio' },
    });
    const blank = await b.post('/api/auth/reset', { username: '  ', check: await b.checkToken() });
    expect(blank.json().errors).toEqual({ username: 'Campo obbligatorio' });
    const long = await b.post('/api/auth/reset', { username: 'a'.repeat(101), check: await b.checkToken() });
    expect(long.json().errors).toEqual({ username: 'Massimo 100 caratteri' });
    const noCheck = await b.post('/api/auth/reset', { username: 'owner' });
    expect(noCheck.json().errors).toEqual({ check: 'Campo obbligatorio' });
    const badCheck = await b.post('/api/auth/reset', { username: 'owner', check: 'made-up' });
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json()).toEqual({
      message: 'Il modulo è scaduto: ricarica la pagina e riprova.',
      reason: 'invalid_check',
    });
  });

  it('refuses a state-changing call without X-Requested-With', async () => {
    const b = browser();
    const check = await b.checkToken();
    const response = await b.post('/api/auth/reset', { username: 'owner', check }, { xhr: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'csrf' });
  });
});

describe('POST /api/auth/loginwithtoken', () => {
  it('signs in with the e-mailed token, like a login, and answers the safe referer', async () => {
    const link = await resetLink('owner', OWNER_EMAIL);
    const b = browser();
    const response = await b.post('/api/auth/loginwithtoken', {
      username: link.username,
      token: link.token,
      referer: link.ref,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok', referer: '/reset_password' });
    const cookie = response.cookies.find((c) => c.name === 'sportello_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const info = (await b.get('/api/dashboard/userinfo')).json() as UserInfo;
    expect(info).toMatchObject({ username: 'owner', id_azienda: await companyId(t.db, DEMO_COMPANIES.rossi) });
    const used = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('hash', '=', tokenDigest(TEST_SECRET, link.token))
      .executeTakeFirstOrThrow();
    expect(used.used_at).toBeInstanceOf(Date);
  });

  it('refuses the same token a second time', async () => {
    const link = await resetLink('owner', OWNER_EMAIL);
    expect(
      (await browser().post('/api/auth/loginwithtoken', { username: 'owner', token: link.token })).statusCode,
    ).toBe(200);
    const again = browser();
    const response = await again.post('/api/auth/loginwithtoken', { username: 'owner', token: link.token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Il link di accesso non è valido o è scaduto.',
      reason: 'invalid_token',
    });
    expect(again.cookies.has('sportello_sid')).toBe(false);
  });

  it('voids the other sign-in links of the user once one has served', async () => {
    const first = await resetLink('tecnico', 'giulia.ferri@rossiarredamenti.example');
    const second = await resetLink('tecnico', 'giulia.ferri@rossiarredamenti.example');
    expect(
      (await browser().post('/api/auth/loginwithtoken', { username: 'tecnico', token: second.token })).statusCode,
    ).toBe(200);
    expect(
      (await browser().post('/api/auth/loginwithtoken', { username: 'tecnico', token: first.token })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired token, a made-up one, and a token of another user', async () => {
    const link = await resetLink('owner', OWNER_EMAIL);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('hash', '=', tokenDigest(TEST_SECRET, link.token))
      .execute();
    const expired = await browser().post('/api/auth/loginwithtoken', { username: 'owner', token: link.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().reason).toBe('invalid_token');
    expect(
      (await browser().post('/api/auth/loginwithtoken', { username: 'owner', token: 'x'.repeat(43) })).statusCode,
    ).toBe(401);

    const other = await resetLink('owner', OWNER_EMAIL);
    const foreign = await browser().post('/api/auth/loginwithtoken', { username: 'contabile', token: other.token });
    expect(foreign.statusCode).toBe(401);
    const unknown = await browser().post('/api/auth/loginwithtoken', { username: 'nessuno', token: other.token });
    expect(unknown.json()).toEqual(foreign.json());
    // Still good for its own user.
    expect(
      (await browser().post('/api/auth/loginwithtoken', { username: 'OWNER', token: other.token })).statusCode,
    ).toBe(200);
    const en = await browser().post(
      '/api/auth/loginwithtoken',
      { username: 'owner', token: other.token },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.json().message).toBe('The sign-in link is not valid or has expired.');
  });

  it('cuts the referer to a same-site path', async () => {
    for (const [referer, expected] of [
      ['https://evil.example/products?x=1', '/products?x=1'],
      ['//evil.example/x', '/x'],
      ['javascript:alert(1)', '/'],
      ['/auth/signup', '/'],
      [undefined, '/'],
    ] as const) {
      const link = await resetLink('owner', OWNER_EMAIL);
      const response = await browser().post('/api/auth/loginwithtoken', {
        username: 'owner',
        token: link.token,
        ...(referer ? { referer } : {}),
      });
      expect(response.json()).toEqual({ result: 'ok', referer: expected });
    }
  });

  it('rotates the session id, leaves other sessions alone, and keeps remember-me 30 days when asked', async () => {
    const elsewhere = browser();
    await elsewhere.loginTo('owner');
    const b = browser();
    await b.loginTo('owner');
    const before = b.cookies.get('sportello_sid');
    const link = await resetLink('owner', OWNER_EMAIL);
    const response = await b.post('/api/auth/loginwithtoken', {
      username: 'owner',
      token: link.token,
      rememberme: true,
    });
    expect(response.cookies.find((c) => c.name === 'sportello_sid')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(b.cookies.get('sportello_sid')).not.toBe(before);
    const stale = browser();
    stale.cookies.set('sportello_sid', before ?? '');
    expect((await stale.get('/api/dashboard/userinfo')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/dashboard/userinfo')).statusCode).toBe(200);
  });

  it('confirms the address of a user who had not confirmed it yet', async () => {
    await t.db.updateTable('users').set({ email_verified: false }).where('username', '=', 'nuovo').execute();
    const link = await resetLink('nuovo', 'francesca.verdi@verdiconsulenze.example');
    const b = browser();
    expect((await b.post('/api/auth/loginwithtoken', { username: 'nuovo', token: link.token })).json().result).toBe(
      'ok',
    );
    expect(((await b.get('/api/dashboard/userinfo')).json() as UserInfo).verificato).toBe(true);
  });

  it('validates the body', async () => {
    const b = browser();
    const response = await b.post('/api/auth/loginwithtoken', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Richiesta malformata',
      reason: 'validation',
      errors: { username: 'Campo obbligatorio', token: 'Campo obbligatorio' },
    });
    const long = await b.post('/api/auth/loginwithtoken', {
      username: 'owner',
      token: 'x'.repeat(201),
      referer: 'r'.repeat(2001),
    });
    expect(long.json().errors).toEqual({ token: 'Massimo 200 caratteri', referer: 'Massimo 2000 caratteri' });
  });

  it('with an authenticator, asks for the code and keeps the token until the right code comes', async () => {
    const secret = newTotpSecret();
    await setTotpSecret(t.db, t.app.digest, await userId('contabile'), secret);
    try {
      const link = await resetLink('contabile', 'paola.conti@rossiarredamenti.example');
      const b = browser();
      const ask = await b.post('/api/auth/loginwithtoken', {
        username: 'contabile',
        token: link.token,
        referer: '/reset_password',
      });
      expect(ask.json()).toEqual({ result: 'totp', referer: '/reset_password' });
      expect(b.cookies.has('sportello_sid')).toBe(false);
      const wrong = await b.post('/api/auth/loginwithtoken', {
        username: 'contabile',
        token: link.token,
        totp: '000000' === totpCode(secret) ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Codice di autenticazione non valido', reason: 'invalid_totp' });
      const right = await b.post('/api/auth/loginwithtoken', {
        username: 'contabile',
        token: link.token,
        totp: totpCode(secret),
        referer: '/reset_password',
      });
      expect(right.json()).toEqual({ result: 'ok', referer: '/reset_password' });
      expect((await b.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    } finally {
      await setTotpSecret(t.db, t.app.digest, await userId('contabile'), null);
    }
  });

  it(`counts refused tokens as failed sign-ins: ${LOGIN_BAN.failures} ban the address`, async () => {
    const b = browser('10.55.0.1');
    for (let i = 0; i < LOGIN_BAN.failures; i += 1) {
      expect((await b.post('/api/auth/loginwithtoken', { username: 'owner', token: `nope-${i}` })).statusCode).toBe(
        401,
      );
    }
    const link = await resetLink('owner', OWNER_EMAIL);
    const banned = await b.post('/api/auth/loginwithtoken', { username: 'owner', token: link.token });
    expect(banned.statusCode).toBe(429);
    expect(banned.json()).toMatchObject({ reason: 'ip_banned' });
    expect(
      (await browser('10.55.0.2').post('/api/auth/loginwithtoken', { username: 'owner', token: link.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('rate limit of the reset form', () => {
  it('refuses more resets per address than AUTH_MAIL_RATE_LIMIT an hour', async () => {
    const limited = await t.sibling({ authMailRateLimitPerHour: 2 });
    const b = new TestBrowser(limited, '10.89.0.1');
    const attempt = async () => b.post('/api/auth/reset', { username: 'nessuno', check: await b.checkToken() });
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(429);
    const other = new TestBrowser(limited, '10.89.0.2');
    expect(
      (await other.post('/api/auth/reset', { username: 'nessuno', check: await other.checkToken() })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in links to one address', () => {
  it('sends at most AUTH_MAIL_RECIPIENT_LIMIT an hour to one address, whatever the client addresses; the rest are held and traced', async () => {
    const limited = await t.sibling({ authMailRateLimitPerHour: 1000, authMailRecipientLimitPerHour: 2 });
    const email = 'tetto.mail@rossiarredamenti.example';
    const id = await userId('contabile');
    await t.db.updateTable('users').set({ email }).where('id', '=', id).execute();
    const since = new Date();
    for (let i = 0; i < 6; i++) {
      const b = new TestBrowser(limited, `10.91.${i}.1`);
      const answer = await b.post('/api/auth/reset', { username: 'contabile', check: await b.checkToken() });
      // The asker is told the same whatever happens.
      expect(answer.json()).toEqual(SAME_ANSWER);
    }
    const traced = async (action: string) =>
      (
        await t.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', action)
          .where('subject', '=', String(id))
          .where('at', '>=', since)
          .execute()
      ).length;
    await expect
      .poll(async () => (await traced('auth.signin_link_sent')) + (await traced('auth.signin_link_held')))
      .toBe(6);
    expect(await traced('auth.signin_link_held')).toBe(4);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
  });
});
