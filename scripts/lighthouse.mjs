// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the login page and,
// signed in, on the pages people open most: the demo owner's dashboard, list pages, offers, an offer to
// confirm and the quote wizard, the demo reseller's partner pages. Builds the web app if stale, starts
// Sportello on a throwaway embedded database with the demo data on a loopback port, prints
// performance, FCP, LCP, TBT and CLS per page, the median run and the worst, then stops what it started.
//   npm run lighthouse [-- --runs N] [--json FILE] [--only login,users] [--reports DIR] [--compare DIR] [--h2]
// --runs N measures each page N times; --json writes the figures of every run; --only measures some
// pages; --reports keeps each run's full Lighthouse report (JSON); --compare measures another checkout
// too (see main), for before/after figures from one run; --h2 measures through an HTTPS and HTTP/2
// front (scripts/h2-proxy.mjs), as a deployment serves the pages, instead of plain HTTP/1.1 (six
// connections, so every request of a page's first round costs).
// Targets (issues 13 and 37), met by every run, not by the median only: with --h2, login ≥ 95, every
// other page ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; over plain HTTP/1.1, every signed-in page
// ≥ 85 (login as with --h2). The exit code is 1 when this checkout misses one.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { loadLighthouse } from './ensure-lighthouse.mjs';
import { startH2Proxy } from './h2-proxy.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    only: { type: 'string' },
    reports: { type: 'string' },
    compare: { type: 'string' },
    h2: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const { lighthouse, puppeteer, version: lighthouseVersion } = await loadLighthouse();

const PASSWORD = 'demo12345';
/**
 * The login page without a session (`as: null`); the others signed in as the demo user who uses them.
 * A page whose URL names a record the demo data creates gives `path` as a function of the signed-in
 * API (the record's id is known only once the throwaway database is seeded).
 */
const PAGES = [
  { name: 'login', path: '/auth/login', as: null, target: 95 },
  { name: 'dashboard', path: '/', as: 'owner', target: 90 },
  { name: 'users', path: '/users', as: 'owner', target: 90 },
  { name: 'catalog', path: '/catalog', as: 'owner', target: 90 },
  { name: 'documents', path: '/documents', as: 'owner', target: 90 },
  { name: 'projects', path: '/projects', as: 'owner', target: 90 },
  { name: 'products', path: '/products', as: 'owner', target: 90 },
  { name: 'invoices', path: '/invoices', as: 'owner', target: 90 },
  { name: 'services', path: '/services/', as: 'owner', target: 90 },
  { name: 'servers', path: '/servers', as: 'owner', target: 90 },
  { name: 'tickets', path: '/tickets', as: 'owner', target: 90 },
  { name: 'offers', path: '/offers', as: 'owner', target: 90 },
  { name: 'confirm-offer', path: openOfferPath, as: 'owner', target: 90 },
  // The wizard keeps its step in the browser's storage, not in the URL: its first step is what a visit opens.
  { name: 'diy-offer', path: '/diy-offer/', as: 'owner', target: 90 },
  { name: 'product-testing', path: '/product-testing/', as: 'owner', target: 90 },
  { name: 'my-customers', path: '/my_customers', as: 'reseller', target: 90 },
  { name: 'opportunities', path: '/opportunities', as: 'reseller', target: 90 },
  { name: 'account-movements', path: '/account_movements', as: 'reseller', target: 90 },
  { name: 'my-skills', path: '/my_skills', as: 'reseller', target: 90 },
  { name: 'introduction', path: '/introduction', as: 'reseller', target: 90 },
  { name: 'partner-projects', path: '/projects', as: 'reseller', target: 90 },
];
const TARGET = { lcp: 2500, tbt: 200, cls: 0.1 };
/** Over plain HTTP/1.1 a signed-in page's first round queues on six connections: the score alone is judged. */
const HTTP1_SIGNED_IN_TARGET = 85;

/** The demo offer ready to confirm ('Negozio online outlet', as the orders journey confirms it). */
async function openOfferPath(api) {
  const { items } = await api('/rest/offers?section=open&q=outlet&size=5');
  const offer = items.find((o) => o.titolo_offerta === 'Negozio online outlet');
  if (!offer) throw new Error('the demo offer ready to confirm is missing');
  return `/offers/${offer.id}`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not answer /healthz within 3 minutes');
}

/** Signs a demo user in through the API, as the login page does; returns the session cookies and a GET for the API. */
async function signIn(base, username) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const token = await fetch(`${base}/api/auth/token`, { method: 'POST', headers });
  keep(token);
  const { result: check } = await token.json();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Cookie: cookie() },
    body: JSON.stringify({ username, password: PASSWORD, check }),
  });
  keep(login);
  const answer = await login.json();
  if (answer.result !== 'ok') throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer)}`);
  const api = async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { ...headers, Cookie: cookie() } });
    if (!response.ok) throw new Error(`GET ${path} as ${username}: ${response.status}`);
    return response.json();
  };
  return { cookies: [...jar].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })), api };
}

/**
 * One Lighthouse run in a fresh tab. A run whose trace Chromium failed to record (NO_NAVSTART and
 * the like, seen on a busy machine) is measured again, twice at most.
 */
async function measure(context, url) {
  for (let attempt = 1; ; attempt++) {
    const tab = await context.newPage();
    const answer = await lighthouse(url, { onlyCategories: ['performance'], logLevel: 'error' }, undefined, tab);
    await tab.close();
    const error = answer ? answer.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse gave no result' };
    if (!error) return answer.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`  (${url}: ${error.code}, measuring again)`);
  }
}

function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** The median run by score, and the worst of every figure over the runs: the targets hold for every run. */
function summary(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const worst = {
    performance: sorted[0].performance,
    fcp: Math.max(...results.map((r) => r.fcp)),
    lcp: Math.max(...results.map((r) => r.lcp)),
    tbt: Math.max(...results.map((r) => r.tbt)),
    cls: Math.max(...results.map((r) => r.cls)),
  };
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], worst, runs: results };
}

/** What the page misses in its worst run, empty when it meets its targets. */
function missed(page, { worst }) {
  if (!args.h2 && page.as !== null) {
    return worst.performance >= HTTP1_SIGNED_IN_TARGET ? [] : [`perf ${worst.performance} < ${HTTP1_SIGNED_IN_TARGET}`];
  }
  return [
    worst.performance < page.target && `perf ${worst.performance} < ${page.target}`,
    worst.lcp > TARGET.lcp && `LCP ${(worst.lcp / 1000).toFixed(2)} s > ${TARGET.lcp / 1000} s`,
    worst.tbt > TARGET.tbt && `TBT ${Math.round(worst.tbt)} ms > ${TARGET.tbt} ms`,
    worst.cls > TARGET.cls && `CLS ${worst.cls.toFixed(3)} > ${TARGET.cls}`,
  ].filter(Boolean);
}

function targetText(page) {
  if (!args.h2 && page.as !== null) return `≥ ${HTTP1_SIGNED_IN_TARGET}`;
  return `≥ ${page.target}, LCP, TBT`;
}

function printTable(rows) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const header = [
    'page',
    'as',
    'perf median',
    'perf worst',
    'FCP median',
    'LCP median',
    'LCP worst',
    'TBT median',
    'TBT worst',
    'CLS worst',
    'requests',
    'target (every run)',
  ];
  const lines = rows.map(({ page, result }) => {
    const misses = missed(page, result);
    const { median: m, worst: w } = result;
    return [
      page.name,
      page.as ?? '—',
      String(m.performance),
      String(w.performance),
      s(m.fcp),
      s(m.lcp),
      s(w.lcp),
      `${Math.round(m.tbt)} ms`,
      `${Math.round(w.tbt)} ms`,
      w.cls.toFixed(3),
      String(m.requests),
      misses.length === 0 ? `met (${targetText(page)})` : `MISSED: ${misses.join(', ')}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

/** Every server started and not yet stopped, the ones still starting too: a signal stops them all. */
const started = new Set();

/** Sportello from `checkout` (this repository unless comparing) on a free loopback port and a fresh embedded database. */
async function startSportello(checkout) {
  // As `npm start` runs the server of that checkout.
  const { bundledServerArgs } = await import(pathToFileURL(join(checkout, 'scripts/build-server.mjs')).href);
  const command = await bundledServerArgs();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The embedded database, whatever the shell points at: the demo data is seeded into an empty one.
  const { DATABASE_URL: _ignored, ...serverEnv } = process.env;
  const dataDir = mkdtempSync(join(tmpdir(), 'sportello-lighthouse-'));
  console.log(`Starting Sportello from ${checkout} on ${base} (embedded database in ${dataDir})…`);
  const server = spawn(process.execPath, command, {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: join(checkout, 'apps/web/dist'),
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    started.delete(stop);
  };
  started.add(stop);
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  if (!args.h2) return { base, direct: base, stop };
  const front = await startH2Proxy(base);
  const stopFront = async () => {
    await front.stop();
    started.delete(stopFront);
  };
  started.add(stopFront);
  return { base: front.base, direct: base, stop: async () => (await stopFront(), await stop()) };
}

async function main() {
  buildWebIfStale();
  const chromium = ensureChromium();
  // --compare DIR: another checkout with its web app built (a `git worktree` of an earlier commit),
  // measured page by page alternately with this one, so both face the same machine load.
  const checkouts = [resolve(root), ...(args.compare ? [resolve(args.compare)] : [])];
  const servers = [];
  let browser;
  // Ctrl-C (or a kill) stops the servers, those still starting included, and the browser, and removes the databases.
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    for (const stopServer of [...started]) await stopServer();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop().finally(() => process.exit(130)));
  try {
    for (const checkout of checkouts)
      servers.push({ checkout, ...(await startSportello(checkout)), rows: [], contexts: new Map() });
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // The HTTP/2 front's certificate is a throwaway self-signed one.
        ...(args.h2 ? ['--ignore-certificate-errors'] : []),
      ],
    });
    const only = args.only?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
      for (const server of servers) {
        // One browser context per server and user: the servers share the host 127.0.0.1, cookies ignore ports.
        const key = page.as ?? 'guest';
        if (!server.contexts.has(key)) {
          const context = await browser.createBrowserContext();
          let api;
          if (page.as !== null) {
            const session = await signIn(server.direct, page.as);
            await context.setCookie(...session.cookies);
            api = session.api;
          }
          server.contexts.set(key, { context, api });
        }
        const { context, api } = server.contexts.get(key);
        const path = typeof page.path === 'function' ? await page.path(api) : page.path;
        const results = [];
        for (let run = 0; run < RUNS; run++) {
          const lhr = await measure(context, `${server.base}${path}`);
          if (args.reports) {
            const dir = join(args.reports, String(servers.indexOf(server)));
            mkdirSync(dir, { recursive: true });
            writeFileSync(join(dir, `${page.name}-${run + 1}.json`), JSON.stringify(lhr));
          }
          const result = figures(lhr);
          if (new URL(result.finalUrl).pathname !== path) throw new Error(`${path} ended on ${result.finalUrl}`);
          results.push(result);
        }
        const result = summary(results);
        const runs = results.map((r) => `${r.performance}/${Math.round(r.tbt)} ms`).join(', ');
        console.log(`  ${page.name}: ${runs} (perf/TBT per run)${servers.length > 1 ? ` (${server.checkout})` : ''}`);
        server.rows.push({ page: { ...page, path }, result });
      }
    }
    for (const server of servers) {
      const protocol = args.h2 ? 'HTTPS and HTTP/2 front' : 'plain HTTP/1.1';
      console.log(
        `\n${server.checkout}: Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${protocol}, ${RUNS} run${RUNS > 1 ? 's' : ''} per page\n`,
      );
      printTable(server.rows);
    }
    if (args.json) {
      const figuresOf = (rows) =>
        rows.map(({ page, result }) => ({ ...page, ...result, missed: missed(page, result) }));
      writeFileSync(
        args.json,
        JSON.stringify(Object.fromEntries(servers.map((s) => [s.checkout, figuresOf(s.rows)])), null, 2),
      );
    }
    // This checkout is judged; a compared one gives figures only.
    const misses = servers[0].rows.filter(({ page, result }) => missed(page, result).length > 0);
    if (misses.length > 0) {
      console.log(`\nTargets missed in at least one run: ${misses.map(({ page }) => page.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
