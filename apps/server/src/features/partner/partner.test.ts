import { MAIL_LIMITS } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE } from '../../demo/partner-seed.ts';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const approved = { approval: 'approvato', contratto_cliente: true } as const;
const body = { modalita: 'whitelabel', fatturazione_mensile: true, provvigioni_in_fattura: false };
const requests = (company: number) =>
  t.db.selectFrom('partner_requests').selectAll().where('company_id', '=', company).execute();

describe('POST /rest/become_partner', () => {
  it('stores the request for the operators, tells the sales address, answers with the message', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo(DEMO_CANDIDATE.username);
    expect((await b.get('/rest/become_partner')).json()).toEqual({ pending: null });

    const response = await b.post('/rest/become_partner', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'ok',
      message: 'Richiesta inviata: il nostro ufficio commerciale ti contatterà al più presto.',
    });
    const company = await companyId(t.db, DEMO_CANDIDATE.company);
    expect(await requests(company)).toMatchObject([{ ...body, stato: 'pending' }]);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'partner_request')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(DEMO_BRAND.sales_email);
    expect(mail.text_body).toContain('Officina Galli S.r.l.');
    expect(mail.text_body).toContain('Modalità: White label');

    const pending = (await b.get('/rest/become_partner')).json();
    expect(pending.pending).toMatchObject(body);
  });

  it('refuses a second request while one is pending (409) in the request language', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    expect((await f.browser.post('/rest/become_partner', { modalita: 'freelance' })).statusCode).toBe(200);
    const again = await f.browser.post(
      '/rest/become_partner',
      { modalita: 'whitelabel' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already have a pending request: our sales team will contact you shortly.',
      reason: 'already_requested',
    });
    expect(await requests(f.id)).toHaveLength(1);
  });

  it('turns monthly invoicing and commissions on invoice on by default', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    expect((await f.browser.post('/rest/become_partner', { modalita: 'whitelabel-freelance' })).statusCode).toBe(200);
    expect(await requests(f.id)).toMatchObject([
      { modalita: 'whitelabel-freelance', fatturazione_mensile: true, provvigioni_in_fattura: true },
    ]);
  });

  it.each([
    [{}, 'Campo obbligatorio'],
    [{ modalita: 'agente' }, 'Valore non valido'],
  ])('requires a valid modalita: %j', async (sent, message) => {
    const f = await companyFixture(t.app, t.db, approved);
    const response = await f.browser.post('/rest/become_partner', sent);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ modalita: message });
    expect(await requests(f.id)).toHaveLength(0);
  });

  it('is refused (403 code 10) to a reseller, a company with a parent, and a user without billing', async () => {
    const reseller = new TestBrowser(t.app);
    await reseller.loginTo('reseller');
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    const child = await companyFixture(t.app, t.db, { ...approved, parent_id: alpi });
    const developer = await companyFixture(t.app, t.db, approved, ['developer', 'sales']);
    for (const b of [reseller, child.browser, developer.browser]) {
      for (const response of [await b.post('/rest/become_partner', body), await b.get('/rest/become_partner')]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 10, message: 'Utente non autorizzato' });
      }
    }
    expect(await requests(child.id)).toHaveLength(0);
    expect(await requests(alpi)).toHaveLength(0);
  });

  it('reads only the own company’s request', async () => {
    const a = await companyFixture(t.app, t.db, approved);
    const b = await companyFixture(t.app, t.db, approved);
    await a.browser.post('/rest/become_partner', body);
    expect((await b.browser.get('/rest/become_partner')).json()).toEqual({ pending: null });
    expect((await b.browser.post('/rest/become_partner', body)).statusCode).toBe(200);
  });

  it("counts the sales team's notice in the user's hourly mails: past them 429 and no request", async () => {
    const f = await companyFixture(t.app, t.db, approved);
    for (let n = 0; n < MAIL_LIMITS.perUser; n += 1) {
      const invited = await f.browser.post('/rest/invites', {
        email: `partner${n}.${f.id}@x.example`,
        grants: ['sales'],
        email_subscriptions: [],
      });
      expect(invited.statusCode).toBe(200);
    }
    const refused = await f.browser.post('/rest/become_partner', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'mail_limit_user' });
    expect(await requests(f.id)).toHaveLength(0);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    expect((await new TestBrowser(t.app).post('/rest/become_partner', body)).statusCode).toBe(401);
    const f = await companyFixture(t.app, t.db, approved);
    const response = await f.browser.post('/rest/become_partner', body, { xhr: false });
    expect(response.statusCode).toBe(403);
    expect(await requests(f.id)).toHaveLength(0);
  });
});
