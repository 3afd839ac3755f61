import { MAIL_LIMITS, type Profile, type TotpEnrolment } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { lastMailTo, linkInLastMailTo, mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { totpCode } from '../../test-support/totp.ts';

// Issue 9, item 5: a new address of the profile replaces the old one only once a link sent to it is opened.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fixture = () => companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
const addressOf = (f: CompanyFixture) => `${f.username}@fixture.example`;

const FORM = {
  title: '',
  firstname: 'Marta',
  lastname: 'Colombo',
  street: '',
  postalcode: '',
  city: '',
  province: '',
  country: '',
  phone: '',
  mobile: '',
  newsletter_subscription: false,
  email_subscriptions: ['technical'],
};

const save = (f: CompanyFixture, mail: string, extra: Record<string, unknown> = {}) =>
  f.browser.call('PUT', `/rest/profile/${f.userId}`, { body: { ...FORM, mail, ...extra } });
const askFor = (f: CompanyFixture, mail: string) => save(f, mail, { current_password: DEMO_PASSWORD });
const confirm = (f: CompanyFixture, token: string, b: TestBrowser = f.browser, id = f.userId) =>
  b.post(`/rest/profile/${id}/mail`, { token });
const emailOf = async (f: CompanyFixture) =>
  await t.db
    .selectFrom('users')
    .select(['email', 'email_verified'])
    .where('id', '=', f.userId)
    .executeTakeFirstOrThrow();
const tokenSentTo = async (address: string) =>
  (await linkInLastMailTo(t.db, address)).searchParams.get('mail_token') ?? '';

const TAKEN = {
  message: 'Indirizzo email già usato da un altro utente',
  reason: 'email_taken',
  errors: { mail: 'Indirizzo email già usato da un altro utente' },
};

describe('a new address of the profile', () => {
  it('needs the current password; other fields save without it', async () => {
    const f = await fixture();
    const refused = await save(f, 'nuova@fixture.example');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      reason: 'current_password_required',
      errors: { current_password: 'Inserisci la password attuale per confermare la modifica' },
    });
    expect((await save(f, 'nuova@fixture.example', { current_password: 'non-è-questa' })).json()).toMatchObject({
      reason: 'invalid_current_password',
    });
    expect(await mailsTo(t.db, 'nuova@fixture.example')).toEqual([]);
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'firstname'])
      .where('id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: addressOf(f), firstname: '' });

    // The same address, in other letters too, is no change of address.
    expect((await save(f, addressOf(f).toUpperCase())).statusCode).toBe(200);
    expect((await emailOf(f)).email).toBe(addressOf(f).toUpperCase());
  });

  it('asks for a current code too when two-factor authentication is on', async () => {
    const f = await fixture();
    const { secret } = (await f.browser.get('/api/auth/totp')).json() as TotpEnrolment;
    await f.browser.post('/api/auth/totp', { totp: totpCode(secret), current_password: DEMO_PASSWORD }, { form: true });
    await t.db.updateTable('users').set({ totp_last_counter: null }).where('id', '=', f.userId).execute();
    expect((await askFor(f, 'nuova2fa@fixture.example')).json()).toMatchObject({ reason: 'totp_required' });
    const ok = await save(f, 'nuova2fa@fixture.example', {
      current_password: DEMO_PASSWORD,
      totp: totpCode(secret, Date.now(), -1),
    });
    expect((ok.json() as Profile).pending_mail).toBe('nuova2fa@fixture.example');
  });

  it('waits for the link sent to it, and the old address is told', async () => {
    const f = await fixture();
    const response = await askFor(f, 'Marta.Nuova@fixture.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mail: addressOf(f),
      pending_mail: 'Marta.Nuova@fixture.example',
      firstname: 'Marta',
    });
    expect(await emailOf(f)).toEqual({ email: addressOf(f), email_verified: true });

    const link = await linkInLastMailTo(t.db, 'Marta.Nuova@fixture.example');
    expect(`${link.pathname}?${[...link.searchParams.keys()].join()}`).toBe('/profile?mail_token');
    const toNew = await lastMailTo(t.db, 'Marta.Nuova@fixture.example');
    expect(toNew).toMatchObject({
      template: 'email_change_confirmation',
      subject: 'Conferma il nuovo indirizzo email — Nuvolaria Hosting (demo)',
    });
    expect(toNew.text_body).toContain('Il link vale 48 ore');
    const toOld = await lastMailTo(t.db, addressOf(f));
    expect(toOld).toMatchObject({ template: 'email_change_notice' });
    expect(toOld.text_body).toContain('è stato chiesto di sostituire questo indirizzo con Marta.Nuova@fixture.example');
    expect(toOld.text_body).not.toContain(link.searchParams.get('mail_token'));

    expect(((await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile).pending_mail).toBe(
      'Marta.Nuova@fixture.example',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject', '=', String(f.userId))
      .where('action', '=', 'profile.updated')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { pending_mail: null },
      after: { pending_mail: 'Marta.Nuova@fixture.example' },
    });
    expect(JSON.stringify(audit)).not.toContain(DEMO_PASSWORD);
  });

  it("replaces the old one when the link is opened in the user's session, once; the newsletter follows", async () => {
    const f = await fixture();
    await save(f, addressOf(f), { newsletter_subscription: true });
    await save(f, 'confermata@fixture.example', { newsletter_subscription: true, current_password: DEMO_PASSWORD });
    const token = await tokenSentTo('confermata@fixture.example');

    const response = await confirm(f, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'ok',
      message: 'Indirizzo email confermato: ora è confermata@fixture.example.',
    });
    expect(await emailOf(f)).toEqual({ email: 'confermata@fixture.example', email_verified: true });
    const profile = (await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile;
    expect(profile).toMatchObject({
      mail: 'confermata@fixture.example',
      pending_mail: null,
      newsletter_subscription: true,
    });
    const subscribed = await t.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', 'in', [addressOf(f), 'confermata@fixture.example'])
      .execute();
    expect(subscribed).toEqual([{ email: 'confermata@fixture.example' }]);

    const again = await confirm(f, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'Il link di conferma non è valido o è scaduto.', reason: 'invalid_token' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', String(f.userId))
      .where('action', '=', 'profile.email_changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: f.userId,
      before: { mail: addressOf(f) },
      after: { mail: 'confermata@fixture.example' },
    });
  });

  it("is not confirmed by another user's session, nor by a link asked for before the last one", async () => {
    const f = await fixture();
    const other = await fixture();
    await askFor(f, 'prima@fixture.example');
    const first = await tokenSentTo('prima@fixture.example');
    await askFor(f, 'seconda@fixture.example');
    const second = await tokenSentTo('seconda@fixture.example');
    expect(((await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile).pending_mail).toBe(
      'seconda@fixture.example',
    );

    expect((await confirm(other, second)).json()).toMatchObject({ reason: 'invalid_token' });
    expect((await confirm(f, second, other.browser)).statusCode).toBe(403);
    expect((await confirm(f, second, new TestBrowser(t.app))).statusCode).toBe(401);
    expect((await confirm(f, first)).json()).toMatchObject({ reason: 'invalid_token' });
    expect((await emailOf(f)).email).toBe(addressOf(f));

    expect((await confirm(f, second)).statusCode).toBe(200);
    expect((await emailOf(f)).email).toBe('seconda@fixture.example');
  });

  it('is refused when another user has it, as e-mail or username, in any case', async () => {
    const f = await fixture();
    const other = await fixture();
    const username = `${other.username}.accesso@fixture.example`;
    await t.db.updateTable('users').set({ username }).where('id', '=', other.userId).execute();
    for (const taken of [addressOf(other).toUpperCase(), username, 'mario.rossi@rossiarredamenti.example']) {
      const response = await askFor(f, taken);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(TAKEN);
    }
    expect(((await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile).pending_mail).toBeNull();
    expect(await mailsTo(t.db, addressOf(f))).toEqual([]);
  });

  it('is refused at the link when another user has taken it in the meantime', async () => {
    const f = await fixture();
    const other = await fixture();
    await askFor(f, 'contesa@fixture.example');
    const token = await tokenSentTo('contesa@fixture.example');
    await t.db.updateTable('users').set({ email: 'contesa@fixture.example' }).where('id', '=', other.userId).execute();
    const response = await confirm(f, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(TAKEN);
    expect((await emailOf(f)).email).toBe(addressOf(f));
  });

  it(`takes a mail from the user's hourly budget each time: after ${MAIL_LIMITS.perUser}, 429 and nothing sent`, async () => {
    const f = await fixture();
    for (let i = 0; i < MAIL_LIMITS.perUser; i += 1)
      expect((await askFor(f, `tentativo${i}@fixture.example`)).statusCode).toBe(200);
    const refused = await askFor(f, 'ancora@fixture.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'mail_limit_user' });
    expect(await mailsTo(t.db, 'ancora@fixture.example')).toEqual([]);
    expect(((await f.browser.get(`/rest/profile/${f.userId}`)).json() as Profile).pending_mail).toBe(
      `tentativo${MAIL_LIMITS.perUser - 1}@fixture.example`,
    );
  });
});
