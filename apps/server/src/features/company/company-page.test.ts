import { MAIL_LIMITS, type Company } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { COMPLETE_IT_BILLING, companyFixture } from '../../test-support/company-fixture.ts';
import { lastMailTo, mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { Grant } from '@sportello/domain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_AUTHORIZED = { message: 'Utente non autorizzato', code: 10 };
const APPROVED = { ...COMPLETE_IT_BILLING, approval: 'approvato' as const, contratto_cliente: true };
const fixture = (overrides: Parameters<typeof companyFixture>[2] = {}, grants?: Grant[]) =>
  companyFixture(t.app, t.db, { ...APPROVED, ...overrides }, grants);
const row = (id: number) => t.db.selectFrom('aziende').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const FINANCE = DEMO_BRAND.finance_email ?? '';

describe('GET /rest/company/{id}', () => {
  it('answers the company as it is now: a remembered profile gives way to every change', async () => {
    const f = await fixture({ telefono: '+39 02 1111111' }, ['owner']);
    const read = async () => (await f.browser.get(`/rest/company/${f.id}`)).json() as Company;
    expect((await read()).telefono).toBe('+39 02 1111111');
    expect((await read()).telefono).toBe('+39 02 1111111');
    await t.db.updateTable('aziende').set({ telefono: '+39 02 2222222' }).where('id', '=', f.id).execute();
    expect((await read()).telefono).toBe('+39 02 2222222');
    const skill = await t.db.selectFrom('skills').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('company_skills').values({ company_id: f.id, skill_id: skill.id }).execute();
    expect((await read()).requirements).toContain(skill.id);
  });
});

describe('PUT /rest/company/{id}: payment settings', () => {
  it('stops recurring payments, and the company says they are off', async () => {
    const f = await fixture({ has_recurring_payments: true }, ['billing']);
    const before = (await f.browser.get(`/rest/company/${f.id}`)).json() as Company;
    expect(before.disableRecurringPayments).toBe(false);
    const response = await f.browser.call('PUT', `/rest/company/${f.id}`, { body: { disableRecurringPayments: true } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Company).disableRecurringPayments).toBe(true);
    expect((await row(f.id)).has_recurring_payments).toBe(false);
  });

  it('saves the credit toggle either way', async () => {
    const f = await fixture({ use_credit: false }, ['admin']);
    const on = await f.browser.call('PUT', `/rest/company/${f.id}`, { body: { use_credit: true } });
    expect((on.json() as Company).use_credit).toBe(true);
    const off = await f.browser.call('PUT', `/rest/company/${f.id}`, { body: { use_credit: false } });
    expect((off.json() as Company).use_credit).toBe(false);
  });

  it('refuses users without admin or billing, and other companies, with 403 code 10', async () => {
    const developer = await fixture({ has_recurring_payments: true }, ['developer']);
    const refused = await developer.browser.call('PUT', `/rest/company/${developer.id}`, {
      body: { disableRecurringPayments: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(NOT_AUTHORIZED);

    const a = await fixture({}, ['owner']);
    const b = await fixture({ use_credit: false, has_recurring_payments: true }, ['owner']);
    for (const body of [{ use_credit: true }, { disableRecurringPayments: true }]) {
      const response = await a.browser.call('PUT', `/rest/company/${b.id}`, { body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(NOT_AUTHORIZED);
    }
    expect(await row(b.id)).toMatchObject({ use_credit: false, has_recurring_payments: true });
  });
});

describe('POST /api/currency/update', () => {
  it("changes the current company's currency", async () => {
    const f = await fixture({ currency: 'EUR', currency_locked: false });
    const response = await f.browser.post('/api/currency/update', { currency: 'CHF' }, { form: true });
    expect(response.json()).toEqual({ result: 'ok', message: 'Valuta aggiornata' });
    expect((await row(f.id)).currency).toBe('CHF');
  });

  it('refuses when the currency or the profile is locked, and an unknown currency', async () => {
    for (const locks of [{ currency_locked: true }, { locked: true, currency_locked: false }]) {
      const f = await fixture({ currency: 'EUR', ...locks });
      const response = await f.browser.post('/api/currency/update', { currency: 'CHF' }, { form: true });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: "Per cambiare valuta contatta l'amministrazione" });
      expect((await row(f.id)).currency).toBe('EUR');
    }
    const f = await fixture({ currency_locked: false });
    expect((await f.browser.post('/api/currency/update', { currency: 'USD' }, { form: true })).statusCode).toBe(400);
  });

  it('needs admin or billing', async () => {
    const f = await fixture({ currency_locked: false }, ['sales']);
    const response = await f.browser.post('/api/currency/update', { currency: 'CHF' }, { form: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(NOT_AUTHORIZED);
  });
});

describe('POST /rest/company_change_requests', () => {
  const REQUEST = {
    tipologia: 'Company',
    ragione_sociale: 'Gialli Logistica S.r.l.',
    stato: 'it',
    partita_iva: '09123450596',
    note: 'Cambio di ragione sociale dal 1° gennaio',
  };

  it("e-mails a locked profile's change request to the brand's finance address", async () => {
    const f = await fixture({ locked: true, ragione_sociale: 'Gialli <Trasporti> S.r.l.' });
    const response = await f.browser.post('/rest/company_change_requests', REQUEST);
    expect(response.json()).toEqual({ result: 'ok', message: "Richiesta di modifica inviata all'amministrazione" });
    const mail = await lastMailTo(t.db, FINANCE);
    expect(mail.subject).toBe(`Richiesta di modifica dei dati di fatturazione: Gialli <Trasporti> S.r.l. (#${f.id})`);
    expect(mail.text_body).toContain(`L'utente ${f.username} (${f.username}@fixture.example)`);
    expect(mail.text_body).toContain('Ragione sociale: Gialli <Trasporti> S.r.l. → Gialli Logistica S.r.l.');
    expect(mail.text_body).toContain('Partita IVA: 03456780166 → 09123450596');
    expect(mail.text_body).toContain('Note: Cambio di ragione sociale dal 1° gennaio');
    expect(mail.html_body).toContain('Gialli &lt;Trasporti&gt; S.r.l.');
    expect(mail.html_body).not.toContain('<Trasporti>');
    expect((await row(f.id)).ragione_sociale).toBe('Gialli <Trasporti> S.r.l.');
  });

  it('checks the request with the same schema as the form', async () => {
    const f = await fixture({ locked: true });
    const response = await f.browser.post('/rest/company_change_requests', {
      ...REQUEST,
      ragione_sociale: '',
      stato: 'XX',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { ragione_sociale: 'Campo obbligatorio', stato: 'Paese non valido' },
    });
  });

  it('refuses a new VAT number that is not one of the new country, sending nothing', async () => {
    const f = await fixture({ locked: true });
    const before = (await mailsTo(t.db, FINANCE)).length;
    const response = await f.browser.post('/rest/company_change_requests', { ...REQUEST, partita_iva: '12345678901' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { partita_iva: "Partita IVA non valida: 11 cifre, l'ultima è di controllo" },
    });
    expect(await mailsTo(t.db, FINANCE)).toHaveLength(before);
  });

  it('is for locked profiles only', async () => {
    const f = await fixture({ locked: false });
    const before = (await mailsTo(t.db, FINANCE)).length;
    const response = await f.browser.post('/rest/company_change_requests', REQUEST);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Il profilo non è bloccato: modifica direttamente i dati di fatturazione',
    });
    expect(await mailsTo(t.db, FINANCE)).toHaveLength(before);
  });

  it('sends no more than the hourly mails of a user: then 429 and no mail', async () => {
    const f = await fixture({ locked: true });
    const before = (await mailsTo(t.db, FINANCE)).length;
    for (let n = 0; n < MAIL_LIMITS.perUser; n += 1) {
      expect((await f.browser.post('/rest/company_change_requests', REQUEST)).statusCode).toBe(200);
    }
    const refused = await f.browser.post('/rest/company_change_requests', REQUEST, {
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `Vous avez atteint la limite de ${MAIL_LIMITS.perUser} e-mails en ${MAIL_LIMITS.windowMinutes} minutes pour les invitations et les demandes\u00A0: réessayez plus tard.`,
      reason: 'mail_limit_user',
    });
    expect(await mailsTo(t.db, FINANCE)).toHaveLength(before + MAIL_LIMITS.perUser);
  });

  it('needs admin or billing', async () => {
    const f = await fixture({ locked: true }, ['developer']);
    const response = await f.browser.post('/rest/company_change_requests', REQUEST);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(NOT_AUTHORIZED);
  });
});
