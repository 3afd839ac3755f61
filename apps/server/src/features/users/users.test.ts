import { MAIL_LIMITS } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS_COMPANY, DEMO_USERS_INVITES, DEMO_USERS_MEMBERS } from '../../demo/users-seed.ts';
import { quickDemoPasswordHash } from '../../test-support/quick-password-hash.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { linkInLastMailTo, mailsTo, pathOf } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { EmailSubscription, Grant } from '@sportello/domain';

let t: TestApp;
let conti: number;
let rossi: number;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  conti = await companyId(t.db, DEMO_USERS_COMPANY);
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
});
afterAll(() => t.close());

const signedIn = async (username: string, company: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const accessOf = (user: number, company: number) =>
  t.db
    .selectFrom('company_access')
    .select(['grants', 'email_subscriptions'])
    .where('user_id', '=', user)
    .where('company_id', '=', company)
    .executeTakeFirst();
const invitesOf = (company: number) =>
  t.db
    .selectFrom('invites')
    .select(['email', 'grants', 'email_subscriptions', 'antk_hash', 'expires_at'])
    .where('company_id', '=', company)
    .orderBy('id')
    .execute();

/** A company of its own, past onboarding: users and invitations are not onboarding's calls. */
const approvedCompany = () => companyFixture(t.app, t.db, { contratto_cliente: true, approval: 'approvato' });

let serial = 0;
/** Another user of a fixture company, signed in there. */
async function member(company: CompanyFixture, grants: Grant[], email_subscriptions: EmailSubscription[] = []) {
  serial += 1;
  const username = `membro${serial}_${Date.now().toString(36)}`;
  const { id } = await t.db
    .insertInto('users')
    .values({
      username,
      email: `${username}@membri.example`,
      password_hash: await quickDemoPasswordHash(),
      email_verified: true,
      firstname: 'Membro',
      lastname: `N${serial}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('company_access')
    .values({ user_id: id, company_id: company.id, grants, email_subscriptions })
    .execute();
  return { id, username, email: `${username}@membri.example`, browser: await signedIn(username, company.id) };
}

const invite = (b: TestBrowser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  b.call('POST', '/rest/invites', { body, ...(headers ? { headers } : {}) });

describe('GET /rest/users and GET /rest/invites', () => {
  it("lists the company's users with their grants and copies, and its invitations with the expired one marked", async () => {
    const b = await signedIn('gestore', conti);
    const users = await b.get('/rest/users');
    expect(users.statusCode).toBe(200);
    expect(users.json().items).toEqual(
      expect.arrayContaining(
        DEMO_USERS_MEMBERS.map((m) =>
          expect.objectContaining({
            username: m.username,
            mail: m.email,
            firstname: m.firstname,
            lastname: m.lastname,
            grants: [...m.grants],
            email_subscriptions: [...m.email_subscriptions],
          }),
        ),
      ),
    );
    expect(users.json().items).toHaveLength(DEMO_USERS_MEMBERS.length);
    expect(users.json()).toMatchObject({ page: 1, size: 10, total: DEMO_USERS_MEMBERS.length });

    const invites = await b.get('/rest/invites');
    expect(invites.statusCode).toBe(200);
    const byEmail = new Map((invites.json().items as { email: string; expired: boolean }[]).map((i) => [i.email, i]));
    for (const i of DEMO_USERS_INVITES)
      expect(byEmail.get(i.email)).toMatchObject({
        expired: i.ttlDays < 0,
        grants: [...i.grants],
        email_subscriptions: [...i.email_subscriptions],
      });
  });

  it('names an invitee from the account already using the address', async () => {
    const b = await signedIn('multi', await companyId(t.db, DEMO_COMPANIES.bianchi));
    const invites = (await b.get('/rest/invites')).json().items as {
      email: string;
      firstname: string;
      lastname: string;
    }[];
    expect(invites.find((i) => i.email === 'giulia.ferri@rossiarredamenti.example')).toMatchObject({
      firstname: 'Giulia',
      lastname: 'Ferri',
    });
  });

  it("shows an admin only their own company's users and invitations", async () => {
    const b = await signedIn('owner', rossi);
    const users = (await b.get('/rest/users')).json().items as { username: string }[];
    expect(users.map((u) => u.username).sort()).toEqual(['contabile', 'multi', 'owner', 'tecnico']);
    const invites = (await b.get('/rest/invites')).json().items as { email: string }[];
    expect(invites.some((i) => DEMO_USERS_INVITES.some((d) => d.email === i.email))).toBe(false);
  });

  it('lets an operator list a customer through id_cliente', async () => {
    const b = await signedIn('staff', await companyId(t.db, DEMO_COMPANIES.provider));
    const users = (await b.get(`/rest/users?id_cliente=${conti}`)).json().items as { username: string }[];
    expect(users.map((u) => u.username)).toContain('gestore');
  });
});

describe('who may call', () => {
  it.each([
    ['GET', '/rest/users'],
    ['GET', '/rest/invites'],
    ['POST', '/rest/invites'],
    ['PUT', '/rest/invites/studio.fontana@commercialisti.example'],
    ['DELETE', '/rest/invites/studio.fontana@commercialisti.example'],
    ['PUT', '/rest/users/1'],
  ] as const)('%s %s: 403 code 10 for a user without admin, 401 without a session', async (method, url) => {
    const body =
      method === 'POST' || method === 'PUT'
        ? { email: 'x@y.example', grants: ['billing'], email_subscriptions: [] }
        : undefined;
    for (const username of ['conti.tecnico', 'conti.amministrazione']) {
      const b = await signedIn(username, conti);
      const response = await b.call(method, url, body ? { body } : {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 10, message: 'Utente non autorizzato' });
    }
    expect((await new TestBrowser(t.app).call(method, url, body ? { body } : {})).statusCode).toBe(401);
    expect(await invitesOf(conti)).toHaveLength(DEMO_USERS_INVITES.length);
  });

  it('DELETE /rest/users/{id}: a user without admin may not remove someone else (403 code 10)', async () => {
    const b = await signedIn('conti.tecnico', conti);
    const response = await b.call('DELETE', `/rest/users/${await userId('conti.amministrazione')}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 10 });
    expect(await accessOf(await userId('conti.amministrazione'), conti)).toBeDefined();
  });

  it('an admin of one company cannot edit, remove, resend or cancel in another (404, nothing changes)', async () => {
    const b = await signedIn('owner', rossi);
    const gestore = await userId('gestore');
    const tecnico = await userId('conti.tecnico');
    const invited = DEMO_USERS_INVITES[0].email;
    const before = await invitesOf(conti);
    const choice = { grants: ['admin'], email_subscriptions: [] };
    const answers = [
      await b.call('PUT', `/rest/users/${tecnico}`, { body: choice }),
      await b.call('DELETE', `/rest/users/${tecnico}`),
      await b.call('DELETE', `/rest/users/${gestore}`),
      await b.call('PUT', `/rest/invites/${encodeURIComponent(invited)}`, { body: choice }),
      await b.call('DELETE', `/rest/invites/${encodeURIComponent(invited)}`),
      await invite(b, { action: 'resend', email: invited }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[0]?.json()).toMatchObject({ message: 'Utente non trovato', reason: 'user_not_found' });
    expect(answers[3]?.json()).toMatchObject({ message: 'Invito non trovato', reason: 'invite_not_found' });
    expect(await accessOf(tecnico, conti)).toEqual({ grants: ['developer'], email_subscriptions: ['technical'] });
    expect(await invitesOf(conti)).toEqual(before);
    expect(await mailsTo(t.db, invited)).toHaveLength(0);
  });

  it('inviting is for the company the session acts for: an invitation always lands in it', async () => {
    const a = await approvedCompany();
    const response = await invite(a.browser, {
      email: 'solo.mia@x.example',
      grants: ['billing'],
      email_subscriptions: [],
      company_id: conti,
      id_azienda: conti,
    });
    expect(response.statusCode).toBe(200);
    expect((await invitesOf(a.id)).map((i) => i.email)).toEqual(['solo.mia@x.example']);
    expect((await invitesOf(conti)).some((i) => i.email === 'solo.mia@x.example')).toBe(false);
  });
});

describe('POST /rest/invites', () => {
  it('records the invitation and mails the invited address a link to accept it', async () => {
    const a = await approvedCompany();
    const response = await invite(a.browser, {
      email: 'Nuova.Collega@Esempio.example',
      grants: ['billing', 'sales'],
      email_subscriptions: ['billing'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok' });
    const [row] = await invitesOf(a.id);
    expect(row).toMatchObject({
      email: 'Nuova.Collega@Esempio.example',
      grants: ['billing', 'sales'],
      email_subscriptions: ['billing'],
    });
    const mails = await mailsTo(t.db, 'Nuova.Collega@Esempio.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'invitation', language: 'it' });
    expect(mails[0]?.subject).toContain('Fixture');
    expect(pathOf(await linkInLastMailTo(t.db, 'Nuova.Collega@Esempio.example'))).toMatch(
      /^\/auth\/accept-invite\/[\w-]{20,}$/,
    );
  });

  it('the invitee accepts through the mailed link and becomes a user with those grants', async () => {
    const a = await approvedCompany();
    const invitee = await approvedCompany();
    const email = `${invitee.username}@fixture.example`;
    await invite(a.browser, { email, grants: ['developer'], email_subscriptions: ['technical'] });
    const antk =
      pathOf(await linkInLastMailTo(t.db, email))
        .split('/')
        .pop() ?? '';
    expect((await invitee.browser.post('/api/auth/companylogin', { id_azienda: a.id, antk })).statusCode).toBe(200);
    const users = (await a.browser.get('/rest/users')).json().items as { username: string; grants: string[] }[];
    expect(users.find((u) => u.username === invitee.username)).toMatchObject({ grants: ['developer'] });
    expect(await invitesOf(a.id)).toHaveLength(0);
  });

  it('writes in the language of the account using the address', async () => {
    const a = await approvedCompany();
    const b = await member(a, []);
    await t.db.updateTable('users').set({ lingua: 'de' }).where('id', '=', b.id).execute();
    await t.db.deleteFrom('company_access').where('user_id', '=', b.id).execute();
    await invite(a.browser, { email: b.email, grants: [], email_subscriptions: ['marketing'] });
    expect((await mailsTo(t.db, b.email))[0]).toMatchObject({ language: 'de' });
  });

  it('keeps only admin when admin comes with other grants (admin implies them)', async () => {
    const a = await approvedCompany();
    await invite(a.browser, {
      email: 'capo@x.example',
      grants: ['billing', 'admin', 'developer'],
      email_subscriptions: ['technical', 'technical'],
    });
    expect((await invitesOf(a.id))[0]).toMatchObject({ grants: ['admin'], email_subscriptions: ['technical'] });
  });

  it.each([
    [{ grants: [], email_subscriptions: [] }, 'grants', 'Attiva almeno una tipologia di permessi o di notifiche'],
    [{ email: '', grants: ['billing'], email_subscriptions: [] }, 'email', 'Campo obbligatorio'],
    [
      { email: 'non-un-indirizzo', grants: ['billing'], email_subscriptions: [] },
      'email',
      'Indirizzo email non valido',
    ],
    [
      { email: `${'a'.repeat(95)}@x.example`, grants: ['billing'], email_subscriptions: [] },
      'email',
      'Massimo 100 caratteri',
    ],
    [{ email: 'p@x.example', grants: ['owner'], email_subscriptions: [] }, 'grants.0', 'Valore non valido'],
    [{ email: 'p@x.example', grants: [], email_subscriptions: ['spam'] }, 'email_subscriptions.0', 'Valore non valido'],
  ])('refuses %j with 400 and the field message, inviting nobody', async (body, field, message) => {
    const a = await approvedCompany();
    const response = await invite(a.browser, { email: 'valido@x.example', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ [field]: message });
    expect(await invitesOf(a.id)).toHaveLength(0);
  });

  it('answers in the request language', async () => {
    const a = await approvedCompany();
    const response = await invite(
      a.browser,
      { email: 'p@x.example', grants: [], email_subscriptions: [] },
      { 'accept-language': 'en' },
    );
    expect(response.json().errors).toEqual({ grants: 'Turn on at least one kind of permission or notification' });
  });

  it('refuses an address already invited (any case) or already a user of the company with 409', async () => {
    const a = await approvedCompany();
    const b = await member(a, ['billing']);
    await invite(a.browser, { email: 'doppio@x.example', grants: ['billing'], email_subscriptions: [] });
    const twice = await invite(a.browser, { email: 'DOPPIO@x.example', grants: ['sales'], email_subscriptions: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      reason: 'already_invited',
      errors: { email: "Questo indirizzo è già stato invitato: puoi reinviare l'invito dall'elenco" },
    });
    const memberAgain = await invite(a.browser, {
      email: b.email.toUpperCase(),
      grants: ['sales'],
      email_subscriptions: [],
    });
    expect(memberAgain.statusCode).toBe(409);
    expect(memberAgain.json()).toMatchObject({
      reason: 'already_member',
      message: "L'indirizzo appartiene già a un utente dell'azienda",
    });
    expect(await invitesOf(a.id)).toHaveLength(1);
  });

  it('the same address may be invited by two companies', async () => {
    const [a, b] = [await approvedCompany(), await approvedCompany()];
    expect(
      (await invite(a.browser, { email: 'condiviso@x.example', grants: ['sales'], email_subscriptions: [] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await invite(b.browser, { email: 'condiviso@x.example', grants: ['sales'], email_subscriptions: [] }))
        .statusCode,
    ).toBe(200);
  });

  it('needs the X-Requested-With header (CSRF)', async () => {
    const a = await approvedCompany();
    const response = await a.browser.call('POST', '/rest/invites', {
      body: { email: 'c@x.example', grants: ['sales'], email_subscriptions: [] },
      xhr: false,
    });
    expect(response.statusCode).toBe(403);
    expect(await invitesOf(a.id)).toHaveLength(0);
  });
});

describe('POST /rest/invites with action=resend', () => {
  it('mails a new key: the old link stops working, the new one works, an expired invitation lives again', async () => {
    const a = await approvedCompany();
    await t.db
      .insertInto('invites')
      .values({
        company_id: a.id,
        email: 'scaduto@x.example',
        antk_hash: 'vecchio',
        grants: ['sales'],
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    await invite(a.browser, { email: 'rinvio@x.example', grants: ['sales'], email_subscriptions: [] });
    const first =
      pathOf(await linkInLastMailTo(t.db, 'rinvio@x.example'))
        .split('/')
        .pop() ?? '';

    const resent = await invite(a.browser, { action: 'resend', email: 'RINVIO@x.example' });
    expect(resent.statusCode).toBe(200);
    const second =
      pathOf(await linkInLastMailTo(t.db, 'rinvio@x.example'))
        .split('/')
        .pop() ?? '';
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/rest/invites/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rest/invites/${second}` })).statusCode).toBe(200);

    expect((await invite(a.browser, { action: 'resend', email: 'scaduto@x.example' })).statusCode).toBe(200);
    const list = (await a.browser.get('/rest/invites')).json().items as { email: string; expired: boolean }[];
    expect(list.find((i) => i.email === 'scaduto@x.example')?.expired).toBe(false);
  });

  it('answers 404 for an address with no invitation, 400 without an address', async () => {
    const a = await approvedCompany();
    expect((await invite(a.browser, { action: 'resend', email: 'mai@x.example' })).json()).toMatchObject({
      reason: 'invite_not_found',
    });
    const missing = await invite(a.browser, { action: 'resend' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Campo obbligatorio' });
  });
});

describe('how many invitations a user and a company may send', () => {
  const USER_LIMIT = {
    message: `Hai raggiunto il limite di ${MAIL_LIMITS.perUser} e-mail in ${MAIL_LIMITS.windowMinutes} minuti tra inviti e richieste: riprova più tardi.`,
    reason: 'mail_limit_user',
  };

  it('counts invitations and resends per user an hour; past the limit 429, nothing recorded, no mail', async () => {
    const a = await approvedCompany();
    const address = (n: number) => `limite${n}.${a.id}@x.example`;
    for (let n = 1; n < MAIL_LIMITS.perUser; n += 1) {
      expect(
        (await invite(a.browser, { email: address(n), grants: ['sales'], email_subscriptions: [] })).statusCode,
      ).toBe(200);
    }
    expect((await invite(a.browser, { action: 'resend', email: address(1) })).statusCode).toBe(200);

    const refused = await invite(a.browser, { email: address(99), grants: ['sales'], email_subscriptions: [] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(USER_LIMIT);
    const resend = await invite(a.browser, { action: 'resend', email: address(2) }, { 'accept-language': 'en' });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual({
      message: `You have reached the limit of ${MAIL_LIMITS.perUser} e-mails in ${MAIL_LIMITS.windowMinutes} minutes for invitations and requests: please try again later.`,
      reason: 'mail_limit_user',
    });
    expect((await invitesOf(a.id)).map((i) => i.email)).not.toContain(address(99));
    expect(await mailsTo(t.db, address(99))).toHaveLength(0);
    expect(await mailsTo(t.db, address(2))).toHaveLength(1);

    // A colleague has a budget of their own.
    const colleague = await member(a, ['admin']);
    expect(
      (await invite(colleague.browser, { email: address(100), grants: ['sales'], email_subscriptions: [] })).statusCode,
    ).toBe(200);
  });

  it('counts them per company an hour, whoever of its users sends them', async () => {
    const a = await approvedCompany();
    const admins = [
      a,
      ...(await Promise.all(
        Array.from({ length: MAIL_LIMITS.perCompany / MAIL_LIMITS.perUser }, () => member(a, ['admin'])),
      )),
    ];
    let sent = 0;
    for (const sender of admins) {
      for (let n = 0; n < MAIL_LIMITS.perUser && sent < MAIL_LIMITS.perCompany; n += 1, sent += 1) {
        expect(
          (
            await invite(sender.browser, {
              email: `azienda${sent}.${a.id}@x.example`,
              grants: ['sales'],
              email_subscriptions: [],
            })
          ).statusCode,
        ).toBe(200);
      }
    }
    const last = admins.at(-1);
    const refused = await invite(last?.browser ?? a.browser, {
      email: `oltre.${a.id}@x.example`,
      grants: ['sales'],
      email_subscriptions: [],
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `La tua azienda ha raggiunto il limite di ${MAIL_LIMITS.perCompany} e-mail in ${MAIL_LIMITS.windowMinutes} minuti tra inviti e richieste: riprova più tardi.`,
      reason: 'mail_limit_company',
    });
    expect(await invitesOf(a.id)).toHaveLength(MAIL_LIMITS.perCompany);
  });

  it('takes no more than the budget from parallel invitations', async () => {
    const a = await approvedCompany();
    const answers = await Promise.all(
      Array.from({ length: MAIL_LIMITS.perUser + 4 }, (_, n) =>
        invite(a.browser, { email: `parallelo${n}.${a.id}@x.example`, grants: ['sales'], email_subscriptions: [] }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAIL_LIMITS.perUser);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await invitesOf(a.id)).toHaveLength(MAIL_LIMITS.perUser);
  });
});

describe('PUT and DELETE /rest/invites/{email}', () => {
  it("changes a pending invitation's grants and copies, with the same rules as the form", async () => {
    const a = await approvedCompany();
    await invite(a.browser, { email: 'modifica@x.example', grants: ['sales'], email_subscriptions: [] });
    const url = '/rest/invites/Modifica%40x.example';
    expect(
      (await a.browser.call('PUT', url, { body: { grants: ['admin', 'sales'], email_subscriptions: ['marketing'] } }))
        .statusCode,
    ).toBe(200);
    expect((await invitesOf(a.id))[0]).toMatchObject({ grants: ['admin'], email_subscriptions: ['marketing'] });
    const none = await a.browser.call('PUT', url, { body: { grants: [], email_subscriptions: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ grants: 'Attiva almeno una tipologia di permessi o di notifiche' });
    const owner = await a.browser.call('PUT', url, { body: { grants: ['owner'], email_subscriptions: [] } });
    expect(owner.statusCode).toBe(400);
    expect((await invitesOf(a.id))[0]).toMatchObject({ grants: ['admin'], email_subscriptions: ['marketing'] });
  });

  it('cancels an invitation: its link stops working; a second time it is not found', async () => {
    const a = await approvedCompany();
    await invite(a.browser, { email: 'annulla@x.example', grants: ['sales'], email_subscriptions: [] });
    const antk =
      pathOf(await linkInLastMailTo(t.db, 'annulla@x.example'))
        .split('/')
        .pop() ?? '';
    expect((await a.browser.call('DELETE', '/rest/invites/annulla%40x.example')).json()).toEqual({ result: 'ok' });
    expect(await invitesOf(a.id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/rest/invites/${antk}` })).statusCode).toBe(404);
    expect((await a.browser.call('DELETE', '/rest/invites/annulla%40x.example')).statusCode).toBe(404);
  });
});

describe('PUT /rest/users/{id}', () => {
  it("changes a user's grants and copies; admin clears the others", async () => {
    const a = await approvedCompany();
    const b = await member(a, ['developer'], ['technical']);
    const response = await a.browser.call('PUT', `/rest/users/${b.id}`, {
      body: { grants: ['billing', 'sales'], email_subscriptions: ['billing'] },
    });
    expect(response.statusCode).toBe(200);
    expect(await accessOf(b.id, a.id)).toEqual({ grants: ['billing', 'sales'], email_subscriptions: ['billing'] });
    await a.browser.call('PUT', `/rest/users/${b.id}`, {
      body: { grants: ['sales', 'admin'], email_subscriptions: [] },
    });
    expect(await accessOf(b.id, a.id)).toEqual({ grants: ['admin'], email_subscriptions: [] });
    // The new grants hold from the next call on.
    expect((await b.browser.get('/rest/users')).statusCode).toBe(200);
  });

  it("keeps an owner's grants (owners cannot be given grants) but changes their copies", async () => {
    const a = await approvedCompany();
    const admin = await member(a, ['admin']);
    const response = await admin.browser.call('PUT', `/rest/users/${a.userId}`, {
      body: { grants: ['sales'], email_subscriptions: ['marketing'] },
    });
    expect(response.statusCode).toBe(200);
    expect(await accessOf(a.userId, a.id)).toEqual({ grants: ['owner'], email_subscriptions: ['marketing'] });
  });

  it('refuses no grant and no copy, and an unknown user', async () => {
    const a = await approvedCompany();
    const b = await member(a, ['sales']);
    const none = await a.browser.call('PUT', `/rest/users/${b.id}`, { body: { grants: [], email_subscriptions: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ grants: 'Attiva almeno una tipologia di permessi o di notifiche' });
    expect(
      (await a.browser.call('PUT', '/rest/users/999999', { body: { grants: ['sales'], email_subscriptions: [] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await a.browser.call('PUT', '/rest/users/abc', { body: { grants: ['sales'], email_subscriptions: [] } }))
        .statusCode,
    ).toBe(400);
    expect(await accessOf(b.id, a.id)).toEqual({ grants: ['sales'], email_subscriptions: [] });
  });
});

describe('DELETE /rest/users/{id}', () => {
  it('an admin removes a user: the account stays, its access to the company goes at once', async () => {
    const a = await approvedCompany();
    const b = await member(a, ['admin']);
    expect((await a.browser.call('DELETE', `/rest/users/${b.id}`)).json()).toEqual({ result: 'ok' });
    expect(await accessOf(b.id, a.id)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('id', '=', b.id).executeTakeFirst()).toBeDefined();
    const after = await b.browser.get('/rest/users');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ reason: 'company_not_selected' });
    expect((await a.browser.call('DELETE', `/rest/users/${b.id}`)).statusCode).toBe(404);
  });

  it('owners cannot be removed, not even by themselves', async () => {
    const a = await approvedCompany();
    const admin = await member(a, ['admin']);
    for (const b of [admin.browser, a.browser]) {
      const response = await b.call('DELETE', `/rest/users/${a.userId}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        reason: 'owner',
        message: "Il proprietario dell'azienda non può essere rimosso",
      });
    }
    expect(await accessOf(a.userId, a.id)).toBeDefined();
  });

  it('any user may leave the company (their own id), even without admin', async () => {
    const a = await approvedCompany();
    const b = await member(a, ['developer']);
    expect((await b.browser.call('DELETE', `/rest/users/${b.id}`)).statusCode).toBe(200);
    expect(await accessOf(b.id, a.id)).toBeUndefined();
  });
});

describe('the list contract on GET /rest/users and GET /rest/invites', () => {
  it('answers every page by number with the rows of the whole list, the first time and again, both ways', async () => {
    const b = await signedIn('gestore', conti);
    for (const sort of ['username', '-username']) {
      const all = (await b.get(`/rest/users?size=100&sort=${sort}`)).json() as { items: { username: string }[] };
      const names = all.items.map((u) => u.username);
      for (const size of [1, 2]) {
        for (let round = 0; round < 2; round++) {
          for (let page = Math.ceil(names.length / size) + 1; page >= 1; page--) {
            const got = (await b.get(`/rest/users?size=${size}&page=${page}&sort=${sort}`)).json() as {
              items: { username: string }[];
              total: number;
            };
            expect({ sort, size, page, names: got.items.map((u) => u.username), total: got.total }).toEqual({
              sort,
              size,
              page,
              names: names.slice((page - 1) * size, page * size),
              total: names.length,
            });
          }
        }
      }
    }
  });

  it('pages, sorts and filters on the server, and refuses an unknown sort key or an oversized page', async () => {
    const b = await signedIn('gestore', conti);
    const all = (await b.get('/rest/users?size=100&sort=username')).json() as {
      items: { username: string }[];
      total: number;
    };
    const names = all.items.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    const first = (await b.get('/rest/users?size=1&page=1&sort=-username')).json() as {
      items: { username: string }[];
      total: number;
    };
    const second = (await b.get('/rest/users?size=1&page=2&sort=-username')).json() as {
      items: { username: string }[];
      total: number;
    };
    expect(first.total).toBe(all.total);
    expect([first.items[0]?.username, second.items[0]?.username]).toEqual([names.at(-1), names.at(-2)]);
    const next = (first as { next?: string }).next;
    const onward = (await b.get(`/rest/users?size=1&sort=-username&after=${next}`)).json() as {
      items: { username: string }[];
    };
    expect(onward.items[0]?.username).toBe(names.at(-2));
    expect((await b.get(`/rest/users?size=1&sort=username&after=${next}`)).statusCode).toBe(400);
    const past = (await b.get('/rest/users?size=10&page=50')).json() as { items: unknown[]; total: number };
    expect(past).toMatchObject({ items: [], total: all.total, page: 50 });

    const filtered = (await b.get('/rest/users?q=conti.tec')).json() as { items: { username: string }[] };
    expect(filtered.items.map((u) => u.username)).toEqual(['conti.tecnico']);
    const invites = (await b.get('/rest/invites?q=%25')).json() as { items: unknown[] };
    expect(invites.items).toEqual([]);

    expect((await b.get('/rest/users?sort=password_hash')).statusCode).toBe(400);
    expect((await b.get('/rest/users?size=101')).statusCode).toBe(400);
  });

  it('writes one audit row per change, with the actor and the company', async () => {
    const a = await approvedCompany();
    const b = await member(a, ['billing']);
    expect(
      (await a.browser.call('PUT', `/rest/users/${b.id}`, { body: { grants: ['developer'], email_subscriptions: [] } }))
        .statusCode,
    ).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('company_id', '=', a.id)
      .where('action', '=', 'users.access_changed')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: a.userId,
      subject: String(b.id),
      before: { grants: ['billing'] },
      after: { grants: ['developer'] },
    });
  });
});
