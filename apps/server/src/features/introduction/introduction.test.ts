import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const partnerRow = { approval: 'approvato', contratto_cliente: true, is_reseller: true } as const;
const partner = () => companyFixture(t.app, t.db, partnerRow);
const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};

const image = (format: 'png' | 'jpeg' | 'webp', width = 300, height = 150) =>
  sharp({ create: { width, height, channels: 3, background: '#1f6feb' } })
    .toFormat(format)
    .toBuffer();
/** A file part of the call, sent under its field's name (logo, brochure). */
interface FilePart {
  name: string;
  content: Buffer | string;
}
const upload = (name: string, content: Buffer | string): FilePart => ({ name, content });
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

const survey = {
  variant: 'survey',
  presentazione: 'Agenzia web',
  receive_opportunity: true,
  categoria_prospect: 'web_agency',
  dipendenti: '1-5',
  anni_attivita: '3-10',
  fatturato: '100k-500k',
  clienti: '10-100',
  dimensione_clienti: ['small', 'professionals'],
  associazioni: [],
  preferenza_fatturazione: 'white_label',
  admin_pros: 'Assistenza',
  admin_cons: 'Prezzi',
  admin_feature_request: 'Report',
};

/** PUT /rest/introduction/1 as the form sends it: the values as the json field, the files as their parts. */
const save = async (b: TestBrowser, body: Record<string, unknown>, headers?: Record<string, string>) => {
  const { logo, brochure, ...json } = body as { logo?: FilePart; brochure?: FilePart };
  const files = [
    ...(logo ? [{ ...logo, field: 'logo' }] : []),
    ...(brochure ? [{ ...brochure, field: 'brochure' }] : []),
  ];
  return b.call('PUT', '/rest/introduction/1', {
    raw: await multipartBody(json, files),
    ...(headers ? { headers } : {}),
  });
};
const read = async (b: TestBrowser) => (await b.get('/rest/introduction/1')).json();
const surveyDate = async (f: CompanyFixture) =>
  await t.db
    .selectFrom('aziende')
    .select(['survey_completion_date', 'compiled_survey'])
    .where('id', '=', f.id)
    .executeTakeFirstOrThrow();

describe('GET /rest/introduction/1', () => {
  it("answers the demo reseller's introduction, survey date and logo", async () => {
    const b = await signedIn('reseller');
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    expect(await read(b)).toMatchObject({
      id: 1,
      categoria_prospect: 'web_agency',
      dimensione_clienti: ['small', 'small_medium'],
      has_logo: true,
      has_brochure: false,
      logo: `/rest/company_logo/${alpi}?size=64`,
      brochure: null,
    });
    expect((await read(b)).survey_completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers an empty introduction to a partner that never saved one', async () => {
    const f = await partner();
    expect(await read(f.browser)).toMatchObject({
      presentazione: '',
      receive_opportunity: true,
      categoria_prospect: null,
      dimensione_clienti: [],
      has_logo: false,
      logo: null,
      survey_completion_date: null,
    });
  });

  it('is refused (403 code 10) to a company that is not a reseller, for every call', async () => {
    const b = await signedIn('owner');
    const rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    for (const response of [
      await b.get('/rest/introduction/1'),
      await save(b, { variant: 'introduction' }),
      await b.call('DELETE', '/rest/company_logo/1'),
      await b.call('DELETE', '/rest/company_brochure/1'),
      await b.get(`/rest/company_logo/${rossi}?size=64`),
      await b.get(`/rest/company_brochure/${rossi}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 10 });
    }
  });
});

describe('PUT /rest/introduction/1', () => {
  it('saves the introduction variant with nothing required, and leaves the survey date alone', async () => {
    const f = await partner();
    const response = await save(f.browser, {
      variant: 'introduction',
      presentazione: 'Siamo una software house',
      receive_opportunity: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Presentazione salvata.',
      introduction: { presentazione: 'Siamo una software house', receive_opportunity: false, categoria_prospect: null },
    });
    expect(await surveyDate(f)).toEqual({ survey_completion_date: null, compiled_survey: false });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', f.id)
      .where('action', 'like', 'introduction.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['introduction.saved']);
  });

  it('saves a complete survey and sets the survey date to today on the server', async () => {
    const f = await partner();
    const response = await save(f.browser, { ...survey, survey_completion_date: '2001-01-01' });
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.json()).toMatchObject({
      message: 'Grazie! Il questionario annuale è stato inviato.',
      introduction: {
        survey_completion_date: today,
        admin_pros: 'Assistenza',
        dimensione_clienti: ['small', 'professionals'],
      },
    });
    expect(await surveyDate(f)).toEqual({ survey_completion_date: today, compiled_survey: true });
    const info = (await f.browser.get('/api/dashboard/userinfo')).json();
    expect(info).toMatchObject({ survey_completion_date: today, compiledSurvey: true });
  });

  it.each([
    ['categoria_prospect', { categoria_prospect: null }, 'Campo obbligatorio'],
    ['dipendenti', { dipendenti: undefined }, 'Campo obbligatorio'],
    ['anni_attivita', { anni_attivita: null }, 'Campo obbligatorio'],
    ['fatturato', { fatturato: null }, 'Campo obbligatorio'],
    ['clienti', { clienti: null }, 'Campo obbligatorio'],
    ['dimensione_clienti', { dimensione_clienti: [] }, 'Seleziona almeno una voce'],
    ['preferenza_fatturazione', { preferenza_fatturazione: null }, 'Campo obbligatorio'],
    ['admin_pros', { admin_pros: '  ' }, 'Campo obbligatorio'],
    ['admin_cons', { admin_cons: '' }, 'Campo obbligatorio'],
    ['admin_feature_request', { admin_feature_request: 'x'.repeat(2001) }, 'Massimo 2000 caratteri'],
    ['categoria_prospect', { categoria_prospect: 'astronauti' }, 'Valore non valido'],
    ['associazioni', { associazioni: ['club'] }, 'Valore non valido'],
  ])('refuses a survey without a valid %s, saving nothing', async (field, change, message) => {
    const f = await partner();
    const response = await save(f.browser, { ...survey, ...change });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string>;
    const [key] = Object.keys(errors).filter((k) => k.startsWith(field));
    expect(errors[key!]).toBe(message);
    expect(await surveyDate(f)).toEqual({ survey_completion_date: null, compiled_survey: false });
    expect(
      await t.db.selectFrom('company_introductions').select('company_id').where('company_id', '=', f.id).execute(),
    ).toEqual([]);
  });

  it('answers in the request language', async () => {
    const f = await partner();
    const response = await save(f.browser, { ...survey, dimensione_clienti: [] }, { 'accept-language': 'fr' });
    expect(response.json().errors).toEqual({ dimensione_clienti: 'Sélectionnez au moins un élément' });
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s logo, judged by its bytes, and serves its 64 px PNG preview',
    async (format) => {
      const f = await partner();
      const response = await save(f.browser, {
        variant: 'introduction',
        logo: upload(`logo.${format}`, await image(format)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().introduction).toMatchObject({
        has_logo: true,
        logo: `/rest/company_logo/${f.id}?size=64`,
      });
      const preview = await f.browser.get(`/rest/company_logo/${f.id}?size=64`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/png');
      expect(preview.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
      const original = await f.browser.get(`/rest/company_logo/${f.id}`);
      expect(original.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(original.rawPayload).metadata()).width).toBe(300);
    },
  );

  it('takes a PDF brochure and serves it as a download', async () => {
    const f = await partner();
    const response = await save(f.browser, { variant: 'introduction', brochure: upload('Brochure 2026.pdf', PDF) });
    expect(response.statusCode).toBe(200);
    expect(response.json().introduction).toMatchObject({
      has_brochure: true,
      brochure: `/rest/company_brochure/${f.id}`,
      brochure_name: 'Brochure 2026.pdf',
    });
    const file = await f.browser.get(`/rest/company_brochure/${f.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.body).toBe(PDF);
  });

  it.each([
    [
      'an SVG logo',
      { logo: upload('logo.svg', SVG) },
      415,
      { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).' },
    ],
    [
      'text named .png',
      { logo: upload('logo.png', 'solo testo, non un’immagine') },
      415,
      { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).' },
    ],
    [
      'a PDF as logo',
      { logo: upload('logo.png', PDF) },
      415,
      { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).' },
    ],
    [
      'a truncated PNG',
      { logo: upload('logo.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')) },
      415,
      { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).' },
    ],
    [
      'an oversize logo',
      { logo: upload('logo.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1024 * 1024)])) },
      413,
      { logo: 'Il logo può pesare al massimo 1 MB.' },
    ],
    [
      'text named .pdf',
      { brochure: upload('brochure.pdf', 'non sono un PDF') },
      415,
      { brochure: 'La brochure deve essere un file PDF.' },
    ],
    [
      'an image as brochure',
      { brochure: upload('brochure.pdf', Buffer.from('89504e470d0a1a0a', 'hex')) },
      415,
      { brochure: 'La brochure deve essere un file PDF.' },
    ],
    [
      'an oversize brochure',
      { brochure: upload('brochure.pdf', PDF + ' '.repeat(5 * 1024 * 1024)) },
      413,
      { brochure: 'La brochure può pesare al massimo 5 MB.' },
    ],
  ])('refuses %s with a clear message, changing nothing', async (_name, files, status, errors) => {
    const f = await partner();
    const response = await save(f.browser, { ...survey, ...files });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors).toEqual(errors);
    expect(await read(f.browser)).toMatchObject({ has_logo: false, has_brochure: false, categoria_prospect: null });
    expect(await surveyDate(f)).toEqual({ survey_completion_date: null, compiled_survey: false });
  });
});

describe('the call', () => {
  it('is multipart: a JSON body is refused (415) and changes nothing', async () => {
    const f = await partner();
    const response = await f.browser.call('PUT', '/rest/introduction/1', { body: survey });
    expect(response.statusCode).toBe(415);
    expect(await surveyDate(f)).toEqual({ survey_completion_date: null, compiled_survey: false });
  });

  it.each([
    ['a part of another name', [{ name: 'x.pdf', content: PDF, field: 'allegati' }]],
    [
      'two brochures',
      [
        { name: 'a.pdf', content: PDF, field: 'brochure' },
        { name: 'b.pdf', content: PDF, field: 'brochure' },
      ],
    ],
  ])('refuses %s with a message, changing nothing', async (_name, files) => {
    const f = await partner();
    const response = await f.browser.call('PUT', '/rest/introduction/1', { raw: await multipartBody(survey, files) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invia al più un logo e una brochure.');
    expect(await read(f.browser)).toMatchObject({ has_brochure: false, categoria_prospect: null });
  });
});

describe('logo and brochure', () => {
  it('deletes each after the confirmation, audited; deleting none is not found', async () => {
    const f = await partner();
    await save(f.browser, {
      variant: 'introduction',
      logo: upload('l.png', await image('png')),
      brochure: upload('b.pdf', PDF),
    });
    const logo = await f.browser.call('DELETE', '/rest/company_logo/1');
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toMatchObject({ message: 'Logo cancellato.' });
    expect((await f.browser.get(`/rest/company_logo/${f.id}?size=64`)).statusCode).toBe(404);
    expect(await read(f.browser)).toMatchObject({ has_logo: false, has_brochure: true });
    const brochure = await f.browser.call('DELETE', '/rest/company_brochure/1');
    expect(brochure.json()).toMatchObject({ message: 'Brochure cancellata.' });
    expect((await f.browser.get(`/rest/company_brochure/${f.id}`)).statusCode).toBe(404);
    expect((await f.browser.call('DELETE', '/rest/company_logo/1')).statusCode).toBe(404);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', f.id)
      .where('action', 'like', 'introduction.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'introduction.saved',
      'introduction.logo_deleted',
      'introduction.brochure_deleted',
    ]);
  });

  it("never serves another company's logo or brochure (404), nor deletes them", async () => {
    const f = await partner();
    await save(f.browser, {
      variant: 'introduction',
      logo: upload('l.png', await image('png')),
      brochure: upload('b.pdf', PDF),
    });
    const other = await signedIn('reseller');
    const logo = await other.get(`/rest/company_logo/${f.id}?size=64`);
    expect(logo.statusCode).toBe(404);
    expect(logo.json()).toMatchObject({ reason: 'logo_not_found' });
    expect((await other.get(`/rest/company_brochure/${f.id}`)).statusCode).toBe(404);
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    expect((await f.browser.get(`/rest/company_logo/${alpi}`)).statusCode).toBe(404);
    expect((await f.browser.get('/rest/company_logo/abc')).statusCode).toBe(400);
    expect(await read(f.browser)).toMatchObject({ has_logo: true, has_brochure: true });
  });
});
