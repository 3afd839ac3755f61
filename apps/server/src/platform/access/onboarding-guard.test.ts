import { ENDPOINTS, type EndpointSpec } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { COMPLETE_IT_BILLING, companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { isApiPath } from '../http/api-path.ts';

let t: TestApp;
let verdi: number;
beforeAll(async () => {
  t = await buildTestApp();
  verdi = await companyId(t.db, DEMO_COMPANIES.verdi);
});
afterAll(() => t.close());

const TERMS = { message: 'Accetta prima le condizioni contrattuali', reason: 'terms_not_accepted' };
const APPROVAL = {
  message: "L'azienda non è ancora approvata: questa funzione è disponibile dopo l'approvazione",
  reason: 'not_approved',
};
const ONBOARDING_REASONS = [TERMS.reason, APPROVAL.reason];

const signedIn = async (username: string, company?: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const countOf = async (table: 'projects' | 'invites', company: number) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', company)
        .executeTakeFirstOrThrow()
    ).n,
  );

const project = async () => ({
  nome: 'Sito vetrina',
  descrizione: 'Sito di cinque pagine',
  dominio: 'verdi.example',
  tempistiche: 'Entro giugno',
  contatti: 'Francesca Verdi',
  id_requirements: (await t.db.selectFrom('skills').select('id').limit(1).execute()).map((s) => s.id),
  authorization: true,
});
const invitation = { email: 'collega@verdiconsulenze.example', grants: ['developer'], email_subscriptions: [] };

describe('onboarding on the server (spec 1 §2.2: company, terms, approval)', () => {
  it('an unapproved company that has not accepted the terms cannot create projects or invites through the API', async () => {
    const b = await signedIn('nuovo', verdi);
    const created = await b.post('/rest/projects', await project());
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(TERMS);
    const invited = await b.post('/rest/invites', invitation);
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toEqual(TERMS);
    expect(await countOf('projects', verdi)).toBe(0);
    expect(await countOf('invites', verdi)).toBe(0);
  });

  it('once the terms are accepted, the approval is next; approved, the same calls go through', async () => {
    const f = await companyFixture(t.app, t.db);
    const accepted = await f.browser.call('PUT', `/rest/company/${f.id}`, { body: { contratto_cliente: true } });
    expect(accepted.statusCode).toBe(200);
    const refused = await f.browser.post('/rest/projects', await project());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(APPROVAL);
    expect((await f.browser.post('/rest/invites', invitation)).json()).toEqual(APPROVAL);

    await t.db.updateTable('aziende').set({ approval: 'approvato' }).where('id', '=', f.id).execute();
    expect((await f.browser.post('/rest/projects', await project())).statusCode).toBe(200);
    expect((await f.browser.post('/rest/invites', invitation)).statusCode).toBe(200);
  });

  it('answers in the request language', async () => {
    const b = await signedIn('nuovo', verdi);
    const refused = await b.call('GET', '/rest/users', { headers: { 'accept-language': 'de' } });
    expect(refused.json()).toEqual({
      message: 'Akzeptieren Sie zuerst die Vertragsbedingungen',
      reason: 'terms_not_accepted',
    });
  });

  it('the onboarding calls themselves answer: terms, company data, skills, approval request', async () => {
    const f = await companyFixture(t.app, t.db);
    const put = (body: Record<string, unknown>) => f.browser.call('PUT', `/rest/company/${f.id}`, { body });
    expect((await f.browser.get('/rest/terms/customer')).statusCode).toBe(200);
    expect((await f.browser.get(`/rest/company/${f.id}`)).statusCode).toBe(200);
    expect((await f.browser.get('/rest/company/0')).statusCode).toBe(200);
    expect((await f.browser.get('/rest/skills')).statusCode).toBe(200);
    expect((await f.browser.get('/api/zipcode/IT/24121')).statusCode).toBe(200);
    expect((await f.browser.get('/api/dashboard/userinfo')).statusCode).toBe(200);
    expect((await put({ contratto_cliente: true })).statusCode).toBe(200);
    expect((await put({ ...COMPLETE_IT_BILLING })).statusCode).toBe(200);
    const requested = await put({ approval: 'in approvazione cliente' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ approval: 'in approvazione cliente' });
    expect((await f.browser.post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('payment settings of the company call wait for the approval', async () => {
    const f = await companyFixture(t.app, t.db, { contratto_cliente: true, approval: 'in approvazione cliente' });
    const refused = await f.browser.call('PUT', `/rest/company/${f.id}`, { body: { use_credit: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(APPROVAL);
    const row = await t.db.selectFrom('aziende').select('use_credit').where('id', '=', f.id).executeTakeFirstOrThrow();
    expect(row.use_credit).toBe(false);
  });

  it("staff acting on a customer are not held by the customer's onboarding", async () => {
    const b = await signedIn('staff');
    const users = await b.get(`/rest/users?id_cliente=${verdi}`);
    expect(users.statusCode).toBe(200);
    expect((await b.get(`/rest/projects?id_cliente=${verdi}`)).statusCode).toBe(200);
  });

  it('comes after the choice of company and before the grants', async () => {
    // Two companies: signing in chooses none.
    const noCompany = await signedIn('multi');
    expect((await noCompany.get('/rest/users')).json()).toMatchObject({ code: 10, reason: 'company_not_selected' });
    const developer = await companyFixture(t.app, t.db, {}, ['developer']);
    expect((await developer.browser.get('/rest/users')).json()).toEqual(TERMS);
  });
});

const declared = new Map(
  Object.values(ENDPOINTS)
    .flatMap((area) => Object.values(area as Record<string, EndpointSpec>))
    .map((spec): [string, EndpointSpec] => [`${spec.method} ${spec.path.replace(/:(\w+)/g, '{$1}')}`, spec]),
);

/**
 * Declared company-scoped endpoints, and every route whose access the declarations do not tell; the
 * console's calls are no company's (staff only, whatever company).
 */
function companyScoped(route: string): boolean {
  const spec = declared.get(route);
  if (spec === undefined) return true;
  const access = spec.access;
  return access !== 'public' && access !== 'session' && !(typeof access === 'object' && 'staff' in access);
}

/** Routes not yet registered from a declaration (partner) are none of onboarding's: they refuse. */
function refusedDuringOnboarding(route: string): boolean {
  return declared.get(route)?.onboarding !== 'allowed';
}

const reasonOf = (response: { headers: Record<string, unknown>; json: () => unknown }): unknown =>
  String(response.headers['content-type']).startsWith('application/json')
    ? (response.json() as { reason?: unknown }).reason
    : undefined;

describe('every company call', () => {
  let routes: string[];
  let termsPending: CompanyFixture;
  let approvalPending: CompanyFixture;
  beforeAll(async () => {
    await t.app.ready();
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    routes = Object.entries(paths)
      .filter(([path]) => isApiPath(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter(companyScoped);
    termsPending = await companyFixture(t.app, t.db);
    approvalPending = await companyFixture(t.app, t.db, {
      contratto_cliente: true,
      approval: 'in approvazione rivenditore',
    });
  });

  const call = (b: TestBrowser, route: string) => {
    const [method, path = ''] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return b.call(method, path.replace(/\{\w+\}/g, '1'), method === 'GET' ? {} : { body: {} });
  };

  it('walks every declared company-scoped endpoint and every undeclared route', () => {
    const declaredCompanyScoped = [...declared.keys()].filter(
      (route) => isApiPath(route.split(' ')[1] ?? '') && companyScoped(route),
    );
    expect(declaredCompanyScoped.length).toBeGreaterThan(10);
    for (const route of declaredCompanyScoped) expect(routes).toContain(route);
    expect(routes).toContain('POST /rest/projects');
  });

  it('refuses, before the terms are accepted, every company call but the onboarding ones', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const reason = reasonOf(await call(termsPending.browser, route));
      if (reason === TERMS.reason) refused.push(route);
      else expect(ONBOARDING_REASONS, route).not.toContain(reason);
    }
    expect(refused.sort()).toEqual(routes.filter(refusedDuringOnboarding).sort());
    expect(refused).toEqual(expect.arrayContaining(['POST /rest/projects', 'POST /rest/invites']));
  });

  it('refuses them, before the approval, with the approval step', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const reason = reasonOf(await call(approvalPending.browser, route));
      if (reason === APPROVAL.reason) refused.push(route);
      else expect(ONBOARDING_REASONS, route).not.toContain(reason);
    }
    expect(refused.sort()).toEqual(routes.filter(refusedDuringOnboarding).sort());
  });
});
