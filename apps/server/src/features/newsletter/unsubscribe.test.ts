import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEWSLETTER } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
const unsubscribe = (mail: string, options: { headers?: Record<string, string>; xhr?: boolean } = {}) =>
  browser().call('DELETE', `/rest/newsletter_subscription/${encodeURIComponent(mail)}`, options);
const subscribed = async (mail: string) =>
  (await t.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', mail).executeTakeFirst()) !== undefined;

describe('DELETE /rest/newsletter_subscription/{mail}', () => {
  it('the demo has a few subscribers', async () => {
    for (const mail of DEMO_NEWSLETTER) expect(await subscribed(mail)).toBe(true);
  });

  it('unsubscribes an address without a session, with the spec’s message; a second time it is not found', async () => {
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

  it('matches the address whatever its case, and answers in the request language', async () => {
    const response = await unsubscribe('Mario.Rossi@RossiArredamenti.example', { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The address Mario.Rossi@RossiArredamenti.example has been unsubscribed from the newsletter');
    expect(await subscribed('mario.rossi@rossiarredamenti.example')).toBe(false);
  });

  it.each([
    ['it', "L'indirizzo nessuno@x.example non è stato trovato"],
    ['en', 'The address nessuno@x.example was not found'],
    ['de', 'Die Adresse nessuno@x.example wurde nicht gefunden'],
    ['fr', "L'adresse nessuno@x.example n'a pas été trouvée"],
  ])('answers 404 for an address that is not subscribed (%s)', async (lang, message) => {
    const response = await unsubscribe('nessuno@x.example', { headers: { 'accept-language': lang } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message, reason: 'not_subscribed' });
  });

  it('unsubscribes in German and French too', async () => {
    await t.db.insertInto('newsletter_subscriptions').values([
      { email: 'de@x.example', source: 'test' },
      { email: 'fr@x.example', source: 'test' },
    ]).execute();
    expect((await unsubscribe('de@x.example', { headers: { 'accept-language': 'de' } })).json().message).toBe(
      'Die Adresse de@x.example wurde erfolgreich vom Newsletter abgemeldet',
    );
    expect((await unsubscribe('fr@x.example', { headers: { 'accept-language': 'fr' } })).json().message).toBe(
      "L'adresse fr@x.example a été désinscrite de la newsletter",
    );
  });

  it('still needs the X-Requested-With header (CSRF)', async () => {
    const response = await unsubscribe('luca.brenni@alpidigital.example', { xhr: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'csrf' });
    expect(await subscribed('luca.brenni@alpidigital.example')).toBe(true);
  });

  it('a sign-up that accepted marketing can be unsubscribed', async () => {
    const b = browser();
    const check = await b.checkToken();
    await b.post('/api/auth/signup', { ragione_sociale: 'Iscritta', email: 'Iscritta@X.example', password: 'password123', ack_privacy: true, ack_marketing: true, check });
    expect((await unsubscribe('iscritta@x.example')).statusCode).toBe(200);
  });
});
