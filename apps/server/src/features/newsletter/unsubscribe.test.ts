import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEWSLETTER } from '../../demo/seed.ts';
import { subscriberLinks, unsubscribeToken } from '../../modules/newsletter/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { lastMailTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
/** The token of the address's link, as the server mails it. */
const tokenOf = (mail: string) => unsubscribeToken(t.app.digest, mail);
/** `token` null: none sent. */
const unsubscribe = (
  mail: string,
  token: string | null = tokenOf(mail),
  options: { headers?: Record<string, string>; xhr?: boolean } = {},
) =>
  browser().call('DELETE', `/rest/newsletter_subscription/${encodeURIComponent(mail)}`, {
    ...options,
    body: token === null ? {} : { token },
  });
const subscribed = async (mail: string) =>
  (await t.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', mail).executeTakeFirst()) !==
  undefined;

const INVALID_LINK = {
  message: "Il link per disiscriversi non è valido: usa il link dell'ultima email che hai ricevuto.",
  reason: 'invalid_link',
};

describe('DELETE /rest/newsletter_subscription/{mail}', () => {
  it('the demo has a few subscribers', async () => {
    for (const mail of DEMO_NEWSLETTER) expect(await subscribed(mail)).toBe(true);
  });

  it('unsubscribes an address without a session with the token of its link, with the spec’s message; a second time it is not found', async () => {
    const response = await unsubscribe('lettore@newsletter.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'ok',
      message: "L'indirizzo lettore@newsletter.example è stato disiscritto correttamente dalla newsletter",
    });
    expect(await subscribed('lettore@newsletter.example')).toBe(false);
    const again = await unsubscribe('lettore@newsletter.example');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: "L'indirizzo lettore@newsletter.example non è stato trovato",
      reason: 'not_subscribed',
    });
  });

  it('matches the address and its token whatever the case, and answers in the request language', async () => {
    const response = await unsubscribe(
      'Mario.Rossi@RossiArredamenti.example',
      tokenOf('mario.rossi@rossiarredamenti.example'),
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'The address Mario.Rossi@RossiArredamenti.example has been unsubscribed from the newsletter',
    );
    expect(await subscribed('mario.rossi@rossiarredamenti.example')).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('request_id', '=', String(response.headers['x-request-id']))
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'newsletter.unsubscribed',
        subject: 'mario.rossi@rossiarredamenti.example',
        actor_user_id: null,
        company_id: null,
      },
    ]);
  });

  it.each([
    ['it', "L'indirizzo nessuno@x.example non è stato trovato"],
    ['en', 'The address nessuno@x.example was not found'],
    ['de', 'Die Adresse nessuno@x.example wurde nicht gefunden'],
    ['fr', "L'adresse nessuno@x.example n'a pas été trouvée"],
  ])('answers 404 to a valid link of an address that is not subscribed (%s)', async (lang, message) => {
    const response = await unsubscribe('nessuno@x.example', tokenOf('nessuno@x.example'), {
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message, reason: 'not_subscribed' });
  });

  it("without the link's token changes nothing, and answers the same whether or not the address is subscribed", async () => {
    const subscriber = 'luca.brenni@alpidigital.example';
    const attempts = [
      await unsubscribe(subscriber, ''),
      await unsubscribe(subscriber, 'f'.repeat(64)),
      await unsubscribe(subscriber, tokenOf('altro@x.example')),
      await unsubscribe('nessuno.mai@x.example', tokenOf(subscriber)),
      await unsubscribe('nessuno.mai@x.example', 'f'.repeat(64)),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect(await subscribed(subscriber)).toBe(true);
    const english = await unsubscribe(subscriber, 'x', { headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({
      message: 'This unsubscribe link is not valid: use the link in the latest e-mail you received.',
      reason: 'invalid_link',
    });
    const missing = await unsubscribe(subscriber, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ token: 'Campo obbligatorio' });
    expect(await subscribed(subscriber)).toBe(true);
  });

  it('unsubscribes in German and French too', async () => {
    await t.db
      .insertInto('newsletter_subscriptions')
      .values([
        { email: 'de@x.example', source: 'test' },
        { email: 'fr@x.example', source: 'test' },
      ])
      .execute();
    expect(
      (await unsubscribe('de@x.example', tokenOf('de@x.example'), { headers: { 'accept-language': 'de' } })).json()
        .message,
    ).toBe('Die Adresse de@x.example wurde erfolgreich vom Newsletter abgemeldet');
    expect(
      (await unsubscribe('fr@x.example', tokenOf('fr@x.example'), { headers: { 'accept-language': 'fr' } })).json()
        .message,
    ).toBe("L'adresse fr@x.example a été désinscrite de la newsletter");
  });

  it('still needs the X-Requested-With header (CSRF)', async () => {
    const response = await unsubscribe('luca.brenni@alpidigital.example', tokenOf('luca.brenni@alpidigital.example'), {
      xhr: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'csrf' });
    expect(await subscribed('luca.brenni@alpidigital.example')).toBe(true);
  });
});

describe('the link in our mails', () => {
  const signUp = async (email: string, ackMarketing: boolean) => {
    const b = browser();
    const check = await b.checkToken();
    const response = await b.post('/api/auth/signup', {
      ragione_sociale: 'Iscritta',
      email,
      password: 'password123',
      ack_privacy: true,
      ack_marketing: ackMarketing,
      check,
    });
    expect(response.statusCode).toBe(200);
  };

  it('a sign-up that accepted marketing gets the unsubscribe link in its confirmation mail, and the link works', async () => {
    await signUp('Iscritta@X.example', true);
    const mail = await lastMailTo(t.db, 'Iscritta@X.example');
    const link = /https?:\/\/\S*\/unsubscribe\/\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    expect(mail.html_body).toContain('/unsubscribe/');
    const url = new URL(link ?? '');
    const address = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const response = await unsubscribe(address, url.searchParams.get('token') ?? '');
    expect(response.statusCode).toBe(200);
    expect(await subscribed('iscritta@x.example')).toBe(false);
  });

  it('a sign-up without marketing gets no such link', async () => {
    await signUp('riservata@x.example', false);
    expect((await lastMailTo(t.db, 'riservata@x.example')).text_body).not.toContain('/unsubscribe/');
  });

  it("hands the newsletter's sender every subscriber with a working link (npm run ops -- newsletter links)", async () => {
    const links = await subscriberLinks(t.db, t.app.digest, 'https://area.example');
    const subscriber = links.find((l) => l.email === 'luca.brenni@alpidigital.example');
    expect(subscriber?.link).toBe(
      `https://area.example/unsubscribe/luca.brenni%40alpidigital.example?token=${tokenOf('luca.brenni@alpidigital.example')}`,
    );
    const rows = await t.db.selectFrom('newsletter_subscriptions').select('email').execute();
    expect(links.map((l) => l.email).sort()).toEqual(rows.map((r) => r.email).sort());
    const url = new URL(subscriber?.link ?? '');
    expect((await unsubscribe('luca.brenni@alpidigital.example', url.searchParams.get('token') ?? '')).statusCode).toBe(
      200,
    );
  });
});
