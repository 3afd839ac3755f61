// Size budget (issue 2): what a first visit to /auth/login downloads must stay under
// 160 KB of gzipped JavaScript and 40 KB of gzipped CSS. And (issue 13) the dashboard and the list
// pages download neither the form library nor the schema library before their first paint: those
// come with a form or a dialog, later. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const BUDGET = { js: 160 * 1024, css: 40 * 1024 };
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
// The default language's texts of the login page, fetched beside the code (reported, not part of the code budget).
const LOGIN_TEXTS = ['virtual:start-texts/it', 'src/locales/it/auth.json'];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0 || !manifest[LOGIN_PAGE]) {
  console.error('size-budget: entry or login chunk missing from the manifest');
  process.exit(1);
}

// The entry, the login route chunk, and everything they import statically.
const chunks = new Set();
for (const key of [...entries, LOGIN_PAGE]) closure(key, chunks);
const jsFiles = new Set([...chunks].map((key) => manifest[key].file));
const cssFiles = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
const js = [...jsFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const css = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);

console.log('\nRoute and lazy chunks (gzip, own file):');
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !key.startsWith('src/locales/'))
  .map(([key, chunk]) => [key, gzipSize(chunk.file)])
  .sort((a, b) => b[1] - a[1]);
for (const [key, size] of lazy) console.log(`  ${kb(size).padStart(9)}  ${key}`);

console.log('\nFirst visit to /auth/login (gzip):');
for (const file of [...jsFiles, ...cssFiles]) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
const locales = LOGIN_TEXTS.filter((key) => manifest[key]);
if (locales.length !== LOGIN_TEXTS.length) {
  console.error(`size-budget: the login page's texts (${LOGIN_TEXTS.join(', ')}) are missing from the manifest`);
  process.exit(1);
}
const localeSize = locales.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
console.log(`  JS  ${kb(js)} of ${kb(BUDGET.js)}`);
console.log(`  (plus ${kb(localeSize)} of Italian texts in ${locales.length} chunks)`);
console.log(`  CSS ${kb(css)} of ${kb(BUDGET.css)}`);

const over = [js > BUDGET.js && 'JavaScript', css > BUDGET.css && 'CSS'].filter(Boolean);
if (over.length > 0) {
  console.error(`\nsize-budget: ${over.join(' and ')} over budget`);
  process.exit(1);
}

// What each page names for preloading (apps/web/build-plugins/route-preloads.ts) is what it loads before its first paint.
const LIST_PAGES = [
  'dashboard',
  'users',
  'catalog',
  'documents',
  'projects',
  'products',
  'invoices',
  'services',
  'servers',
  'tickets',
  'my_customers',
];
const preloads = JSON.parse(readFileSync(join(DIST, '.vite/route-preloads.json'), 'utf8'));
const read = (file) => readFileSync(join(DIST, file), 'utf8');
const formOrSchemas = (file) => file.startsWith('assets/form-kit-') || read(file).includes('$ZodType');
const unknown = LIST_PAGES.filter((route) => !preloads[route]);
const heavy = LIST_PAGES.flatMap((route) =>
  (preloads[route]?.modules ?? []).filter(formOrSchemas).map((file) => `${route}: ${file}`),
);
if (unknown.length > 0 || heavy.length > 0) {
  if (unknown.length > 0) console.error(`\nsize-budget: no preloads for ${unknown.join(', ')}`);
  if (heavy.length > 0)
    console.error(
      `\nsize-budget: list pages load the form or schema library before their first paint:\n  ${heavy.join('\n  ')}`,
    );
  process.exit(1);
}
console.log('\nsize-budget: within budget; no list page loads the form or schema library before its first paint');
