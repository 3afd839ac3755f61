import { MAIL_LIMITS, type UserInfo } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AFFILIATION_TOKEN } from '../../demo/seed.ts';
import { tokenDigest } from '../../platform/sessions/tokens.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { lastMailTo, linkInLastMailTo, mailsTo, pathOf } from '../../test-support/mailbox.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';
import { createInvite } from '../../modules/users/index.ts';

let t: TestApp;
let alpi: number;
let rossi: number;
beforeAll(async () => {
  t = await buildTestApp({ authMailRateLimitPerHour: 1000 });
  alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
let serial = 0;
const newEmail = (prefix = 'nuova') => `${prefix}.${++serial}@cliente.example`;

async function signup(b: TestBrowser, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const check = await b.checkToken();
  return b.post(
    '/api/auth/signup',
    { ragione_sociale: 'Nuova Impresa S.r.l.', password: 'password123', ack_privacy: true, check, ...fields },
    { headers },
  );
}

const userRow = (email: string) =>
  t.db.selectFrom('users').selectAll().where('username', '=', email.toLowerCase()).executeTakeFirstOrThrow();

async function companyOf(userId: number) {
  const access = await t.db.selectFrom('company_access').selectAll().where('user_id', '=', userId).execute();
  expect(access).toHaveLength(1);
  const company = await t.db
    .selectFrom('aziende')
    .selectAll()
    .where('id', '=', access[0]!.company_id)
    .executeTakeFirstOrThrow();
  return { access: access[0]!, company };
}

describe('POST /api/auth/signup: validation', () => {
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['ragione_sociale', { ragione_sociale: undefined }, 'ragione_sociale', 'Campo obbligatorio'],
    ['ragione_sociale', { ragione_sociale: '   ' }, 'ragione_sociale', 'Campo obbligatorio'],
    ['ragione_sociale', { ragione_sociale: long(251) }, 'ragione_sociale', 'Massimo 250 caratteri'],
    ['email', { email: undefined }, 'email', 'Campo obbligatorio'],
    ['email', { email: '' }, 'email', 'Campo obbligatorio'],
    ['email', { email: 'non-una-email' }, 'email', 'Indirizzo email non valido'],
    ['email', { email: `${long(95)}@x.example` }, 'email', 'Massimo 100 caratteri'],
    ['password', { password: undefined }, 'password', 'Campo obbligatorio'],
    ['password', { password: '1234567' }, 'password', 'Minimo 8 caratteri'],
    ['password', { password: long(201) }, 'password', 'Massimo 200 caratteri'],
    ['ack_privacy', { ack_privacy: undefined }, 'ack_privacy', "È necessario accettare l'informativa sulla privacy"],
    ['ack_privacy', { ack_privacy: false }, 'ack_privacy', "È necessario accettare l'informativa sulla privacy"],
    ['ack_privacy', { ack_privacy: 'off' }, 'ack_privacy', "È necessario accettare l'informativa sulla privacy"],
    ['ack_privacy', { ack_privacy: 'forse' }, 'ack_privacy', "È necessario accettare l'informativa sulla privacy"],
    ['ack_marketing', { ack_marketing: 'forse' }, 'ack_marketing', 'Valore non valido'],
    ['check', { check: undefined }, 'check', 'Campo obbligatorio'],
    ['aftk', { aftk: long(201) }, 'aftk', 'Massimo 200 caratteri'],
    ['afid', { afid: '1'.repeat(21) }, 'afid', 'Massimo 20 caratteri'],
    ['antk', { antk: long(201) }, 'antk', 'Massimo 200 caratteri'],
    ['prospect_source', { prospect_source: long(101) }, 'prospect_source', 'Massimo 100 caratteri'],
  ];

  it.each(cases)('%s: %j → %s %s', async (_name, fields, field, message) => {
    const b = browser();
    const body: Record<string, unknown> = {
      ragione_sociale: 'Nuova Impresa S.r.l.',
      email: newEmail(),
      password: 'password123',
      ack_privacy: true,
      check: await b.checkToken(),
      ...fields,
    };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const response = await b.post('/api/auth/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Richiesta malformata', reason: 'validation' });
    expect(response.json().errors[field]).toBe(message);
  });

  it('answers in the request language', async () => {
    const response = await signup(
      browser(),
      { email: 'x', password: 'short', ack_privacy: false },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({
      message: 'Malformed request',
      reason: 'validation',
      errors: {
        email: 'Invalid e-mail address',
        password: 'At least 8 characters',
        ack_privacy: 'You must accept the privacy policy',
      },
    });
    const de = await signup(browser(), { ack_privacy: false, email: newEmail() }, { 'accept-language': 'de-CH' });
    expect(de.json().errors).toEqual({ ack_privacy: 'Sie müssen die Datenschutzerklärung akzeptieren' });
    const fr = await signup(browser(), { ack_privacy: false, email: newEmail() }, { 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ ack_privacy: 'Vous devez accepter la politique de confidentialité' });
  });

  it('refuses a missing, reused or made-up check token', async () => {
    const b = browser();
    const made = await b.post('/api/auth/signup', {
      ragione_sociale: 'X',
      email: newEmail(),
      password: 'password123',
      ack_privacy: true,
      check: 'made-up',
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({
      message: 'Il modulo è scaduto: ricarica la pagina e riprova.',
      reason: 'invalid_check',
    });
    const check = await b.checkToken();
    expect((await signup(b, { email: newEmail(), check })).statusCode).toBe(200);
    expect((await signup(b, { email: newEmail(), check })).statusCode).toBe(400);
  });
});

describe('sign-up → confirmation e-mail → sign-in', () => {
  it('creates the user and its company, e-mails the confirmation, and signs in only once confirmed', async () => {
    const email = 'Giada.Neri@Studio-Neri.example';
    const b = browser();
    const response = await signup(b, { ragione_sociale: 'Studio Neri', email, password: 'segreta-123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'ok',
      message:
        "Ti abbiamo inviato un'email: apri il link che contiene per confermare l'indirizzo e attivare l'account.",
    });
    expect(b.cookies.has('sportello_sid')).toBe(false);

    const user = await userRow(email);
    expect(user).toMatchObject({
      username: 'giada.neri@studio-neri.example',
      email,
      email_verified: false,
      lingua: 'it',
      staff_role: null,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const { access, company } = await companyOf(user.id);
    expect(access).toMatchObject({ grants: ['owner'], email_subscriptions: ['technical', 'billing'] });
    const bbw = await t.db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      ragione_sociale: 'Studio Neri',
      tipologia: 'Company',
      stato: 'IT',
      currency: 'EUR',
      currency_locked: false,
      lingua: 'it',
      approval: null,
      contratto_cliente: false,
      ack_privacy: true,
      ack_marketing: false,
      ack_terms: false,
      fatturante_id: bbw.id,
      parent_id: null,
      prospect_source: null,
      is_reseller: false,
      is_demo: false,
    });

    const mail = await lastMailTo(t.db, email);
    expect(mail).toMatchObject({ template: 'address_confirmation', language: 'it', sent_at: null, attempts: 0 });
    expect(mail.subject).toBe('Conferma il tuo indirizzo email — Nuvolaria Hosting (demo)');
    expect(mail.text_body).toContain('Il tuo nome utente è giada.neri@studio-neri.example.');
    const link = await linkInLastMailTo(t.db, email);
    expect(link.pathname).toBe('/api/auth/confirm');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only a digest of the token is stored.
    const stored = await t.db.selectFrom('email_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored.map((r) => r.hash)).toEqual([tokenDigest(TEST_SECRET, token)]);
    expect(stored[0]).toMatchObject({ purpose: 'confirm', used_at: null });
    const hours = (stored[0]!.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const before = await b.login(email, { password: 'segreta-123' });
    expect(before.json()).toEqual({ result: 'mail-validation' });
    expect(b.cookies.has('sportello_sid')).toBe(false);

    const confirm = await b.get(pathOf(link));
    expect(confirm.statusCode).toBe(302);
    const location = new URL(confirm.headers.location as string, 'http://portal');
    expect(location.pathname).toBe('/auth/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      msg: 'Indirizzo email confermato: ora puoi accedere.',
      msglvl: 'success',
      username: 'giada.neri@studio-neri.example',
    });
    expect((await userRow(email)).email_verified).toBe(true);

    const after = await b.login('giada.neri@studio-neri.example', { password: 'segreta-123' });
    expect(after.json()).toEqual({ result: 'ok' });
    const info = (await b.get('/api/dashboard/userinfo')).json() as UserInfo;
    expect(info).toMatchObject({
      username: 'giada.neri@studio-neri.example',
      verificato: true,
      id_azienda: company.id,
      azienda: 'Studio Neri',
      grants: ['owner'],
      contratto_cliente: false,
      approval: null,
    });

    // The link serves once.
    const again = await browser().get(pathOf(link));
    expect(again.statusCode).toBe(302);
    const refused = new URL(again.headers.location as string, 'http://portal');
    expect(Object.fromEntries(refused.searchParams)).toEqual({
      msg: 'Il link di conferma non è valido o è scaduto.',
      msglvl: 'danger',
    });
  });

  it('takes a form-encoded body, as an HTML form sends it', async () => {
    const b = browser();
    const email = newEmail('form');
    const check = await b.checkToken();
    const response = await b.post(
      '/api/auth/signup',
      {
        ragione_sociale: 'Mario Bianchi',
        email,
        password: 'password123',
        ack_privacy: 'on',
        ack_marketing: 'on',
        check,
        afid: '',
        aftk: '',
      },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    const user = await userRow(email);
    const { access, company } = await companyOf(user.id);
    expect(company.ack_marketing).toBe(true);
    expect(access.email_subscriptions).toEqual(['technical', 'billing', 'marketing']);
  });

  it('refuses an expired confirmation link', async () => {
    const email = newEmail('scaduta');
    await signup(browser(), { email });
    const link = await linkInLastMailTo(t.db, email);
    const user = await userRow(email);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const response = await browser().get(pathOf(link));
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string, 'http://portal').searchParams.get('msglvl')).toBe('danger');
    expect((await userRow(email)).email_verified).toBe(false);
  });

  it('refuses a made-up confirmation token, and a link without one', async () => {
    const response = await browser().get('/api/auth/confirm?token=nope');
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://portal');
    expect(location.pathname).toBe('/auth/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      msg: 'Il link di conferma non è valido o è scaduto.',
      msglvl: 'danger',
    });
    const english = await browser().get('/api/auth/confirm?token=nope', { headers: { 'accept-language': 'en' } });
    expect(new URL(english.headers.location as string, 'http://portal').searchParams.get('msg')).toBe(
      'The confirmation link is not valid or has expired.',
    );
    const missing = await browser().get('/api/auth/confirm');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ token: 'Campo obbligatorio' });
  });

  it('refuses an address already in use, whatever its case, as username or e-mail', async () => {
    const email = newEmail('doppia');
    expect((await signup(browser(), { email })).statusCode).toBe(200);
    for (const again of [email, email.toUpperCase(), 'mario.rossi@rossiarredamenti.example']) {
      const response = await signup(browser(), { email: again });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Esiste già un account con questo indirizzo email: accedi oppure recupera la password.',
        reason: 'already_registered',
      });
    }
    const en = await signup(browser(), { email }, { 'accept-language': 'en' });
    expect(en.json().message).toBe(
      'An account with this e-mail address already exists: sign in or recover your password.',
    );
    const users = await t.db.selectFrom('users').select('id').where('username', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('sets up a German or French speaker as a Swiss company in CHF, and writes to them in their language', async () => {
    const email = newEmail('svizzera');
    const response = await signup(browser(), { email }, { 'accept-language': 'de-CH,de;q=0.9' });
    expect(response.json().message).toBe(
      'Wir haben Ihnen eine E-Mail gesendet: Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen und das Konto zu aktivieren.',
    );
    const user = await userRow(email);
    expect(user.lingua).toBe('de');
    const { company } = await companyOf(user.id);
    const bsw = await t.db.selectFrom('fatturanti').select('id').where('strid', '=', 'BSW').executeTakeFirstOrThrow();
    expect(company).toMatchObject({ stato: 'CH', currency: 'CHF', lingua: 'de', iva: 8.1, fatturante_id: bsw.id });
    const mail = await lastMailTo(t.db, email);
    expect(mail).toMatchObject({
      language: 'de',
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse — Nuvolaria Hosting (demo)',
    });

    const fr = newEmail('romandie');
    await signup(browser(), { email: fr }, { 'accept-language': 'fr-CH' });
    expect((await lastMailTo(t.db, fr)).subject).toBe('Confirmez votre adresse e-mail — Nuvolaria Hosting (demo)');
    const en = newEmail('english');
    await signup(browser(), { email: en }, { 'accept-language': 'en-GB' });
    expect((await companyOf((await userRow(en)).id)).company).toMatchObject({
      stato: 'IT',
      currency: 'EUR',
      lingua: 'en',
    });
  });

  it('adds the address to the newsletter when marketing is accepted', async () => {
    const yes = newEmail('Marketing');
    await signup(browser(), { email: yes, ack_marketing: true });
    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', yes.toLowerCase())
      .executeTakeFirst();
    expect(row).toMatchObject({ source: 'signup', language: 'it' });
    const no = newEmail('nomarketing');
    await signup(browser(), { email: no });
    expect(
      await t.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', no).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('sign-up: affiliation, prospect source, invitation', () => {
  it('makes the company a customer of the reseller whose affiliation link it came through', async () => {
    const email = newEmail('affiliata');
    const response = await signup(browser(), {
      email,
      afid: String(alpi),
      aftk: DEMO_AFFILIATION_TOKEN,
      prospect_source: 'fiera-2025',
    });
    expect(response.statusCode).toBe(200);
    const { company } = await companyOf((await userRow(email)).id);
    expect(company).toMatchObject({ parent_id: alpi, prospect_source: 'fiera-2025' });
  });

  it('takes the affiliation from a form post, where afid is text', async () => {
    const b = browser();
    const email = newEmail('affiliata-form');
    const check = await b.checkToken();
    await b.post(
      '/api/auth/signup',
      {
        ragione_sociale: 'X',
        email,
        password: 'password123',
        ack_privacy: '1',
        check,
        afid: String(alpi),
        aftk: DEMO_AFFILIATION_TOKEN,
      },
      { form: true },
    );
    expect((await companyOf((await userRow(email)).id)).company.parent_id).toBe(alpi);
  });

  it.each([
    ['a wrong token', () => ({ afid: String(alpi), aftk: 'sbagliato' })],
    ['a token without its company', () => ({ aftk: DEMO_AFFILIATION_TOKEN })],
    ['a company that is not a reseller', () => ({ afid: String(rossi), aftk: DEMO_AFFILIATION_TOKEN })],
    ['a company id that is not a number', () => ({ afid: 'alpi', aftk: DEMO_AFFILIATION_TOKEN })],
    ['a company that does not exist', () => ({ afid: '999999', aftk: DEMO_AFFILIATION_TOKEN })],
  ])('ignores %s, without an error', async (_name, fields) => {
    const email = newEmail('non-affiliata');
    const response = await signup(browser(), { email, ...fields() });
    expect(response.statusCode).toBe(200);
    expect((await companyOf((await userRow(email)).id)).company.parent_id).toBeNull();
  });

  it('with an invite key answers where to continue, and the confirmation carries the key on to the login', async () => {
    const email = newEmail('invitata');
    const response = await signup(browser(), { email, antk: 'chiave-invito', ref: '/offers' });
    expect(response.json()).toMatchObject({ result: 'ok', goto: '/auth/accept-invite/chiave-invito?ref=%2Foffers' });
    const plain = await signup(browser(), { email: newEmail('invitata'), antk: 'chiave-invito' });
    expect(plain.json().goto).toBe('/auth/accept-invite/chiave-invito?ref=%2F');

    const link = await linkInLastMailTo(t.db, email);
    expect(link.searchParams.get('antk')).toBe('chiave-invito');
    const confirm = await browser().get(pathOf(link));
    const location = new URL(confirm.headers.location as string, 'http://portal');
    expect(location.searchParams.get('antk')).toBe('chiave-invito');
    expect(location.searchParams.get('username')).toBe(email);
  });

  it('signs in at once, confirmed, a person signing up with the address their invitation was sent to', async () => {
    const { antk } = await createInvite(t.db, {
      companyId: rossi,
      email: 'Invitato@Nuovo.example',
      grants: ['developer'],
      email_subscriptions: ['technical'],
      invitedBy: null,
    });
    const b = browser();
    const response = await signup(b, { email: 'invitato@nuovo.example', antk, verified: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ok', goto: `/auth/accept-invite/${antk}?ref=%2F` });
    expect(b.cookies.has('sportello_sid')).toBe(true);
    expect(await mailsTo(t.db, 'invitato@nuovo.example')).toEqual([]);
    const info = (await b.get('/api/dashboard/userinfo')).json() as UserInfo;
    expect(info).toMatchObject({
      username: 'invitato@nuovo.example',
      verificato: true,
      azienda: 'Nuova Impresa S.r.l.',
    });
    // The invitation is there to be accepted.
    expect((await b.post('/api/auth/companylogin', { id_azienda: rossi, antk })).statusCode).toBe(200);
  });

  it('asks for the usual confirmation when the address is not the invited one', async () => {
    const { antk } = await createInvite(t.db, {
      companyId: rossi,
      email: 'altro@nuovo.example',
      grants: ['sales'],
      email_subscriptions: [],
      invitedBy: null,
    });
    const email = newEmail('non-invitata');
    const b = browser();
    const response = await signup(b, { email, antk, verified: 'true' });
    expect(response.json()).toMatchObject({ result: 'ok', goto: `/auth/accept-invite/${antk}?ref=%2F` });
    expect(response.json().message).toBeDefined();
    expect(b.cookies.has('sportello_sid')).toBe(false);
    expect((await userRow(email)).email_verified).toBe(false);
    expect(await mailsTo(t.db, email)).toHaveLength(1);
  });

  it('does not take a browser-sent `verified` at its word', async () => {
    const email = newEmail('verificata');
    await signup(browser(), { email, verified: true });
    expect((await userRow(email)).email_verified).toBe(false);
  });
});

describe('GET /api/auth/reset?action=confirm (send the confirmation again)', () => {
  const resend = (b: TestBrowser, username: string, headers: Record<string, string> = {}) =>
    b.get(`/api/auth/reset?username=${encodeURIComponent(username)}&action=confirm`, { headers });
  const sameAnswer = {
    result: 'ok',
    message: "Se l'indirizzo non è ancora confermato, ti abbiamo inviato di nuovo l'email di conferma.",
  };

  it('sends a new, working link to an unconfirmed user, by username or e-mail', async () => {
    const email = newEmail('reinvio');
    await signup(browser(), { email });
    expect(await mailsTo(t.db, email)).toHaveLength(1);
    const response = await resend(browser(), email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
    await resend(browser(), email.toUpperCase());
    expect(await mailsTo(t.db, email)).toHaveLength(3);

    const b = browser();
    const confirm = await b.get(pathOf(await linkInLastMailTo(t.db, email)));
    expect(new URL(confirm.headers.location as string, 'http://portal').searchParams.get('msglvl')).toBe('success');
    expect((await b.login(email, { password: 'password123' })).json()).toEqual({ result: 'ok' });
  });

  it('answers the same for an unknown or already confirmed user, and sends nothing', async () => {
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
    expect((await resend(browser(), 'nessuno@da.nessuna.parte')).json()).toEqual(sameAnswer);
    expect((await resend(browser(), 'owner')).json()).toEqual(sameAnswer);
    expect(await count()).toBe(before);
    expect((await resend(browser(), 'owner', { 'accept-language': 'en' })).json().message).toBe(
      'If the address is not confirmed yet, we have sent the confirmation e-mail again.',
    );
  });

  it('sends one account no more than its hourly confirmations, answering the same to every ask', async () => {
    const email = newEmail('bombardata');
    await signup(browser(), { email });
    for (let n = 0; n < MAIL_LIMITS.perRecipient + 2; n += 1) {
      // Each ask from an address of its own: the per-address limit is not what stops them.
      const response = await resend(new TestBrowser(t.app, `10.77.0.${n + 1}`), email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sameAnswer);
    }
    expect(await mailsTo(t.db, email)).toHaveLength(1 + MAIL_LIMITS.perRecipient);
  });

  it('validates the query', async () => {
    const noAction = await browser().get('/api/auth/reset?username=owner');
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().errors).toEqual({ action: 'Campo obbligatorio' });
    const other = await browser().get('/api/auth/reset?username=owner&action=delete');
    expect(other.json().errors).toEqual({ action: 'Valore non valido' });
    const noUser = await browser().get('/api/auth/reset?action=confirm');
    expect(noUser.json().errors).toEqual({ username: 'Campo obbligatorio' });
  });
});

describe('rate limits of the calls that send e-mail', () => {
  it('refuses more sign-ups and resends per address than AUTH_MAIL_RATE_LIMIT an hour', async () => {
    const limited = await t.sibling({ authMailRateLimitPerHour: 2 });
    const b = new TestBrowser(limited, '10.88.0.1');
    const attempt = async () => {
      const check = await b.checkToken();
      return b.post('/api/auth/signup', {
        ragione_sociale: 'X',
        email: newEmail('limite'),
        password: 'password123',
        ack_privacy: true,
        check,
      });
    };
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Troppe richieste. Riprova tra poco.' });
    for (let i = 0; i < 2; i += 1)
      expect((await b.get('/api/auth/reset?username=x&action=confirm')).statusCode).toBe(200);
    expect((await b.get('/api/auth/reset?username=x&action=confirm')).statusCode).toBe(429);
    const other = new TestBrowser(limited, '10.88.0.2');
    const check = await other.checkToken();
    const fresh = await other.post('/api/auth/signup', {
      ragione_sociale: 'X',
      email: newEmail('limite'),
      password: 'password123',
      ack_privacy: true,
      check,
    });
    expect(fresh.statusCode).toBe(200);
  });
});
