import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT } from '../../demo/partner-seed.ts';
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
const skillIds = async (...names: string[]) =>
  (await t.db.selectFrom('skills').select('id').where('nome', 'in', names).execute()).map((s) => s.id);
const valid = async () => ({
  nome: 'Sito vetrina',
  descrizione: 'Sito di cinque pagine con modulo contatti',
  dominio: 'galli.example',
  tempistiche: 'Entro giugno',
  budget: 250_000,
  contatti: 'Elena Galli, 035 240 1188',
  id_requirements: await skillIds('Sviluppo siti web', 'WordPress'),
  authorization: true,
});
const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const count = async (company: number) =>
  Number(
    (
      await t.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', company)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /rest/project_requirements', () => {
  it('lists skills, tech skills and business sectors', async () => {
    const list = (await (await signedIn('owner')).get('/rest/project_requirements')).json() as { tipo: string }[];
    expect(new Set(list.map((s) => s.tipo))).toEqual(new Set(['skill', 'tech skill', 'business sector']));
    expect(list.length).toBeGreaterThan(30);
  });
});

describe('GET /rest/projects', () => {
  it('lists the demo project of owner, with its requirements and budget in cents', async () => {
    const { items: list, total } = (await (await signedIn('owner')).get('/rest/projects')).json();
    expect(total).toBe(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ nome: DEMO_PROJECT.nome, budget: 1_500_000, currency: 'EUR' });
    expect(list[0].id_requirements.map((s: { nome: string }) => s.nome).sort()).toEqual(
      [...DEMO_PROJECT.requirements].sort(),
    );
  });

  it('never shows another company’s projects', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    expect((await f.browser.get('/rest/projects')).json()).toMatchObject({ items: [], total: 0 });
    expect((await (await signedIn('reseller')).get('/rest/projects')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('pages, sorts and filters on the server', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    for (const nome of ['Primo negozio', 'Secondo blog', 'Terzo negozio']) {
      expect((await f.browser.post('/rest/projects', { ...(await valid()), nome })).statusCode).toBe(200);
    }
    const names = async (query: string) => {
      const page = (await f.browser.get(`/rest/projects?${query}`)).json() as {
        items: { nome: string }[];
        total: number;
      };
      return { names: page.items.map((p) => p.nome), total: page.total };
    };
    expect(await names('size=2')).toEqual({ names: ['Terzo negozio', 'Secondo blog'], total: 3 });
    expect(await names('size=2&page=2')).toEqual({ names: ['Primo negozio'], total: 3 });
    expect(await names('sort=created_at')).toEqual({
      names: ['Primo negozio', 'Secondo blog', 'Terzo negozio'],
      total: 3,
    });
    expect(await names('q=negozio')).toEqual({ names: ['Terzo negozio', 'Primo negozio'], total: 2 });
    expect((await f.browser.get('/rest/projects?sort=nome')).statusCode).toBe(400);
  });
});

describe('POST /rest/projects', () => {
  it('records who submitted which project in the audit log', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    const { id } = (await f.browser.post('/rest/projects', await valid())).json() as { id: number };
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'projects.submitted')
      .where('subject', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: f.id });
  });

  it('saves a project in the company’s currency; it appears first in the list', async () => {
    const f = await companyFixture(t.app, t.db, { ...approved, currency: 'CHF' });
    const response = await f.browser.post('/rest/projects', await valid());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'ok', message: 'Progetto inviato alla rete dei partner' });
    const [saved] = (await f.browser.get('/rest/projects')).json().items;
    expect(saved).toMatchObject({ nome: 'Sito vetrina', budget: 250_000, currency: 'CHF', dominio: 'galli.example' });
    expect(saved.id_requirements).toHaveLength(2);
  });

  it('takes a project without timing, domain and budget', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    const { dominio: _d, tempistiche: _t, budget: _b, ...rest } = await valid();
    expect((await f.browser.post('/rest/projects', rest)).statusCode).toBe(200);
    expect((await f.browser.get('/rest/projects')).json().items[0]).toMatchObject({
      dominio: '',
      tempistiche: '',
      budget: null,
    });
  });

  it.each([
    ['nome', { nome: '' }, 'Campo obbligatorio'],
    ['nome', { nome: 'x'.repeat(251) }, 'Massimo 250 caratteri'],
    ['descrizione', { descrizione: '   ' }, 'Campo obbligatorio'],
    ['descrizione', { descrizione: 'x'.repeat(251) }, 'Massimo 250 caratteri'],
    ['tempistiche', { tempistiche: 'x'.repeat(251) }, 'Massimo 250 caratteri'],
    ['contatti', { contatti: '' }, 'Campo obbligatorio'],
    ['contatti', { contatti: 'x'.repeat(251) }, 'Massimo 250 caratteri'],
    ['budget', { budget: -1 }, 'Indica un importo tra 0 e 10.000.000'],
    ['budget', { budget: 1_000_000_001 }, 'Indica un importo tra 0 e 10.000.000'],
    ['budget', { budget: 10.5 }, "L'importo è un numero, senza separatori delle migliaia (per esempio 2500 o 2500.50)"],
    ['id_requirements', { id_requirements: [] }, 'Seleziona almeno una skill'],
    ['authorization', { authorization: false }, "Per inviare il progetto è necessaria l'autorizzazione"],
  ])('refuses a bad %s with its message, saving nothing', async (field, change, message) => {
    const f = await companyFixture(t.app, t.db, approved);
    const response = await f.browser.post('/rest/projects', { ...(await valid()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await count(f.id)).toBe(0);
  });

  it('refuses a skill that is not in the catalogue', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    const response = await f.browser.post('/rest/projects', { ...(await valid()), id_requirements: [999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id_requirements: 'Skill non valida' });
    expect(await count(f.id)).toBe(0);
  });

  it('answers in the request language', async () => {
    const f = await companyFixture(t.app, t.db, approved);
    const response = await f.browser.post(
      '/rest/projects',
      { ...(await valid()), id_requirements: [] },
      { headers: { 'accept-language': 'de' } },
    );
    expect(response.json().errors).toEqual({ id_requirements: 'Wählen Sie mindestens einen Skill' });
  });

  it('is refused (403 code 10) to a customer with a parent and to a user without grants; a reseller with a parent is allowed', async () => {
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    const child = await companyFixture(t.app, t.db, { ...approved, parent_id: alpi });
    const none = await companyFixture(t.app, t.db, approved, []);
    for (const f of [child, none]) {
      for (const response of [
        await f.browser.post('/rest/projects', await valid()),
        await f.browser.get('/rest/projects'),
        await f.browser.get('/rest/project_requirements'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 10 });
      }
      expect(await count(f.id)).toBe(0);
    }
    const resellerChild = await companyFixture(t.app, t.db, { ...approved, parent_id: alpi, is_reseller: true });
    expect((await resellerChild.browser.post('/rest/projects', await valid())).statusCode).toBe(200);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    expect((await new TestBrowser(t.app).get('/rest/projects')).statusCode).toBe(401);
    const f = await companyFixture(t.app, t.db, approved);
    expect((await f.browser.post('/rest/projects', await valid(), { xhr: false })).statusCode).toBe(403);
    expect(await count(f.id)).toBe(0);
  });
});
