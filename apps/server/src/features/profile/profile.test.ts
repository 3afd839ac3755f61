import { type Grant, type Profile, ProfileSchema } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_AUTHORIZED = { message: 'Utente non autorizzato', code: 10 };
const fixture = (grants?: Grant[]) =>
  companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true }, grants);

const FORM = {
  title: 'Ing.',
  firstname: 'Marta',
  lastname: 'Colombo',
  street: 'Via Roma 1',
  postalcode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'it',
  phone: '+39 02 1234567',
  mobile: '+39 333 1234567',
  mail: 'marta.colombo@example.com',
  newsletter_subscription: true,
  email_subscriptions: ['technical'],
};
/** The profile form with the fixture's own address: a new one waits for its link (profile-mail.test.ts). */
const formOf = (f: { username: string }) => ({ ...FORM, mail: `${f.username}@fixture.example` });

const isSubscriber = async (email: string) =>
  (await t.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', email).executeTakeFirst()) !==
  undefined;

describe('GET /rest/profile/{id}', () => {
  it("answers the signed-in user's personal data, notifications of the current company, newsletter and 2FA state", async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('owner');
    const me = (await b.get('/api/dashboard/userinfo')).json() as { id: number };
    const response = await b.get(`/rest/profile/${me.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json() as Profile;
    expect(Object.keys(profile).sort()).toEqual(Object.keys(ProfileSchema.shape).sort());
    expect(profile).toMatchObject({
      id: me.id,
      username: 'owner',
      firstname: 'Mario',
      lastname: 'Rossi',
      city: 'Milano',
      mail: 'mario.rossi@rossiarredamenti.example',
      newsletter_subscription: true,
      email_subscriptions: ['technical', 'billing', 'marketing'],
      grants: ['owner'],
      twofa: false,
      pending_mail: null,
      password_reset: false,
    });
  });

  it("refuses another user's profile with 403 code 10", async () => {
    const a = await fixture();
    const other = await fixture();
    const response = await a.browser.get(`/rest/profile/${other.userId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(NOT_AUTHORIZED);
    expect((await a.browser.call('PUT', `/rest/profile/${other.userId}`, { body: FORM })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect((await new TestBrowser(t.app).get('/rest/profile/1')).statusCode).toBe(401);
  });
});

describe('PUT /rest/profile/{id}', () => {
  it('saves the personal data and the newsletter choice, answering the saved profile', async () => {
    const f = await fixture();
    const form = formOf(f);
    const response = await f.browser.call('PUT', `/rest/profile/${f.userId}`, { body: form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...form, country: 'IT', email_subscriptions: ['technical'] });
    expect(await isSubscriber(form.mail)).toBe(true);

    const off = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...form, newsletter_subscription: false, title: '' },
    });
    expect(off.json()).toMatchObject({ newsletter_subscription: false, title: '' });
    expect(await isSubscriber(form.mail)).toBe(false);
  });

  it('checks the limits of spec 2 §5 with the same schema as the form', async () => {
    const f = await fixture();
    const response = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...FORM, mail: '', firstname: 'x'.repeat(251), phone: '1'.repeat(21) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { mail: 'Campo obbligatorio', firstname: 'Massimo 250 caratteri', phone: 'Massimo 20 caratteri' },
    });
    const bad = await f.browser.call('PUT', `/rest/profile/${f.userId}`, { body: { ...FORM, mail: 'not-an-address' } });
    expect(bad.json()).toMatchObject({ errors: { mail: 'Indirizzo email non valido' } });
    const user = await t.db
      .selectFrom('users')
      .select('firstname')
      .where('id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(user.firstname).toBe('');
  });

  it('lets a non-owner remove a subscription but not add one', async () => {
    const f = await fixture(['billing']);
    await t.db
      .updateTable('company_access')
      .set({ email_subscriptions: ['billing', 'technical'] })
      .where('user_id', '=', f.userId)
      .execute();
    const added = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...formOf(f), email_subscriptions: ['billing', 'technical', 'marketing'] },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({
      message: 'Solo il titolare può aggiungere iscrizioni alle notifiche email',
      errors: { email_subscriptions: 'Solo il titolare può aggiungere iscrizioni alle notifiche email' },
    });
    const removed = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...formOf(f), email_subscriptions: ['billing'] },
    });
    expect(removed.statusCode).toBe(200);
    const access = await t.db
      .selectFrom('company_access')
      .select('email_subscriptions')
      .where('user_id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(access.email_subscriptions).toEqual(['billing']);
  });

  it('lets the owner add subscriptions, in the current company only', async () => {
    const f = await fixture(['owner']);
    const response = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...formOf(f), email_subscriptions: ['marketing', 'technical'] },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Profile).email_subscriptions).toEqual(['technical', 'marketing']);
  });
});

describe('PUT /rest/login/{id} (change password)', () => {
  it('needs both fields, at least 8 characters, the same', async () => {
    const f = await fixture();
    const short = await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'corta', password_confirm: 'corta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: 'Minimo 8 caratteri' } });
    const mismatch = await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'nuova-password', password_confirm: 'altra-password' },
    });
    expect(mismatch.json()).toMatchObject({ errors: { password_confirm: 'Le password non coincidono' } });
    const empty = await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'nuova-password', password_confirm: '' },
    });
    expect(empty.json()).toMatchObject({ errors: { password_confirm: 'Campo obbligatorio' } });
  });

  it("changes the password, answers 'Password modificata correttamente.' and ends the user's other sessions", async () => {
    const f = await fixture();
    const other = new TestBrowser(t.app);
    await other.loginTo(f.username, f.id);
    const response = await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'nuova-password', password_confirm: 'nuova-password', current_password: 'demo12345' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok', message: 'Password modificata correttamente.' });
    expect((await f.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await other.get('/api/dashboard/userinfo')).statusCode).toBe(401);

    const again = new TestBrowser(t.app);
    expect((await again.login(f.username)).statusCode).toBe(401);
    const check = await again.checkToken();
    const signIn = await again.post('/api/auth/login', { username: f.username, password: 'nuova-password', check });
    expect(signIn.json()).toEqual({ result: 'ok' });
  });

  it("refuses another user's password with 403 code 10 and leaves it", async () => {
    const a = await fixture();
    const other = await fixture();
    const response = await a.browser.call('PUT', `/rest/login/${other.userId}`, {
      body: { password: 'presa-in-giro', password_confirm: 'presa-in-giro', current_password: 'demo12345' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(NOT_AUTHORIZED);
    expect((await new TestBrowser(t.app).login(other.username)).statusCode).toBe(200);
  });
});

describe('audit rows of the profile and the password', () => {
  const rowsOf = (userId: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', String(userId))
      .where('action', '=', action)
      .execute();

  it('records a profile save with who, the company, and only the fields that changed', async () => {
    const f = await fixture(['owner']);
    await f.browser.call('PUT', `/rest/profile/${f.userId}`, { body: formOf(f) });
    await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...formOf(f), city: 'Torino', email_subscriptions: ['technical', 'billing'] },
    });
    const rows = await rowsOf(f.userId, 'profile.updated');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actor_user_id: f.userId,
      company_id: f.id,
      before: { city: 'Milano', email_subscriptions: ['technical'] },
      after: { city: 'Torino', email_subscriptions: ['technical', 'billing'] },
    });
    expect(Object.keys(rows[1]?.after as object).sort()).toEqual(['city', 'email_subscriptions']);
    expect(rows[0]?.after).toMatchObject({ firstname: 'Marta', newsletter_subscription: true });
  });

  it('records nothing when the save is refused', async () => {
    const f = await fixture(['billing']);
    const response = await f.browser.call('PUT', `/rest/profile/${f.userId}`, {
      body: { ...formOf(f), email_subscriptions: ['marketing'] },
    });
    expect(response.statusCode).toBe(422);
    expect(await rowsOf(f.userId, 'profile.updated')).toEqual([]);
  });

  it('records a change of password without the password or its hash, and how many sessions it ended', async () => {
    const f = await fixture();
    await new TestBrowser(t.app).loginTo(f.username, f.id);
    await f.browser.call('PUT', `/rest/login/${f.userId}`, {
      body: { password: 'segreta-nuova', password_confirm: 'segreta-nuova', current_password: 'demo12345' },
    });
    const rows = await rowsOf(f.userId, 'profile.password_changed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: f.userId,
      company_id: null,
      before: null,
      after: { other_sessions_ended: 1, confirmed_by: 'current_password' },
    });
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(rows[0])).not.toContain('segreta-nuova');
    expect(JSON.stringify(rows[0])).not.toContain(password_hash);
  });
});
