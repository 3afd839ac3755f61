import { type Company, CompanySchema, type Grant } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { COMPLETE_IT_BILLING, companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COMPANIES, number>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of Object.keys(DEMO_COMPANIES) as (keyof typeof DEMO_COMPANIES)[]) {
    ids[key] = await companyId(t.db, DEMO_COMPANIES[key]);
  }
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
const put = (b: TestBrowser, id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  b.call('PUT', `/rest/company/${id}`, { body, ...(headers ? { headers } : {}) });
const fixture = (overrides?: Parameters<typeof companyFixture>[2], grants?: Grant[]) =>
  companyFixture(t.app, t.db, overrides, grants);

async function companyOf(b: TestBrowser, id: number): Promise<Company> {
  const response = await b.get(`/rest/company/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Company;
}

const NOT_AUTHORIZED = { message: 'Utente non autorizzato', code: 10 };

describe('GET /rest/company/{id}', () => {
  it("answers the current company's billing profile with every field", async () => {
    const b = browser();
    await b.loginTo('owner');
    const company = await companyOf(b, ids.rossi);
    expect(Object.keys(company).sort()).toEqual(Object.keys(CompanySchema.shape).sort());
    expect(company).toMatchObject({
      id: ids.rossi,
      ragione_sociale: 'Rossi Arredamenti S.r.l.',
      tipologia: 'Company',
      stato: 'IT',
      partita_iva: '04512870967',
      sdi: 'KRRH6B9',
      currency: 'EUR',
      lingua: 'it',
      approval: 'approvato',
      contratto_cliente: true,
      fatturante_strid: 'BBW',
      hasCompleteBillingData: true,
      requirements: [],
      id_main_skill: null,
    });
  });

  it("answers the reseller's skills: a main skill among its requirements", async () => {
    const b = browser();
    await b.loginTo('reseller');
    const company = await companyOf(b, ids.alpi);
    expect(company.requirements).toHaveLength(6);
    expect(company.requirements).toContain(company.id_main_skill);
    expect(company).toMatchObject({ fatturante_strid: 'BSW', currency: 'CHF', is_reseller: true });
  });

  it('answers a new company’s defaults for id 0, in the request’s language', async () => {
    const b = browser();
    await b.loginTo('nuovo');
    const response = await b.get('/rest/company/0', { headers: { 'accept-language': 'de-CH,de;q=0.9' } });
    expect(response.statusCode).toBe(200);
    const defaults = response.json() as Company;
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(CompanySchema.shape).sort());
    expect(defaults).toMatchObject({
      id: 0,
      tipologia: 'Company',
      stato: 'IT',
      currency: 'EUR',
      lingua: 'de',
      approval: null,
      contratto_cliente: false,
      requirements: [],
    });
    expect((await b.get('/rest/company/0')).json()).toMatchObject({ lingua: 'it' });
  });

  it('refuses another company, one that does not exist, and users without admin or billing', async () => {
    const owner = browser();
    await owner.loginTo('owner');
    for (const id of [ids.alpi, 999_999]) {
      const response = await owner.get(`/rest/company/${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ ...NOT_AUTHORIZED, reason: 'other_company' });
    }
    const tecnico = browser();
    await tecnico.loginTo('tecnico');
    const denied = await tecnico.get(`/rest/company/${ids.rossi}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(NOT_AUTHORIZED);
    const contabile = browser();
    await contabile.loginTo('contabile');
    expect((await contabile.get(`/rest/company/${ids.rossi}`)).statusCode).toBe(200);
  });

  it('needs a session and a chosen company', async () => {
    expect((await browser().get(`/rest/company/${ids.rossi}`)).statusCode).toBe(401);
    const multi = browser();
    await multi.loginTo('multi');
    const response = await multi.get(`/rest/company/${ids.rossi}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'company_not_selected' });
  });

  it('lets staff read the customer they act on', async () => {
    const staff = browser();
    await staff.loginTo('staff');
    const response = await staff.get(`/rest/company/${ids.alpi}?id_cliente=${ids.alpi}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.alpi, ragione_sociale: 'Alpi Digital SA' });
    expect((await staff.get(`/rest/company/${ids.alpi}`)).statusCode).toBe(403);
  });
});

describe('PUT /rest/company/{id}: billing data', () => {
  const PRIVATE_CF = 'RSSMRA80A01F205X';
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'IT company with neither tax field',
      { partita_iva: '', codice_fiscale: '' },
      {
        partita_iva: 'Indica la partita IVA o il codice fiscale',
        codice_fiscale: 'Indica la partita IVA o il codice fiscale',
      },
    ],
    [
      'IT private without codice fiscale',
      { tipologia: 'Private' },
      { codice_fiscale: 'Il codice fiscale è obbligatorio per i privati' },
    ],
    [
      'PEC that is no address, in Italy',
      { email_pec: 'pec-senza-chiocciola' },
      { email_pec: 'Indirizzo email non valido' },
    ],
    ['SDI of 6 characters', { sdi: 'ABC123' }, { sdi: 'Il codice SDI è formato da 7 lettere o cifre' }],
    ['ragione_sociale over 250', { ragione_sociale: 'x'.repeat(251) }, { ragione_sociale: 'Massimo 250 caratteri' }],
    ['cap over 10', { cap: '12345678901' }, { cap: 'Massimo 10 caratteri' }],
    ['citta over 250', { citta: 'x'.repeat(251) }, { citta: 'Massimo 250 caratteri' }],
    ['provincia over 2', { provincia: 'BGA' }, { provincia: 'Massimo 2 caratteri' }],
    ['indirizzo over 250', { indirizzo: 'x'.repeat(251) }, { indirizzo: 'Massimo 250 caratteri' }],
    ['telefono over 20', { telefono: '1'.repeat(21) }, { telefono: 'Massimo 20 caratteri' }],
    ['partita_iva over 16', { partita_iva: '1'.repeat(17) }, { partita_iva: 'Massimo 16 caratteri' }],
    ['codice_fiscale over 16', { codice_fiscale: 'X'.repeat(17) }, { codice_fiscale: 'Massimo 16 caratteri' }],
    ['PEC over 100', { email_pec: `${'a'.repeat(95)}@pec.it` }, { email_pec: 'Massimo 100 caratteri' }],
    ['an unknown country', { stato: 'ZZ' }, { stato: 'Paese non valido' }],
    [
      'the invalid partita IVA 12345678901',
      { partita_iva: '12345678901' },
      { partita_iva: "Partita IVA non valida: 11 cifre, l'ultima è di controllo" },
    ],
    [
      'P.IVA 123 and codice fiscale XYZ',
      { partita_iva: '123', codice_fiscale: 'XYZ' },
      {
        partita_iva: "Partita IVA non valida: 11 cifre, l'ultima è di controllo",
        codice_fiscale: 'Codice fiscale non valido: 16 caratteri per le persone, 11 cifre per le società',
      },
    ],
    [
      'a Swiss UID with a wrong check digit',
      { stato: 'CH', provincia: 'TI', partita_iva: 'CHE-123.456.789' },
      {
        partita_iva:
          'Numero IDI non valido: CHE-123.456.789 con la cifra di controllo, eventualmente seguito da MWST, TVA o IVA',
      },
    ],
    [
      'a German company with an Italian VAT number',
      { stato: 'DE', provincia: 'BE', partita_iva: '04512870967' },
      {
        partita_iva: 'Partita IVA non valida per il paese indicato',
      },
    ],
    [
      'CAP "ABC", province "ZZ" and phone "abc" in Italy',
      { cap: 'ABC', provincia: 'ZZ', telefono: 'abc' },
      {
        cap: 'Il CAP italiano è formato da 5 cifre',
        provincia: 'Indica la sigla di una provincia italiana (per esempio MI)',
        telefono: 'Indica un numero di telefono valido (per esempio +39 02 1234567)',
      },
    ],
    [
      'a CAP of Rome with the province of Bergamo',
      { cap: '00184' },
      { cap: 'Il CAP non appartiene a questa provincia' },
    ],
    ['a language outside it, en, de, fr', { lingua: 'es' }, { lingua: 'Lingua non valida' }],
    ['a currency outside EUR, CHF', { currency: 'USD' }, { currency: 'Valore non valido' }],
    ['a type outside Private, Company', { tipologia: 'Ente' }, { tipologia: 'Valore non valido' }],
    [
      'empty required fields',
      { ragione_sociale: '', cap: ' ', telefono: null },
      {
        ragione_sociale: 'Campo obbligatorio',
        cap: 'Campo obbligatorio',
        telefono: 'Campo obbligatorio',
      },
    ],
  ];

  it.each(cases)('refuses %s with 400 and translated field errors, saving nothing', async (_, change, errors) => {
    const f = await fixture();
    const before = await companyOf(f.browser, f.id);
    const response = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Richiesta malformata', reason: 'validation', errors });
    expect(await companyOf(f.browser, f.id)).toEqual(before);
  });

  it('answers the field errors in the request’s language', async () => {
    const f = await fixture();
    const response = await put(
      f.browser,
      f.id,
      { ...COMPLETE_IT_BILLING, partita_iva: '', lingua: 'xx' },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({
      message: 'Malformed request',
      reason: 'validation',
      errors: {
        lingua: 'Invalid language',
        partita_iva: 'Enter the VAT number or the tax code',
        codice_fiscale: 'Enter the VAT number or the tax code',
      },
    });
  });

  it.each<[string, Record<string, unknown>, Partial<Company>]>([
    [
      'an Italian company with only the VAT number',
      {},
      { partita_iva: '03456780166', codice_fiscale: null, sdi: 'ABC1234' },
    ],
    [
      'an Italian company with only the codice fiscale',
      { partita_iva: '', codice_fiscale: '03456780166' },
      { partita_iva: null, codice_fiscale: '03456780166' },
    ],
    [
      'an Italian private person with the codice fiscale (VAT ignored)',
      { tipologia: 'Private', codice_fiscale: PRIVATE_CF.toLowerCase() },
      {
        tipologia: 'Private',
        partita_iva: null,
        codice_fiscale: PRIVATE_CF,
      },
    ],
    [
      'a Swiss private person without tax fields (PEC and SDI ignored)',
      {
        tipologia: 'Private',
        stato: 'CH',
        cap: '6900',
        citta: 'Lugano',
        provincia: 'TI',
        partita_iva: '',
        email_pec: 'no-pec-abroad',
        currency: 'CHF',
      },
      { stato: 'CH', partita_iva: null, codice_fiscale: null, email_pec: null, sdi: null, currency: 'CHF' },
    ],
    [
      'a foreign company without VAT number',
      { stato: 'de', cap: '10115', citta: 'Berlin', provincia: 'BE', partita_iva: '', lingua: 'de' },
      {
        stato: 'DE',
        lingua: 'de',
        partita_iva: null,
      },
    ],
    [
      'a German company with its VAT number',
      { stato: 'DE', cap: '10115', citta: 'Berlin', provincia: 'BE', partita_iva: 'DE 136 695 976' },
      {
        partita_iva: 'DE136695976',
      },
    ],
    [
      'a Swiss company with its VAT number (UID and MWST)',
      { stato: 'CH', cap: '6900', citta: 'Lugano', provincia: 'TI', partita_iva: 'che116281710mwst', currency: 'CHF' },
      {
        partita_iva: 'CHE116281710MWST',
      },
    ],
  ])('saves %s and answers the saved company', async (_, change, expected) => {
    const f = await fixture();
    const response = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...expected, hasCompleteBillingData: true });
    expect(await companyOf(f.browser, f.id)).toEqual(response.json());
    const info = (await f.browser.get('/api/dashboard/userinfo')).json();
    expect(info.complete).toBe(true);
  });

  it('checks a partial save together with the saved data', async () => {
    const f = await fixture();
    expect((await put(f.browser, f.id, COMPLETE_IT_BILLING)).statusCode).toBe(200);
    const city = await put(f.browser, f.id, { citta: 'Brescia', provincia: 'BS', cap: '25121' });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toMatchObject({ citta: 'Brescia', ragione_sociale: COMPLETE_IT_BILLING.ragione_sociale });
    const dropVat = await put(f.browser, f.id, { partita_iva: null });
    expect(dropVat.statusCode).toBe(400);
    expect(dropVat.json().errors).toMatchObject({ partita_iva: 'Indica la partita IVA o il codice fiscale' });
  });

  it('ignores fields that are not the billing form’s, and refuses a body with nothing to save', async () => {
    const f = await fixture();
    const response = await put(f.browser, f.id, {
      ...COMPLETE_IT_BILLING,
      locked: true,
      is_reseller: true,
      sconto: 50,
      approval: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locked: false, is_reseller: false });
    const empty = await put(f.browser, f.id, { id: f.id, locked: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Nessun dato da salvare', reason: 'nothing_to_save' });
  });
});

describe('PUT /rest/company/{id}: locked profiles', () => {
  it('takes a VAT number saved as typed and the same number compact as no change', async () => {
    const swiss = {
      ...COMPLETE_IT_BILLING,
      stato: 'CH',
      provincia: 'TI',
      cap: '6900',
      currency: 'CHF' as const,
      email_pec: null,
      sdi: null,
      codice_fiscale: null,
    };
    const f = await fixture({ ...swiss, partita_iva: 'CHE-109.322.551 MWST', locked: true, currency_locked: true });
    const response = await put(f.browser, f.id, { ...swiss, partita_iva: 'CHE109322551MWST', citta: 'Lugano' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ partita_iva: 'CHE109322551MWST', citta: 'Lugano' });
  });

  it('keeps type, name, country and VAT of a locked profile (409), other fields change', async () => {
    const f = await fixture({ ...COMPLETE_IT_BILLING, codice_fiscale: null, locked: true, currency_locked: true });
    for (const change of [
      { ragione_sociale: 'Altro Nome S.r.l.' },
      { tipologia: 'Private', codice_fiscale: 'RSSMRA80A01F205X' },
      { stato: 'CH', provincia: 'TI', partita_iva: 'CHE-109.322.551' },
      { partita_iva: '99999999990' },
    ]) {
      const response = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, ...change });
      expect(response.statusCode).toBe(409);
      const field = Object.keys(change)[0] ?? '';
      expect(response.json()).toMatchObject({
        message:
          "Il profilo di fatturazione è bloccato: tipologia, ragione sociale, paese e partita IVA si modificano solo con una richiesta all'amministrazione.",
        reason: 'billing_locked',
        errors: { [field]: "Non modificabile: invia la richiesta di modifica all'amministrazione" },
      });
    }
    expect(await companyOf(f.browser, f.id)).toMatchObject({
      ragione_sociale: COMPLETE_IT_BILLING.ragione_sociale,
      stato: 'IT',
    });
    const address = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, indirizzo: 'Via Nuova 1' });
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({ indirizzo: 'Via Nuova 1', locked: true });
  });

  it('keeps the currency when locked or currency_locked', async () => {
    const f = await fixture({ ...COMPLETE_IT_BILLING, codice_fiscale: null, currency_locked: true });
    const currency = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, currency: 'CHF' });
    expect(currency.statusCode).toBe(409);
    expect(currency.json()).toEqual({
      message: "Per cambiare valuta contatta l'amministrazione",
      reason: 'billing_locked',
      errors: { currency: "Per cambiare valuta contatta l'amministrazione" },
    });
    const name = await put(f.browser, f.id, { ...COMPLETE_IT_BILLING, ragione_sociale: 'Nuovo Nome S.r.l.' });
    expect(name.statusCode).toBe(200);
    const free = await fixture({ ...COMPLETE_IT_BILLING, codice_fiscale: null, currency_locked: false });
    expect((await put(free.browser, free.id, { ...COMPLETE_IT_BILLING, currency: 'CHF' })).json()).toMatchObject({
      currency: 'CHF',
    });
  });
});

describe('PUT /rest/company/{id}: terms acceptance', () => {
  it.each<[Grant]>([['owner'], ['admin'], ['billing']])(
    'is allowed to %s and sets contratto_cliente and ack_terms',
    async (grant) => {
      const f = await fixture({}, [grant]);
      const response = await put(f.browser, f.id, { contratto_cliente: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ contratto_cliente: true, ack_terms: true });
      expect((await f.browser.get('/api/dashboard/userinfo')).json()).toMatchObject({ contratto_cliente: true });
    },
  );

  it.each<[Grant]>([['developer'], ['sales']])('is refused to %s with 403 code 10', async (grant) => {
    const f = await fixture({}, [grant]);
    const response = await put(f.browser, f.id, { contratto_cliente: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_AUTHORIZED);
    const row = await t.db
      .selectFrom('aziende')
      .select(['contratto_cliente', 'ack_terms'])
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contratto_cliente: false, ack_terms: false });
  });

  it('takes only true', async () => {
    const f = await fixture();
    const response = await put(f.browser, f.id, { contratto_cliente: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ contratto_cliente: 'Per proseguire accetta le condizioni contrattuali' });
  });

  it('accepts for the demo company with terms pending', async () => {
    const b = browser();
    await b.loginTo('nuovo');
    const response = await put(b, ids.verdi, { contratto_cliente: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.verdi, contratto_cliente: true });
  });
});

describe('PUT /rest/company/{id}: the company boundary', () => {
  it('never changes another company, whatever id the path names', async () => {
    const before = await t.db.selectFrom('aziende').selectAll().where('id', '=', ids.alpi).executeTakeFirstOrThrow();
    const owner = browser();
    await owner.loginTo('owner');
    const response = await put(owner, ids.alpi, { ...COMPLETE_IT_BILLING, contratto_cliente: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ...NOT_AUTHORIZED, reason: 'other_company' });

    const multi = browser();
    await multi.loginTo('multi', ids.bianchi);
    expect((await put(multi, ids.rossi, { citta: 'Roma' })).statusCode).toBe(403);
    expect((await put(multi, 999_999, { citta: 'Roma' })).statusCode).toBe(403);
    const after = await t.db.selectFrom('aziende').selectAll().where('id', '=', ids.alpi).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('needs a session and the CSRF header', async () => {
    expect((await put(browser(), ids.rossi, { citta: 'Roma' })).statusCode).toBe(401);
    const b = browser();
    await b.loginTo('owner');
    const noHeader = await b.call('PUT', `/rest/company/${ids.rossi}`, { body: { citta: 'Roma' }, xhr: false });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('PUT /rest/company/{id}: skills', () => {
  async function skillIds(): Promise<number[]> {
    return (await t.db.selectFrom('skills').select('id').orderBy('id').limit(4).execute()).map((s) => s.id);
  }

  it('saves the skills and the main skill, clearing a main skill that is not among them', async () => {
    const [a = 0, b = 0, c = 0] = await skillIds();
    const f = await fixture();
    const saved = await put(f.browser, f.id, { id_main_skill: b, requirements: [a, b] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id_main_skill: b, requirements: [a, b] });
    expect((await f.browser.get('/api/dashboard/userinfo')).json()).toMatchObject({ complete_skill: true });

    const moved = await put(f.browser, f.id, { id_main_skill: b, requirements: [a, c] });
    expect(moved.json()).toMatchObject({ id_main_skill: null, requirements: [a, c] });
    const mainOnly = await put(f.browser, f.id, { id_main_skill: c });
    expect(mainOnly.json()).toMatchObject({ id_main_skill: c, requirements: [a, c] });
    const none = await put(f.browser, f.id, { id_main_skill: null, requirements: [] });
    expect(none.json()).toMatchObject({ id_main_skill: null, requirements: [] });
  });

  it('refuses skills that are not in the catalogue', async () => {
    const f = await fixture();
    const response = await put(f.browser, f.id, { id_main_skill: 999_999, requirements: [999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Richiesta malformata',
      reason: 'validation',
      errors: { requirements: 'Skill non valida' },
    });
    const malformed = await put(f.browser, f.id, { requirements: ['uno'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ 'requirements.0': 'Valore non valido' });
  });
});

describe('PUT /rest/company/{id}: approval', () => {
  async function readyCompany(grants?: Grant[]) {
    return fixture({ ...COMPLETE_IT_BILLING, codice_fiscale: null, contratto_cliente: true, ack_terms: true }, grants);
  }

  it('lets the company ask for approval as a customer, and change its mind while pending', async () => {
    const f = await readyCompany();
    const response = await put(f.browser, f.id, { approval: 'in approvazione cliente' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ approval: 'in approvazione cliente' });
    expect((await f.browser.get('/api/dashboard/userinfo')).json()).toMatchObject({
      approval: 'in approvazione cliente',
    });
  });

  it('needs skills and a main skill for a reseller request', async () => {
    const f = await readyCompany();
    const refused = await put(f.browser, f.id, { approval: 'in approvazione rivenditore' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Per la richiesta come rivenditore seleziona almeno una skill e la skill principale',
      reason: 'skills_required',
      errors: { requirements: 'Seleziona almeno una skill', id_main_skill: 'Seleziona la skill principale' },
    });
    const [skill = 0] = (await t.db.selectFrom('skills').select('id').limit(1).execute()).map((s) => s.id);
    const noMain = await put(f.browser, f.id, { approval: 'in approvazione rivenditore', requirements: [skill] });
    expect(noMain.statusCode).toBe(422);
    expect(noMain.json().errors).toEqual({ id_main_skill: 'Seleziona la skill principale' });
    const ok = await put(f.browser, f.id, {
      approval: 'in approvazione rivenditore',
      requirements: [skill],
      id_main_skill: skill,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      approval: 'in approvazione rivenditore',
      id_main_skill: skill,
      requirements: [skill],
    });
  });

  it('needs the terms accepted and complete billing data first', async () => {
    const noTerms = await fixture({ ...COMPLETE_IT_BILLING, codice_fiscale: null });
    const terms = await put(noTerms.browser, noTerms.id, { approval: 'in approvazione cliente' });
    expect(terms.statusCode).toBe(422);
    expect(terms.json()).toEqual({ message: 'Accetta prima le condizioni contrattuali', reason: 'terms_required' });
    const together = await put(noTerms.browser, noTerms.id, {
      contratto_cliente: true,
      approval: 'in approvazione cliente',
    });
    expect(together.statusCode).toBe(200);

    const noBilling = await fixture({ contratto_cliente: true });
    const billing = await put(noBilling.browser, noBilling.id, { approval: 'in approvazione cliente' });
    expect(billing.statusCode).toBe(422);
    expect(billing.json()).toEqual({
      message: 'Completa i dati di fatturazione prima di inviare la richiesta di approvazione',
      reason: 'billing_incomplete',
    });
    const withBilling = await put(noBilling.browser, noBilling.id, {
      ...COMPLETE_IT_BILLING,
      approval: 'in approvazione cliente',
    });
    expect(withBilling.statusCode).toBe(200);
    expect(withBilling.json()).toMatchObject({ approval: 'in approvazione cliente', hasCompleteBillingData: true });
  });

  it('never lets a company user approve, nor change an approved company’s approval', async () => {
    const f = await readyCompany();
    const approve = await put(f.browser, f.id, { approval: 'approvato' });
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toEqual({ message: "Solo un operatore può approvare un'azienda", reason: 'staff_only' });
    expect(await companyOf(f.browser, f.id)).toMatchObject({ approval: null });

    const owner = browser();
    await owner.loginTo('owner');
    const back = await put(owner, ids.rossi, { approval: 'in approvazione cliente' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: "L'azienda è già approvata", reason: 'already_approved' });
  });

  it('lets staff approve a customer through id_cliente; a reseller request makes it a reseller', async () => {
    const f = await readyCompany();
    const [skill = 0] = (await t.db.selectFrom('skills').select('id').limit(1).execute()).map((s) => s.id);
    await put(f.browser, f.id, {
      approval: 'in approvazione rivenditore',
      requirements: [skill],
      id_main_skill: skill,
    });

    const staff = browser();
    await staff.loginTo('staff');
    expect((await put(staff, f.id, { approval: 'approvato' })).statusCode).toBe(403);
    const approved = await staff.call('PUT', `/rest/company/${f.id}?id_cliente=${f.id}`, {
      body: { approval: 'approvato' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: f.id, approval: 'approvato', is_reseller: true });
    expect((await f.browser.get('/api/dashboard/userinfo')).json()).toMatchObject({
      approval: 'approvato',
      is_reseller: true,
    });
  });
});
