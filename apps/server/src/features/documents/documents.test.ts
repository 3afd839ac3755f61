import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

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
const lang = (l: string) => ({ headers: { 'accept-language': l } });
type Doc = { id: number; sezione: string; nome: string; link: string | null; contract: string | null };
const documents = async (b: TestBrowser, l = 'it') => (await b.get('/rest/documents', lang(l))).json() as Doc[];

describe('GET /rest/documents', () => {
  it('shows the Italian billing entity’s documents to owner (BBW), in Italian, in three sections', async () => {
    const docs = await documents(await signedIn('owner'));
    expect(docs.map((d) => d.nome)).toEqual([
      'Condizioni generali di contratto',
      'Livelli di servizio (SLA)',
      'Accordo sul trattamento dei dati (DPA)',
      'Modulo di mandato SEPA',
      'Dati per la fatturazione elettronica (SDI)',
      'Richiesta di cambio intestatario',
      'Modulo di trasferimento dominio',
    ]);
    expect(new Set(docs.map((d) => d.sezione))).toEqual(new Set(['contrattuali', 'amministrativi', 'altri']));
    expect(docs[0]).toMatchObject({ contract: 'customer', link: null });
    expect(docs[1]).toMatchObject({ contract: null, link: `/rest/documents/${docs[1]?.id}/file` });
  });

  it('shows the Swiss billing entity’s documents, with the partner contract, to the reseller (BSW)', async () => {
    const docs = await documents(await signedIn('reseller'));
    const names = docs.map((d) => d.nome);
    expect(names).toContain('Contratto del programma partner');
    expect(names).toContain('Autorizzazione di addebito LSV+');
    expect(names).toContain('Listino servizi in CHF');
    expect(names).not.toContain('Modulo di mandato SEPA');
    expect(docs.find((d) => d.contract === 'partner')).toBeDefined();
  });

  it('follows the request language, with the fallback for a language the provider lacks', async () => {
    const owner = await signedIn('owner');
    expect((await documents(owner, 'de')).map((d) => d.nome)).toContain('SEPA-Lastschriftmandat');
    expect((await documents(owner, 'fr')).map((d) => d.nome)).toContain('Formulaire de mandat SEPA');
    expect((await documents(owner, 'en')).map((d) => d.nome)).toContain('SEPA mandate form');
    await t.db.deleteFrom('documents').where('lingua', '=', 'fr').execute();
    expect((await documents(owner, 'fr')).map((d) => d.nome)).toContain('SEPA mandate form');
  });

  it('needs billing, developer or sales (403 code 10) and a session (401)', async () => {
    const none = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true }, []);
    const denied = await none.browser.get('/rest/documents');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 10, message: 'Utente non autorizzato' });
    expect((await new TestBrowser(t.app).get('/rest/documents')).statusCode).toBe(401);
    expect((await (await signedIn('tecnico')).get('/rest/documents')).statusCode).toBe(200);
  });
});

describe('GET /rest/documents/{id}/file', () => {
  it('downloads a real PDF of the company’s own billing entity', async () => {
    const owner = await signedIn('owner');
    const sla = (await documents(owner)).find((d) => d.nome === 'Livelli di servizio (SLA)');
    const response = await owner.get(sla?.link ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="livelli-di-servizio-sla-bbw-it\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(800);
  });

  it('answers 404 for a document of the other billing entity, a contract or an unknown id', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const swiss = (await documents(reseller)).find((d) => d.link !== null);
    expect((await reseller.get(swiss?.link ?? '')).statusCode).toBe(200);
    expect((await owner.get(swiss?.link ?? '')).statusCode).toBe(404);
    const contract = (await documents(owner)).find((d) => d.contract !== null);
    expect((await owner.get(`/rest/documents/${contract?.id}/file`)).statusCode).toBe(404);
    expect((await owner.get('/rest/documents/999999/file')).statusCode).toBe(404);
    expect((await owner.get('/rest/documents/abc/file')).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestBrowser(t.app).get('/rest/documents/1/file')).statusCode).toBe(401);
  });
});

describe('GET /rest/contracts/{type}', () => {
  it('gives the customer contract of the company’s billing entity in the request language', async () => {
    const owner = await signedIn('owner');
    const it_ = (await owner.get('/rest/contracts/customer')).json();
    expect(it_.titolo).toBe('Condizioni generali di contratto – Nuvolaria S.r.l. (demo)');
    expect((await owner.get('/rest/contracts/customer', lang('en'))).json().titolo).toMatch(
      /^General terms and conditions/,
    );
    const reseller = await signedIn('reseller');
    expect((await reseller.get('/rest/contracts/customer')).json().titolo).toBe(
      'Condizioni generali di contratto – Nuvolaria SA (demo)',
    );
  });

  it('gives the partner contract to resellers only (403 code 10 otherwise)', async () => {
    const reseller = await signedIn('reseller');
    const partner = await reseller.get('/rest/contracts/partner', lang('de'));
    expect(partner.statusCode).toBe(200);
    expect(partner.json().titolo).toBe('Vertrag des Partnerprogramms – Nuvolaria SA (demo)');
    expect(partner.json().testo).not.toMatch(/<script/);
    const denied = await (await signedIn('owner')).get('/rest/contracts/partner');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 10 });
  });

  it('refuses an unknown type (400) and answers 404 when the provider has no text', async () => {
    const owner = await signedIn('owner');
    expect((await owner.get('/rest/contracts/segreto')).statusCode).toBe(400);
    await t.db.deleteFrom('terms').where('tipo', '=', 'customer').execute();
    expect((await owner.get('/rest/contracts/customer')).statusCode).toBe(404);
  });
});
