// Mantine styles check: a chunk that draws a Mantine component must run only once that
// component's stylesheet is loaded. Run after `vite build`.
//
// Each Mantine component names its elements with hashed classes (`m_77c9d27d`), and each such
// class is styled in exactly one of Mantine's CSS files. For every chunk that a page can start
// from (the entry and each lazily imported chunk), this collects the Mantine classes in the code
// it runs and the CSS certainly loaded by then: its own stylesheets and those of its static
// imports, plus what every chunk that imports it lazily had loaded (Vite loads a lazy chunk's
// CSS before running it). A class missing there is a component drawn unstyled.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const DIST = new URL('../dist/', import.meta.url).pathname;
const FIRST_PAINT_STYLES = 'src/shared/ui/mantine-styles.ts';
const MANTINE_CLASS = /\.?\bm_[0-9a-f]{5,8}\b/g;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(join(DIST, file), 'utf8');

/** Mantine's class → the CSS file of the package that styles it. */
function mantineClassOwners() {
  const require = createRequire(import.meta.url);
  const owners = new Map();
  const addSheet = (path, name) => {
    for (const token of readFileSync(path, 'utf8').match(MANTINE_CLASS) ?? []) owners.set(token.replace('.', ''), name);
  };
  const core = dirname(require.resolve('@mantine/core/styles.css'));
  for (const file of readdirSync(join(core, 'styles')).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))) {
    addSheet(join(core, 'styles', file), `@mantine/core/styles/${basename(file, '.css')}.layer.css`);
  }
  for (const pkg of ['@mantine/notifications'])
    addSheet(require.resolve(`${pkg}/styles.css`), `${pkg}/styles.layer.css`);
  return owners;
}

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const starts = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
const ownCss = new Map(starts.map((key) => [key, new Set([...closure(key)].flatMap((k) => manifest[k].css ?? []))]));

/** Who imports each lazy chunk: the starts whose static closure has the dynamic import. */
const importers = new Map(starts.map((key) => [key, []]));
for (const start of starts) {
  for (const key of closure(start))
    for (const target of manifest[key].dynamicImports ?? []) importers.get(target)?.push(start);
}

// CSS certainly loaded when a start runs: the greatest fixpoint of own ∪ ⋂(importers' loaded).
const loaded = new Map(starts.map((key) => [key, manifest[key].isEntry ? ownCss.get(key) : null]));
for (let changed = true; changed; ) {
  changed = false;
  for (const key of starts) {
    if (manifest[key].isEntry) continue;
    const known = importers
      .get(key)
      .map((i) => loaded.get(i))
      .filter(Boolean);
    if (known.length === 0) continue;
    const common = known.reduce((a, b) => new Set([...a].filter((file) => b.has(file))));
    const next = new Set([...ownCss.get(key), ...common]);
    if (loaded.get(key)?.size !== next.size || [...next].some((file) => !loaded.get(key).has(file))) {
      loaded.set(key, next);
      changed = true;
    }
  }
}

const owners = mantineClassOwners();
const classesIn = (files) =>
  new Set(files.flatMap((file) => read(file).match(MANTINE_CLASS) ?? []).map((t) => t.replace('.', '')));

const problems = [];
for (const key of starts) {
  const used = [...classesIn([...closure(key)].map((k) => manifest[k].file))].filter((c) => owners.has(c));
  const styled = classesIn([...(loaded.get(key) ?? [])]);
  const missing = new Set(used.filter((c) => !styled.has(c)).map((c) => owners.get(c)));
  if (missing.size > 0) problems.push(`  ${key}: ${[...missing].sort().join(', ')}`);
}

if (problems.length > 0) {
  console.error('\nmantine-css-check: these chunks draw Mantine components whose styles are not loaded with them:');
  console.error(problems.join('\n'));
  console.error(
    `Import the named sheets in ${FIRST_PAINT_STYLES} (first paint), or load the chunk after the full sheet.`,
  );
  process.exit(1);
}
console.log(`mantine-css-check: every chunk's Mantine components are styled (${starts.length} chunks checked)`);
