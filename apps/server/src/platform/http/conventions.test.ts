import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { grant, REPORTER_RELEASE } from '@sportello/domain';
import { endpoint, type EndpointSpec } from '@sportello/domain/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, TEST_SECRET, testConfig, type TestApp } from '../../test-support/test-app.ts';
import { createDatabase } from '../db/database.ts';
import { writeSetting } from '../settings/settings-store.ts';
import { registerEndpoint } from './endpoint-routes.ts';

let t: TestApp;
/** The real app plus a few test-only routes, to exercise the conventions every route gets. */
let probe: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  t = await buildTestApp();
  probe = await t.sibling({});
  // Probe routes are declared like any other: the server takes no /rest route without a declaration.
  const probeEndpoint = <const S extends Omit<EndpointSpec, 'summary' | 'response'>>(spec: S) =>
    endpoint({ ...spec, summary: 'probe', response: z.object({ ok: z.boolean() }) });
  registerEndpoint(
    probe,
    probeEndpoint({ method: 'GET', path: '/rest/test_invoices', access: { route: 'invoices' } }),
    async () => ({ ok: true }),
  );
  registerEndpoint(
    probe,
    probeEndpoint({ method: 'GET', path: '/rest/test_admin', access: grant('admin') }),
    async () => ({ ok: true }),
  );
  registerEndpoint(
    probe,
    probeEndpoint({ method: 'GET', path: '/rest/test_company', access: 'company' }),
    async () => ({ ok: true }),
  );
  registerEndpoint(probe, probeEndpoint({ method: 'GET', path: '/rest/test_crash', access: 'public' }), async () => {
    throw new Error('connection to 10.0.0.5 refused: password=hunter2');
  });
  registerEndpoint(
    probe,
    probeEndpoint({
      method: 'POST',
      path: '/rest/test_callback',
      access: 'public',
      unaudited: 'a probe that changes nothing',
    }),
    async () => ({ ok: true }),
    { csrf: false },
  );
  // What a plugin's own refusal looks like (@fastify/static, for one): a status and an internal code.
  registerEndpoint(
    probe,
    probeEndpoint({ method: 'GET', path: '/rest/test_plugin_refusal', access: 'public' }),
    async () => {
      throw Object.assign(new Error('Forbidden by the plugin'), { statusCode: 403, code: 'FST_PLUGIN_FORBIDDEN' });
    },
  );

  webDist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sportello</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const browser = (app: FastifyInstance = t.app) => new TestBrowser(app);

describe('access guard', () => {
  it('refuses a missing grant with 403 code 10, in the request language', async () => {
    const b = browser(probe);
    await b.loginTo('tecnico');
    const italian = await b.get('/rest/test_invoices');
    expect(italian.statusCode).toBe(403);
    expect(italian.json()).toEqual({ message: 'Utente non autorizzato', code: 10 });
    const en = await b.get('/rest/test_invoices', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json()).toEqual({ message: 'User not authorised', code: 10 });
    expect((await b.get('/rest/test_admin')).statusCode).toBe(403);
  });

  it('lets the rule through when it holds', async () => {
    const b = browser(probe);
    await b.loginTo('contabile');
    expect((await b.get('/rest/test_invoices')).statusCode).toBe(200);
    expect((await b.get('/rest/test_admin')).statusCode).toBe(403);
    const owner = browser(probe);
    await owner.loginTo('owner');
    expect((await owner.get('/rest/test_admin')).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 code 10 without a chosen company', async () => {
    expect((await browser(probe).get('/rest/test_invoices')).statusCode).toBe(401);
    const b = browser(probe);
    await b.loginTo('multi');
    const response = await b.get('/rest/test_company');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Utente non autorizzato', code: 10, reason: 'company_not_selected' });
  });

  it('refuses to start with an /api or /rest route that declares no access', async () => {
    const app = await buildApp({ config: testConfig(), db: t.db, sessionSecret: TEST_SECRET });
    expect(() => app.get('/rest/undeclared', async () => ({}))).toThrow(/declares no config.access/);
    await app.close();
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without X-Requested-With', async () => {
    const response = await browser().post('/api/auth/token', undefined, { xhr: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'csrf' });
    const form = await browser().post(
      '/api/auth/login',
      { username: 'owner', password: 'x', check: 'y' },
      { form: true, xhr: false },
    );
    expect(form.statusCode).toBe(403);
  });

  it('refuses it on a percent-encoded path too, which Fastify routes as the plain one', async () => {
    for (const url of ['/%61pi/auth/logout', '/%61%70%69/auth/token']) {
      const response = await browser().post(url, undefined, { xhr: false });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toMatchObject({ reason: 'csrf' });
    }
  });

  it('lets reads through, and routes that opt out', async () => {
    const b = browser();
    await b.login('owner');
    expect((await b.get('/api/dashboard/userinfo', { xhr: false })).statusCode).toBe(200);
    expect((await browser(probe).post('/rest/test_callback', {}, { xhr: false })).statusCode).toBe(200);
  });
});

describe('maintenance', () => {
  it('answers 503 to every call with MAINTENANCE=1, keeping health, config and the web app up', async () => {
    const down = await t.sibling({ maintenance: true, webDist });
    const b = browser(down);
    for (const [method, url] of [
      ['GET', '/api/dashboard/userinfo'],
      ['POST', '/api/auth/token'],
      ['GET', '/rest/company_access'],
      ['GET', '/api/unknown'],
      ['GET', '/%61pi/dashboard/userinfo'],
      ['GET', '/%72est/company_access'],
    ] as const) {
      const response = await b.call(method, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
      expect(response.json()).toEqual({ message: 'Il server sembra essere in manutenzione. Riprovare più tardi.' });
    }
    expect((await b.get('/healthz')).statusCode).toBe(200);
    expect((await b.get('/app-config.json')).statusCode).toBe(200);
    expect((await b.get('/')).statusCode).toBe(200);
  });

  it('follows the maintenance setting at once', async () => {
    await writeSetting(t.db, 'maintenance', true);
    try {
      const response = await browser().get('/api/dashboard/userinfo', { headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('The server seems to be under maintenance. Please try again later.');
    } finally {
      await writeSetting(t.db, 'maintenance', false);
    }
    expect((await browser().get('/api/dashboard/userinfo')).statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('answers invalid bodies with 400 and translated field messages (Italian unless asked)', async () => {
    const italian = await browser().post('/rest/feedback', { comments: '', name: 'x'.repeat(300) });
    expect(italian.statusCode).toBe(400);
    expect(italian.json()).toEqual({
      message: 'Richiesta malformata',
      reason: 'validation',
      errors: { comments: 'Campo obbligatorio', name: 'Massimo 250 caratteri' },
    });
    const en = await browser().post(
      '/rest/feedback',
      { comments: '' },
      { headers: { 'accept-language': 'en-US,en;q=0.8' } },
    );
    expect(en.json()).toMatchObject({ message: 'Malformed request', errors: { comments: 'Required field' } });
    const de = await browser().post('/rest/feedback?lang=de', { comments: '' });
    expect(de.json()).toMatchObject({ errors: { comments: 'Pflichtfeld' } });
  });

  it('tells a wrong value from a missing one', async () => {
    const response = await browser().post('/api/auth/login', { username: ['a'], password: 'x', check: 'y' });
    expect(response.json().errors).toEqual({ username: 'Valore non valido' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await browser().call('POST', '/rest/feedback', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(response.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/rest/feedback',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{"comments":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'Richiesta malformata' });
  });

  it('never leaks the cause of a 500: a generic message and the request id, the details in the log', async () => {
    const response = await browser(probe).get('/rest/test_crash', { headers: { 'x-request-id': 'trace-42' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Si è verificato un errore inatteso', request_id: 'trace-42' });
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|refused/);
  });

  it('refuses a NUL character in any body, query or path value with 400, in one shape', async () => {
    const b = browser();
    await b.loginTo('owner');
    const refusals = [
      await b.post('/rest/feedback', { comments: 'a\u0000b', name: 'x' }),
      await b.post('/rest/feedback', { comments: 'ok', nested: { ['k\u0000']: 1 } }),
      await b.get('/rest/skills?q=a%00b'),
      await b.get('/api/zipcode/IT/%00'),
      await b.post('/api/auth/login', { username: 'owner\u0000', password: 'demo12345', check: 'x' }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Richiesta malformata', reason: 'invalid_character' });
    }
  });

  it('refuses a filter on a list with nothing to search, and answers that list unfiltered without one', async () => {
    const b = browser();
    await b.loginTo('owner');
    const refused = await b.get('/rest/payments?q=2026');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Richiesta malformata', reason: 'not_searchable' });
    expect((await b.get('/rest/payments')).statusCode).toBe(200);
    expect((await b.get('/rest/invoices?q=2026')).statusCode).toBe(200);
    // The API description says so where it lists the parameter.
    const doc = (await b.get('/docs/json')).json();
    const q = doc.paths['/rest/payments'].get.parameters.find((p: { name: string }) => p.name === 'q');
    expect(q.description ?? q.schema.description).toMatch(/not_searchable/);
  });

  it("answers Fastify's own refusals in the one shape, without its internal codes", async () => {
    const b = browser();
    await b.loginTo('owner');
    for (const url of ['/api/zipcode/%00/%ff', '/api/%ff', '/%ff']) {
      const response = await b.get(url, { headers: { 'accept-language': 'en' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toEqual({ message: 'Malformed request' });
    }
    const media = await t.app.inject({
      method: 'POST',
      url: '/rest/feedback',
      headers: { 'content-type': 'application/xml', 'x-requested-with': 'XMLHttpRequest' },
      payload: '<feedback/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ message: 'Richiesta malformata' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/rest/feedback',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{"comments":',
    });
    expect(broken.json()).toEqual({ message: 'Richiesta malformata' });
    // A compressed body is not inflated (no browser sends one): it is refused, whatever it holds.
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/rest/feedback',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-requested-with': 'XMLHttpRequest' },
      payload: gzipSync(JSON.stringify({ comments: 'ok', name: 'x' })),
    });
    expect(compressed.statusCode).toBe(400);
    expect(compressed.json()).toEqual({ message: 'Richiesta malformata' });
    const refused = await browser(probe).get('/rest/test_plugin_refusal');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Utente non autorizzato' });
  });

  it('answers unknown /api and /rest paths with 404 JSON', async () => {
    for (const url of ['/api/nothing', '/rest/nothing/5', '/api']) {
      const response = await browser().get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ message: 'Risorsa non trovata' });
    }
  });
});

describe('caching', () => {
  it('marks every answer of a call no-store, signed in or signing in, unless the route says otherwise', async () => {
    const b = browser();
    const login = await b.login('owner');
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/dashboard/userinfo',
      '/rest/company_access',
      '/api/nothing',
      '/%61pi/dashboard/userinfo',
    ]) {
      expect({ url, cache: (await b.get(url)).headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    expect((await b.get('/app-config.json')).headers['cache-control']).toBe('no-cache');
  });
});

describe('request ids', () => {
  it('returns a request id, honouring a well-formed one from a proxy', async () => {
    const fresh = await browser().get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await browser().get('/healthz', { headers: { 'x-request-id': 'lb-abc.123' } });
    expect(given.headers['x-request-id']).toBe('lb-abc.123');
    const unsafe = await browser().get('/healthz', { headers: { 'x-request-id': 'a b\nc' } });
    expect(unsafe.headers['x-request-id']).not.toBe('a b\nc');
  });
});

describe('GET /healthz', () => {
  it('answers ok while the database answers', async () => {
    const response = await browser().get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable = createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ config: testConfig(), db: unreachable, sessionSecret: TEST_SECRET });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});

describe('GET /app-config.json', () => {
  it('gives the browser the brand, the reporter settings and the demo flag', async () => {
    const response = await browser().get('/app-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brand: DEMO_BRAND,
      sentry_dsn: null,
      release: REPORTER_RELEASE,
      demo: true,
      google_client_id: null,
      linkedin_enabled: false,
    });
  });

  it('lets BRAND_* variables and SENTRY_DSN override the stored brand', async () => {
    const app = await t.sibling({
      brand: {
        ...t.config.brand,
        name: 'Acme Cloud',
        support_email: 'help@acme.example',
        webmail_url_template: 'https://mail.{domain}/',
        pec_url: 'https://pec.acme.example',
      },
      sentryDsn: 'https://abc@o1.ingest.sentry.example/2',
    });
    const body = (await browser(app).get('/app-config.json')).json();
    expect(body.brand).toEqual({
      ...DEMO_BRAND,
      name: 'Acme Cloud',
      support_email: 'help@acme.example',
      webmail_url_template: 'https://mail.{domain}/',
      pec_url: 'https://pec.acme.example',
    });
    expect(DEMO_BRAND).toMatchObject({
      webmail_url_template: 'https://webmail.{domain}/login',
      pec_url: expect.stringMatching(/\.example$/),
    });
    expect(body.sentry_dsn).toBe('https://abc@o1.ingest.sentry.example/2');
  });
});

describe('OpenAPI', () => {
  it('describes the calls at /docs/json, with the domain schemas', async () => {
    const response = await browser().get('/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/token',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/companylogin',
      '/rest/company_access',
      '/api/dashboard/userinfo',
      '/rest/feedback',
      '/app-config.json',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    // Username and password may be left out when a Google ID token signs in instead.
    expect(login.required).toEqual(expect.arrayContaining(['check']));
    expect(Object.keys(login.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'google_token', 'totp']),
    );
    expect(Object.keys(doc.paths)).not.toContain('/*');
  });

  it('serves the UI at /docs', async () => {
    const response = await browser().get('/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/html/);
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('web app', () => {
  it('serves the build: index.html revalidated, hashed assets immutable, SPA fallback for pages', async () => {
    const app = await t.sibling({ webDist });
    const b = browser(app);
    const index = await b.get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');

    const asset = await b.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const page of ['/auth/login', '/42/products', '/tickets/new?ref=x']) {
      const response = await b.get(page);
      expect({ page, status: response.statusCode }).toEqual({ page, status: 200 });
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await b.get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await b.get('/api/missing')).headers['content-type']).toMatch(/json/);
  });

  it('answers a path outside the route table 404 with the page, which shows its not-found page (issue 14 item 6)', async () => {
    const b = browser(await t.sibling({ webDist }));
    for (const page of ['/xyz', '/auth/nowhere/at/all', '/abc/products', '/robots.txt?x=1']) {
      const response = await b.get(page);
      expect({ page, status: response.statusCode }).toEqual({ page, status: 404 });
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
    for (const page of ['/', '/42', '/auth/login/', '/auth/accept-invite/tok123', '/unsubscribe/a%40b.example']) {
      expect({ page, status: (await b.get(page)).statusCode }).toEqual({ page, status: 200 });
    }
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const app = await t.sibling({ webDist });
    const response = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/docs/json' });
    const brotli = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('says how to build it when the build is missing', async () => {
    const response = await browser().get('/auth/login');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('security headers', () => {
  it('sends a CSP for the SPA that only the portal itself may frame', async () => {
    const response = await browser().get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the headers OWASP lists for them, and pages the document headers too', async () => {
    const b = browser();
    await b.login('owner');
    const DOCUMENT_ONLY = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const page = await b.get('/healthz');
    expect(Object.keys(page.headers)).toEqual(expect.arrayContaining(DOCUMENT_ONLY));
    for (const path of ['/api/dashboard/userinfo', '/rest/users?page=1', '/api/missing']) {
      const answer = await b.get(path);
      expect({ path, document: DOCUMENT_ONLY.filter((name) => name in answer.headers) }).toEqual({
        path,
        document: [],
      });
      expect(answer.headers).toMatchObject({
        'content-security-policy': page.headers['content-security-policy'],
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'no-store',
      });
    }
  });

  it('lets the configured origins frame it and the reporter reach Sentry', async () => {
    const app = await t.sibling({
      frameAncestors: ["'self'", 'https://partner.example'],
      sentryDsn: 'https://key@o9.ingest.sentry.example/7',
    });
    const response = await browser(app).get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(csp).toContain("connect-src 'self' https://o9.ingest.sentry.example");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('marks the session cookie Secure when the public URL is https', async () => {
    const app = await t.sibling({ publicUrl: 'https://portal.example' });
    const response = await browser(app).login('owner');
    expect(response.cookies.find((c) => c.name === 'sportello_sid')?.secure).toBe(true);
    expect(String(response.headers['strict-transport-security'])).toContain('max-age=31536000');
  });
});
