import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT } from '../../demo/partner-seed.ts';
import { DEMO_COMPETITOR, DEMO_LEADS } from '../../demo/opportunities-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { readCsv } from '../../test-support/csv.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
});
afterAll(() => t.close());

const approved = { approval: 'approvato', contratto_cliente: true } as const;
const partnerRow = { ...approved, is_reseller: true } as const;

const skillIds = async (...names: string[]) =>
  names.length === 0
    ? []
    : (await t.db.selectFrom('skills').select('id').where('nome', 'in', names).execute()).map((s) => s.id);

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};

/** A partner with these skills (and, when given, its introduction's receive_opportunity). */
async function partner(skills: string[], receive?: boolean, row: object = partnerRow): Promise<CompanyFixture> {
  const f = await companyFixture(t.app, t.db, row);
  const ids = await skillIds(...skills);
  if (ids.length)
    await t.db
      .insertInto('company_skills')
      .values(ids.map((skill_id) => ({ company_id: f.id, skill_id })))
      .execute();
  if (receive !== undefined) {
    await t.db
      .insertInto('company_introductions')
      .values({ company_id: f.id, receive_opportunity: receive, dimensione_clienti: '[]', associazioni: '[]' })
      .execute();
  }
  return f;
}

/** A customer submits a project requiring these skills; answers the project's id. */
async function submit(
  requirements: string[],
  nome = 'Negozio di ricambi',
): Promise<{ id: number; customer: CompanyFixture }> {
  const customer = await companyFixture(t.app, t.db, { ...approved, ragione_sociale: `Cliente ${nome}` });
  const response = await customer.browser.post('/rest/projects', {
    nome,
    descrizione: 'Catalogo con ordini online',
    dominio: 'ricambi.example',
    tempistiche: 'Entro maggio',
    budget: 400_000,
    contatti: 'Piero Neri, 02 555 0101',
    id_requirements: await skillIds(...requirements),
    authorization: true,
  });
  expect(response.statusCode).toBe(200);
  return { id: (response.json() as { id: number }).id, customer };
}

const leads = async (b: TestBrowser, query = '') =>
  (await b.get(`/rest/opportunities${query}`)).json() as {
    items: {
      id: number;
      nome: string;
      stato: string;
      cliente: string | null;
      contatti: string | null;
      dominio: string | null;
      partner: string | null;
      skills: string[];
      tech_skills: string[];
      business_sectors: string[];
    }[];
    total: number;
  };
const leadOf = async (f: CompanyFixture, nome: string) => (await leads(f.browser)).items.find((l) => l.nome === nome);
const decide = (b: TestBrowser, id: number, stato: string) =>
  b.call('PUT', `/rest/opportunities/${id}`, { body: { stato } });
const offersOf = async (projectId: number) =>
  t.db.selectFrom('opportunities').select(['company_id', 'stato']).where('project_id', '=', projectId).execute();

describe('GET /rest/opportunities', () => {
  it("lists the demo reseller's leads in every state, newest first, the requester's data only once accepted", async () => {
    const page = await leads(await signedIn('reseller'));
    expect(page.total).toBe(DEMO_LEADS.length + 1);
    const byName = Object.fromEntries(page.items.map((l) => [l.nome, l]));
    expect(byName[DEMO_PROJECT.nome]).toMatchObject({
      stato: 'attesa',
      cliente: null,
      contatti: null,
      dominio: null,
      partner: null,
    });
    expect(byName[DEMO_PROJECT.nome]!.skills).toEqual(['E-commerce']);
    expect(byName[DEMO_PROJECT.nome]!.tech_skills).toEqual(['WooCommerce']);
    expect(byName[DEMO_PROJECT.nome]!.business_sectors).toEqual(['Commercio e retail']);
    for (const lead of DEMO_LEADS)
      expect(byName[lead.project.nome]!.stato).toBe(
        lead.alpi === 'attesa' && lead.daysAgo > 30 ? 'scaduta' : lead.alpi,
      );
    const accepted = page.items.find((l) => l.stato === 'accettata')!;
    expect(accepted).toMatchObject({
      cliente: DEMO_COMPANIES.pasticceria,
      dominio: 'pasticceriaticinese.example',
      partner: DEMO_COMPANIES.alpi,
    });
    expect(accepted.contatti).toContain('Sara Fontana');
    for (const l of page.items.filter((l) => l.stato !== 'accettata'))
      expect([l.cliente, l.contatti, l.dominio, l.partner]).toEqual([null, null, null, null]);
    expect(page.items.map((l) => l.nome)[0]).toBe(DEMO_LEADS[0]!.project.nome);
  });

  it('filters by state and text, sorts and pages on the server, and exports CSV', async () => {
    const b = await signedIn('reseller');
    expect((await leads(b, '?stato=scaduta')).items.map((l) => l.stato)).toEqual(['scaduta', 'scaduta']);
    expect((await leads(b, '?stato=attesa')).total).toBe(2);
    expect((await leads(b, '?q=torte')).items.map((l) => l.nome)).toEqual(['Ordini online delle torte']);
    const oldest = await leads(b, '?sort=data&size=1');
    expect(oldest.items.map((l) => l.nome)).toEqual(['Restyling del sito vetrina']);
    expect(oldest.total).toBe(DEMO_LEADS.length + 1);
    expect((await b.get('/rest/opportunities?stato=nuova')).statusCode).toBe(400);
    const csv = await b.get('/rest/opportunities?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.body)).toHaveLength(DEMO_LEADS.length + 2);
  });

  it('names the requirements in the request language', async () => {
    const b = await signedIn('reseller');
    const page = (await b.get('/rest/opportunities?q=torte', { headers: { 'accept-language': 'de' } })).json();
    expect(page.items[0].skills).toEqual(['E-Commerce']);
  });

  it('is refused (403 code 10) to a company that is not a reseller, and shows no other reseller’s leads', async () => {
    for (const username of ['owner', 'contabile']) {
      const b = await signedIn(username);
      const response = await b.get('/rest/opportunities');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 10 });
    }
    const other = await partner([]);
    expect(await leads(other.browser)).toMatchObject({ items: [], total: 0 });
  });
});

describe('leads from submitted projects', () => {
  it('offers a project to the approved partners sharing a requirement and taking opportunities, best matches first', async () => {
    const both = await partner(['Software su misura', 'Consulenza IT']);
    const one = await partner(['Consulenza IT'], true);
    const optedOut = await partner(['Software su misura'], false);
    const unrelated = await partner(['Grafica e branding']);
    const pending = await partner(['Software su misura'], undefined, {
      is_reseller: true,
      approval: 'in approvazione cliente',
    });
    const customer = await partner(['Software su misura'], undefined, approved);
    const { id } = await submit(['Software su misura', 'Consulenza IT'], 'Gestionale di magazzino');
    const offered = await t.db
      .selectFrom('opportunities')
      .select(['company_id', 'matched_skills', 'stato'])
      .where('project_id', '=', id)
      .orderBy('matched_skills', 'desc')
      .execute();
    const ids = offered.map((o) => o.company_id);
    expect(ids).toContain(both.id);
    expect(ids).toContain(one.id);
    for (const f of [optedOut, unrelated, pending, customer]) expect(ids).not.toContain(f.id);
    expect(offered.find((o) => o.company_id === both.id)).toMatchObject({ matched_skills: 2, stato: 'attesa' });
    expect(await leadOf(both, 'Gestionale di magazzino')).toMatchObject({ stato: 'attesa', cliente: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'projects.submitted')
      .where('subject', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ offered_to_partners: offered.length });
  });

  it('tells the partners it was offered to by mail, to their users who may take it, in their language', async () => {
    const taker = await partner(['Consulenza IT']);
    await t.db.updateTable('users').set({ lingua: 'de' }).where('id', '=', taker.userId).execute();
    const developer = await t.db
      .insertInto('users')
      .values({
        username: `${taker.username}_dev`,
        email: `${taker.username}_dev@fixture.example`,
        email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('company_access')
      .values({ company_id: taker.id, user_id: developer.id, grants: ['developer'] })
      .execute();
    const optedOut = await partner(['Consulenza IT'], false);
    const { customer } = await submit(['Consulenza IT'], 'Rete aziendale');
    const mails = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'language'])
      .where('template', '=', 'new_opportunity')
      .where('subject', 'like', '%Rete aziendale%')
      .execute();
    const to = (username: string) => mails.filter((m) => m.to_address === `${username}@fixture.example`);
    expect(to(taker.username)).toEqual([
      expect.objectContaining({
        language: 'de',
        subject: expect.stringContaining('Neue Geschäftschance: Rete aziendale'),
      }),
    ]);
    // A developer cannot take leads; a partner that takes none, and the requester, hear nothing.
    expect(to(`${taker.username}_dev`)).toEqual([]);
    expect(to(optedOut.username)).toEqual([]);
    expect(to(customer.username)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'projects.submitted')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ lead_notices: mails.length });
  });

  it('never offers a reseller its own project', async () => {
    const self = await partner(['Sistemistica e server']);
    const response = await self.browser.post('/rest/projects', {
      nome: 'Server di backup',
      descrizione: 'Per noi',
      contatti: 'Noi',
      id_requirements: await skillIds('Sistemistica e server'),
      authorization: true,
    });
    const { id } = response.json() as { id: number };
    expect((await offersOf(id)).map((o) => o.company_id)).not.toContain(self.id);
  });
});

describe('PUT /rest/opportunities/{id}', () => {
  it("accepts a waiting lead: the requester's data appear, the other partners' offers expire, audited", async () => {
    const first = await partner(['Sviluppo app mobile']);
    const second = await partner(['Sviluppo app mobile']);
    const { id: projectId, customer } = await submit(['Sviluppo app mobile'], 'App per i soci');
    const lead = (await leadOf(first, 'App per i soci'))!;
    const response = await decide(first.browser, lead.id, 'accettata');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'ok',
      message: 'Opportunità accettata: trovi qui i dati del cliente.',
      opportunity: {
        id: lead.id,
        stato: 'accettata',
        cliente: `Cliente App per i soci`,
        contatti: 'Piero Neri, 02 555 0101',
        dominio: 'ricambi.example',
      },
    });
    expect(await leadOf(second, 'App per i soci')).toMatchObject({ stato: 'scaduta', cliente: null });
    const offers = await offersOf(projectId);
    expect(offers.filter((o) => o.stato === 'accettata').map((o) => o.company_id)).toEqual([first.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'opportunities.accepted')
      .where('subject', '=', String(lead.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ company_id: first.id, actor_user_id: first.userId });
    expect(customer.id).not.toBe(first.id);
    // Taken by another: the second partner can no longer accept it.
    const late = await decide(second.browser, (await leadOf(second, 'App per i soci'))!.id, 'accettata');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'opportunity_closed' });
  });

  it('rejects a waiting lead once; a decided lead cannot be decided again (409)', async () => {
    const f = await partner(['Social media marketing']);
    await submit(['Social media marketing'], 'Campagna social');
    const lead = (await leadOf(f, 'Campagna social'))!;
    const rejected = await decide(f.browser, lead.id, 'rifiutata');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Opportunità rifiutata.',
      opportunity: { stato: 'rifiutata', cliente: null },
    });
    for (const stato of ['accettata', 'rifiutata']) {
      const again = await decide(f.browser, lead.id, stato);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Questa opportunità non è più disponibile: è scaduta o è già stata accettata da un altro partner.',
      );
    }
  });

  it('refuses an expired lead (409) and shows it scaduta', async () => {
    const f = await partner(['SEO e posizionamento']);
    const { id: projectId } = await submit(['SEO e posizionamento'], 'Posizionamento locale');
    await t.db
      .updateTable('opportunities')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('project_id', '=', projectId)
      .execute();
    const lead = (await leadOf(f, 'Posizionamento locale'))!;
    expect(lead.stato).toBe('scaduta');
    expect((await decide(f.browser, lead.id, 'accettata')).statusCode).toBe(409);
    expect((await offersOf(projectId))[0]!.stato).toBe('attesa');
  });

  it("another reseller's lead is not found (404) and stays as it was; bad input is refused (400)", async () => {
    const b = await signedIn('reseller');
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    const ceresio = await companyId(t.db, DEMO_COMPETITOR);
    const theirs = await t.db
      .selectFrom('opportunities')
      .select('id')
      .where('company_id', '=', ceresio)
      .where('stato', '=', 'attesa')
      .executeTakeFirstOrThrow();
    const response = await decide(b, theirs.id, 'accettata');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'opportunity_not_found' });
    expect(
      (await t.db.selectFrom('opportunities').select('stato').where('id', '=', theirs.id).executeTakeFirstOrThrow())
        .stato,
    ).toBe('attesa');
    const mine = await t.db
      .selectFrom('opportunities')
      .select('id')
      .where('company_id', '=', alpi)
      .executeTakeFirstOrThrow();
    for (const stato of ['attesa', 'scaduta', '']) expect((await decide(b, mine.id, stato)).statusCode).toBe(400);
    const owner = await signedIn('owner');
    const refused = await decide(owner, mine.id, 'accettata');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 10 });
  });

  it('of two partners accepting one lead at once, exactly one takes it', async () => {
    const a = await partner(['Sviluppo siti web', 'Grafica e branding']);
    const b = await partner(['Grafica e branding']);
    const { id: projectId } = await submit(['Grafica e branding'], 'Nuovo marchio');
    const [leadA, leadB] = [(await leadOf(a, 'Nuovo marchio'))!, (await leadOf(b, 'Nuovo marchio'))!];
    const answers = await Promise.all([
      decide(a.browser, leadA.id, 'accettata'),
      decide(b.browser, leadB.id, 'accettata'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const offers = await offersOf(projectId);
    expect(offers.filter((o) => o.stato === 'accettata')).toHaveLength(1);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect(offers.find((o) => o.stato === 'accettata')!.company_id).toBe(winner.id);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    expect((await new TestBrowser(t.app).get('/rest/opportunities')).statusCode).toBe(401);
    const b = await signedIn('reseller');
    const lead = (await leads(b, '?stato=attesa')).items[0]!;
    expect(
      (await b.call('PUT', `/rest/opportunities/${lead.id}`, { body: { stato: 'rifiutata' }, xhr: false })).statusCode,
    ).toBe(403);
  });
});
