import { SKILL_TYPES, type Skill } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESELLER_SKILLS, DEMO_SKILLS } from '../../demo/onboarding-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { placesFor, provinceOf } from './postal/postal-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app);
async function signedIn(username: string): Promise<TestBrowser> {
  const b = browser();
  await b.loginTo(username);
  return b;
}

describe('GET /rest/terms/customer', () => {
  it.each([
    ['it', 'Condizioni generali di contratto – Nuvolaria S.r.l. (demo)', 'Oggetto'],
    ['en', 'General terms and conditions – Nuvolaria S.r.l. (demo)', 'Subject'],
    ['de', 'Allgemeine Geschäftsbedingungen – Nuvolaria S.r.l. (demo)', 'Gegenstand'],
    ['fr', 'Conditions générales de contrat – Nuvolaria S.r.l. (demo)', 'Objet'],
  ])('answers the contract of the company’s billing entity in %s', async (lang, titolo, heading) => {
    const b = await signedIn('nuovo');
    const response = await b.get('/rest/terms/customer', { headers: { 'accept-language': lang } });
    expect(response.statusCode).toBe(200);
    const terms = response.json();
    expect(Object.keys(terms).sort()).toEqual(['testo', 'titolo']);
    expect(terms.titolo).toBe(titolo);
    expect(terms.testo).toContain(`<h2>1. ${heading}</h2>`);
    expect(terms.testo).toContain('Milano');
  });

  it("follows the billing entity: the Swiss reseller gets the Swiss entity's contract", async () => {
    const b = await signedIn('reseller');
    const terms = (await b.get('/rest/terms/customer')).json();
    expect(terms.titolo).toBe('Condizioni generali di contratto – Nuvolaria SA (demo)');
    expect(terms.testo).toContain('foro di Lugano');
  });

  it('falls back to Italian, then to a general text, and answers 404 without any', async () => {
    const b = await signedIn('owner');
    const bbw = await t.db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirstOrThrow();
    const saved = await t.db.selectFrom('terms').selectAll().where('fatturante_id', '=', bbw.id).execute();
    try {
      await t.db.deleteFrom('terms').where('fatturante_id', '=', bbw.id).where('lingua', '!=', 'it').execute();
      expect((await b.get('/rest/terms/customer', { headers: { 'accept-language': 'de' } })).json().titolo).toMatch(
        /^Condizioni/,
      );
      await t.db.deleteFrom('terms').where('fatturante_id', '=', bbw.id).execute();
      expect((await b.get('/rest/terms/customer')).statusCode).toBe(404);
      await t.db
        .insertInto('terms')
        .values({
          tipo: 'customer',
          fatturante_id: null,
          lingua: 'en',
          titolo: 'General contract',
          testo: '<p>General</p>',
        })
        .execute();
      expect((await b.get('/rest/terms/customer')).json()).toEqual({
        titolo: 'General contract',
        testo: '<p>General</p>',
      });
    } finally {
      await t.db.deleteFrom('terms').where('fatturante_id', 'is', null).execute();
      await t.db.insertInto('terms').values(saved).execute();
    }
  });

  it('serves the text sanitised: no scripts, handlers or script links', async () => {
    const b = await signedIn('owner');
    const bbw = await t.db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirstOrThrow();
    const row = () => t.db.updateTable('terms').where('fatturante_id', '=', bbw.id).where('lingua', '=', 'fr');
    const original = await t.db
      .selectFrom('terms')
      .select('testo')
      .where('fatturante_id', '=', bbw.id)
      .where('lingua', '=', 'fr')
      .executeTakeFirstOrThrow();
    try {
      await row()
        .set({
          testo:
            '<h2 onclick="steal()">Art. 1</h2><script>alert(1)</script><style>p{}</style><p>Testo <a href="javascript:alert(1)">x</a> <a href="https://example.com/doc">doc</a></p><iframe src="https://evil.example"></iframe>',
        })
        .execute();
      const testo = (await b.get('/rest/terms/customer', { headers: { 'accept-language': 'fr' } })).json()
        .testo as string;
      expect(testo).toBe(
        '<h2>Art. 1</h2><p>Testo <a target="_blank" rel="noopener noreferrer">x</a> <a href="https://example.com/doc" target="_blank" rel="noopener noreferrer">doc</a></p>',
      );
    } finally {
      await row().set({ testo: original.testo }).execute();
    }
  });

  it('needs a session and a chosen company; other contract types are not there', async () => {
    expect((await browser().get('/rest/terms/customer')).statusCode).toBe(401);
    const multi = await signedIn('multi');
    const response = await multi.get('/rest/terms/customer');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 10, reason: 'company_not_selected' });
    const owner = await signedIn('owner');
    expect((await owner.get('/rest/terms/reseller')).statusCode).toBe(400);
  });
});

describe('GET /rest/skills', () => {
  it('lists the catalogue by type and name', async () => {
    const b = await signedIn('nuovo');
    const response = await b.get('/rest/skills');
    expect(response.statusCode).toBe(200);
    const skills = response.json() as Skill[];
    expect(skills).toHaveLength(DEMO_SKILLS.length);
    expect(skills.length).toBeGreaterThanOrEqual(20);
    for (const skill of skills) {
      expect(Object.keys(skill).sort()).toEqual(['id', 'nome', 'tipo']);
      expect(SKILL_TYPES).toContain(skill.tipo);
    }
    for (const tipo of SKILL_TYPES) expect(skills.some((s) => s.tipo === tipo)).toBe(true);
    // Names in the language's alphabetical order (case-insensitive: "cPanel" among the C's).
    const collator = new Intl.Collator('it');
    const sorted = [...skills].sort((a, b) =>
      a.tipo === b.tipo ? collator.compare(a.nome, b.nome) : a.tipo < b.tipo ? -1 : 1,
    );
    expect(skills.map((s) => s.nome)).toEqual(sorted.map((s) => s.nome));
  });

  it('gives the demo reseller real skills, its main one among them', async () => {
    const alpi = await t.db
      .selectFrom('aziende')
      .innerJoin('skills', 'skills.id', 'aziende.id_main_skill')
      .select('skills.nome')
      .where('aziende.ragione_sociale', '=', 'Alpi Digital SA')
      .executeTakeFirstOrThrow();
    expect(alpi.nome).toBe(DEMO_RESELLER_SKILLS.main);
  });

  it('keeps id_main_skill a real skill: deleting one clears it', async () => {
    const skill = await t.db
      .insertInto('skills')
      .values({
        nome: 'Skill di prova',
        nomi: JSON.stringify({ it: 'Skill di prova', en: 'Test skill', de: 'Testkompetenz', fr: 'Compétence de test' }),
        tipo: 'skill',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await t.db
      .insertInto('aziende')
      .values({ ragione_sociale: 'Prova FK', id_main_skill: skill.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('company_skills').values({ company_id: company.id, skill_id: skill.id }).execute();
    await t.db.deleteFrom('skills').where('id', '=', skill.id).execute();
    const row = await t.db
      .selectFrom('aziende')
      .select('id_main_skill')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.id_main_skill).toBeNull();
    expect(await t.db.selectFrom('company_skills').selectAll().where('company_id', '=', company.id).execute()).toEqual(
      [],
    );
    await expect(
      t.db.updateTable('aziende').set({ id_main_skill: 999_999 }).where('id', '=', company.id).execute(),
    ).rejects.toThrow();
  });

  it('needs a session', async () => {
    expect((await browser().get('/rest/skills')).statusCode).toBe(401);
  });
});

describe('GET /api/zipcode/{country}/{zip}', () => {
  it('finds an Italian CAP with its comune, province and region', async () => {
    const b = await signedIn('nuovo');
    const response = await b.get('/api/zipcode/IT/20124');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ places: [{ place_name: 'Milano', province: 'MI', state: 'Lombardia' }] });
    expect((await b.get('/api/zipcode/it/00187')).json()).toEqual({
      places: [{ place_name: 'Roma', province: 'RM', state: 'Lazio' }],
    });
  });

  it('lists every comune sharing a CAP', async () => {
    const b = await signedIn('nuovo');
    const places = (await b.get('/api/zipcode/IT/10060')).json().places as { province: string }[];
    expect(places.length).toBeGreaterThan(10);
    expect(new Set(places.map((p) => p.province))).toEqual(new Set(['TO']));
  });

  it('finds a Swiss PLZ with its canton, named in the request’s language', async () => {
    const b = await signedIn('reseller');
    expect((await b.get('/api/zipcode/CH/6500')).json()).toEqual({
      places: [{ place_name: 'Bellinzona', province: 'TI', state: 'Ticino' }],
    });
    const zurich = await b.get('/api/zipcode/CH/8001', { headers: { 'accept-language': 'fr' } });
    expect(zurich.json()).toEqual({ places: [{ place_name: 'Zürich', province: 'ZH', state: 'Zurich' }] });
    const bern = await b.get('/api/zipcode/CH/CH-3011', { headers: { 'accept-language': 'de' } });
    expect(bern.json()).toEqual({ places: [{ place_name: 'Bern', province: 'BE', state: 'Bern' }] });
  });

  it('lists every locality sharing a Swiss PLZ, alphabetically', async () => {
    const b = await signedIn('nuovo');
    const names = async (zip: string) =>
      ((await b.get(`/api/zipcode/CH/${zip}`)).json().places as { place_name: string }[]).map((p) => p.place_name);
    expect(await names('6900')).toEqual(['Lugano', 'Massagno', 'Paradiso']);
    expect(await names('6600')).toEqual(['Locarno', 'Muralto', 'Solduno']);
    // A PLZ across a cantonal border: each locality keeps its own canton.
    expect((await b.get('/api/zipcode/CH/6452')).json()).toEqual({
      places: [
        { place_name: 'Riemenstalden', province: 'SZ', state: 'Svitto' },
        { place_name: 'Sisikon', province: 'UR', state: 'Uri' },
      ],
    });
  });

  it('answers 404 for an unknown code or a country without data', async () => {
    const b = await signedIn('nuovo');
    for (const path of [
      '/api/zipcode/IT/99999',
      '/api/zipcode/CH/0000',
      '/api/zipcode/DE/10115',
      '/api/zipcode/XX/1',
    ]) {
      const response = await b.get(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
  });

  it('needs a session', async () => {
    expect((await browser().get('/api/zipcode/IT/20124')).statusCode).toBe(401);
  });

  it('looks up from memory once loaded', () => {
    placesFor('IT', '20124', 'it');
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) placesFor('IT', '20124', 'it');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('GET /rest/province/{cap}', () => {
  it('answers the province of an Italian CAP', async () => {
    const b = await signedIn('nuovo');
    const response = await b.get('/rest/province/40121');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provincia: 'BO' });
    expect(provinceOf('39100')).toBe('BZ');
  });

  it('answers 404 for an unknown CAP, and 401 without a session', async () => {
    const b = await signedIn('nuovo');
    expect((await b.get('/rest/province/00000')).statusCode).toBe(404);
    expect((await browser().get('/rest/province/40121')).statusCode).toBe(401);
  });
});
