import { LANGUAGES, type Company, type Skill } from '@sportello/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKILLS } from '../../demo/onboarding-seed.ts';
import { DEMO_PAYMENT_MODES } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Issue 14 item 3: catalogue data shown to users carries all four languages. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};

describe('data in four languages', () => {
  it('the demo data names every skill and payment mode in all four languages', () => {
    for (const entry of [...DEMO_SKILLS, ...DEMO_PAYMENT_MODES]) {
      for (const language of LANGUAGES)
        expect(entry.nomi[language]?.trim(), `${entry.nomi.it} in ${language}`).toBeTruthy();
    }
    for (const s of DEMO_SKILLS) expect(s.nomi.it).toBe(s.nome);
  });

  it('the database refuses a skill or a payment mode without one of the languages', async () => {
    const nomi = { it: 'Prova', en: 'Test', de: 'Test', fr: 'Essai' };
    for (const missing of LANGUAGES) {
      const partial = JSON.stringify({ ...nomi, [missing]: undefined });
      await expect(
        t.db.insertInto('skills').values({ nome: 'Prova', nomi: partial, tipo: 'skill' }).execute(),
      ).rejects.toThrow(/skills_nomi_all_languages/);
      await expect(
        t.db
          .insertInto('payment_modes')
          .values({ codice: `X-${missing}`, nomi: partial })
          .execute(),
      ).rejects.toThrow(/payment_modes_nomi_all_languages/);
    }
    const blank = JSON.stringify({ ...nomi, fr: ' ' });
    await expect(t.db.insertInto('payment_modes').values({ codice: 'X-blank', nomi: blank }).execute()).rejects.toThrow(
      /all_languages/,
    );
    const stored = await sql<{
      n: string;
    }>`select count(*) as n from skills where nomi ?& array['it','en','de','fr']`.execute(t.db);
    expect(Number(stored.rows[0]?.n)).toBe(DEMO_SKILLS.length);
  });

  it('serves the skills catalogue in the language of the request', async () => {
    const b = await signedIn('owner');
    const names = async (lang: string) =>
      ((await b.get(`/rest/skills?lang=${lang}`)).json() as Skill[]).map((s) => s.nome);
    expect(await names('it')).toContain('Sviluppo siti web');
    expect(await names('en')).toContain('Website development');
    expect(await names('de')).toContain('Website-Entwicklung');
    const fr = await names('fr');
    expect(fr).toContain('Développement de sites web');
    expect(fr).not.toContain('Sviluppo siti web');
  });

  it('names the payment mode of the company in the language of the request', async () => {
    const b = await signedIn('owner');
    const rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    const payment = async (headers: Record<string, string>) =>
      ((await b.get(`/rest/company/${rossi}`, { headers })).json() as Company).pagamento;
    expect(await payment({ 'accept-language': 'it' })).toBe('Bonifico bancario 30 gg data fattura');
    expect(await payment({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('Bank transfer, 30 days from invoice date');
    expect(await payment({ 'accept-language': 'de-CH' })).toBe('Banküberweisung 30 Tage ab Rechnungsdatum');
    expect(await payment({ 'accept-language': 'fr' })).toBe('Virement bancaire à 30 jours date de facture');
  });
});
