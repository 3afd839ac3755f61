import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { saveBrand } from '../settings/brand.ts';
import { readSetting } from '../settings/settings-store.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
let webDist: string;

// A build as `vite build` leaves it: hashed assets with their .br and .gz twins, and the route preloads.
const SCRIPT = `console.log(${JSON.stringify('the app '.repeat(400))});`;
const texts = (language: string, ...namespaces: string[]) => namespaces.map((ns) => `assets/${ns}-${language}1.js`);
const PRELOADS = {
  login: {
    modules: ['assets/login-page-aaa111.js'],
    styles: [],
    texts: {
      it: texts('it', 'common', 'auth'),
      en: texts('en', 'common', 'auth'),
      de: texts('de', 'common', 'auth'),
      fr: texts('fr', 'common', 'auth'),
    },
  },
  dashboard: {
    modules: ['assets/app-layout-bbb222.js', 'assets/dashboard-page-ccc333.js'],
    styles: ['assets/mantine-all-styles-ddd444.css'],
    texts: {
      it: texts('it', 'common', 'dashboard'),
      en: texts('en', 'common', 'dashboard'),
      de: texts('de', 'common', 'dashboard'),
      fr: texts('fr', 'common', 'dashboard'),
    },
  },
};

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Sportello</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><div class="boot" data-layout="app" aria-busy="true"><span class="boot-name"></span></div></div></body></html>',
  );
  const asset = join(webDist, 'assets', 'index-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  t = await buildTestApp();
  app = await t.sibling({ webDist, brand: { ...t.config.brand, name: 'Acme </script><b>Hosting</b> & co' } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('precompressed assets', () => {
  it('sends the build’s brotli or gzip twin as it is, by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('route preloads in index.html', () => {
  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[2]);

  it('names the login page’s chunks and texts, in the visitor’s language, before </head>', async () => {
    const page = await get('/auth/login', { 'accept-language': 'de-CH,de;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-page-aaa111\.js"><\/head>/);
    expect(linksOf(page.body)).toEqual([
      '/assets/common-de1.js',
      '/assets/auth-de1.js',
      '/assets/login-page-aaa111.js',
    ]);
    expect(linksOf((await get('/auth/login?lang=fr')).body)).toContain('/assets/auth-fr1.js');
  });

  it('says when the request carried no session cookie, and only then', async () => {
    const noSession = '<meta name="sportello-session" content="none">';
    expect((await get('/auth/login')).body).toContain(noSession);
    expect((await get('/', { cookie: 'sportello_sid=abc' })).body).not.toContain(noSession);
    expect((await get('/auth/login', { cookie: 'sportello_sid=abc' })).body).not.toContain(noSession);
  });

  it('names the dashboard’s chunks, stylesheets and texts for a visitor with a session cookie', async () => {
    const page = await get('/', { cookie: 'sportello_sid=abc', 'accept-language': 'it' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/mantine-all-styles-ddd444.css">',
    );
    expect(linksOf(page.body)).toEqual([
      '/assets/mantine-all-styles-ddd444.css',
      '/assets/common-it1.js',
      '/assets/dashboard-it1.js',
      '/assets/app-layout-bbb222.js',
      '/assets/dashboard-page-ccc333.js',
    ]);
  });

  it('names the login page’s for a visitor without one, whom the guard sends there', async () => {
    const page = await get('/', { 'accept-language': 'it' });
    expect(linksOf(page.body)).toEqual([
      '/assets/common-it1.js',
      '/assets/auth-it1.js',
      '/assets/login-page-aaa111.js',
    ]);
  });

  it('names nothing for a path outside the route table or a route the build has none for', async () => {
    const missing = await get('/xyz');
    expect(missing.statusCode).toBe(404);
    expect(linksOf(missing.body)).toEqual([]);
    expect(missing.body).toContain('<div id="root">');
    expect(linksOf((await get('/users', { cookie: 'sportello_sid=abc' })).body)).toEqual([]);
  });
});

describe('answers written into the page (issue 13)', () => {
  const block = (html: string, id: string) =>
    new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];

  it('carries the app configuration, as /app-config.json answers it, with no markup of its own', async () => {
    const page = await get('/auth/login');
    const written = block(page.body, 'sportello-config');
    expect(written).toBeDefined();
    expect(written).not.toContain('<');
    expect(JSON.parse(written!)).toEqual((await get('/app-config.json')).json());
    expect(page.body).not.toContain('sportello-user');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('shows a brand saved in the settings at once, though the configuration is remembered between pages', async () => {
    const configured = (await get('/app-config.json')).json() as { brand: { support_email: string | null } };
    const stored = await readSetting(t.db, 'brand');
    try {
      await saveBrand(t.db, { ...(stored ?? {}), support_email: 'nuovo-supporto@brand.example' });
      expect(JSON.parse(block((await get('/auth/login')).body, 'sportello-config')!).brand.support_email).toBe(
        'nuovo-supporto@brand.example',
      );
      expect(((await get('/app-config.json')).json() as typeof configured).brand.support_email).toBe(
        'nuovo-supporto@brand.example',
      );
    } finally {
      await saveBrand(t.db, stored ?? {});
    }
    expect(((await get('/app-config.json')).json() as typeof configured).brand.support_email).toBe(
      configured.brand.support_email,
    );
  });

  it('draws the boot screen with the brand escaped, the first page’s layout and the chosen colour scheme', async () => {
    const login = await get('/auth/login', { 'accept-language': 'fr' });
    expect(login.body).toContain(
      '<span class="boot-name">Acme &lt;/script&gt;&lt;b&gt;Hosting&lt;/b&gt; &amp; co</span>',
    );
    expect(login.body).toContain('data-layout="page"');
    expect(login.body).toContain('<html lang="fr" data-mantine-color-scheme="light">');
    const dark = await get('/', { cookie: 'sportello_sid=abc; sportello_scheme=dark' });
    expect(dark.body).toContain('data-mantine-color-scheme="dark"');
    expect(dark.body).toContain('data-layout="app"');
    expect((await get('/', { cookie: 'sportello_scheme=<x>' })).body).toContain('data-mantine-color-scheme="light"');
  });

  it('carries the signed-in user as userinfo answers it, in a page no shared cache keeps', async () => {
    const browser = new TestBrowser(app);
    await browser.loginTo('owner');
    const page = await browser.get('/users');
    const written = block(page.body, 'sportello-user');
    expect(written).toBeDefined();
    expect(JSON.parse(written!)).toEqual((await browser.get('/api/dashboard/userinfo')).json());
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
  });

  it('leaves the user out for a session that is not one, a public page and a staff member’s page for a customer', async () => {
    expect(block((await get('/users', { cookie: 'sportello_sid=abc' })).body, 'sportello-user')).toBeUndefined();
    const browser = new TestBrowser(app);
    await browser.loginTo('owner');
    expect(block((await browser.get('/unsubscribe/abc')).body, 'sportello-user')).toBeUndefined();
    expect(block((await browser.get('/12/invoices')).body, 'sportello-user')).toBeUndefined();
    expect(block((await browser.get('/invoices?id_cliente=12')).body, 'sportello-user')).toBeUndefined();
  });
});

describe('site icon', () => {
  it("draws the brand's initial on its primary colour, escaped, and leads /favicon.ico to it", async () => {
    const brand = (await get('/app-config.json')).json() as { brand: { primary_color: string } };
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain(`fill="${brand.brand.primary_color}"`);
    expect(icon.body).toMatch(/>A<\/text>/);
    const ico = await get('/favicon.ico');
    expect([ico.statusCode, ico.headers.location]).toEqual([302, '/favicon.svg']);
  });
});
