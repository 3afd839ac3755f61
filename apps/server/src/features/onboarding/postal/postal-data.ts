import { readFileSync } from 'node:fs';
import type { Language, ZipcodePlaces } from '@sportello/domain';

/**
 * Postal lookups over the data shipped in ./data (regenerated from npm
 * packages by generate-postal-data.ts): read once, on first use, into Maps.
 */
type Place = ZipcodePlaces['places'][number];

interface ItalyFile {
  regions: string[];
  caps: Record<string, [comune: string, sigla: string, region: number][]>;
}
interface SwitzerlandFile {
  cantons: Record<string, Record<Language, string>>;
  zips: Record<string, [place: string, canton: string][]>;
}

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;

let italy: { regions: string[]; caps: Map<string, ItalyFile['caps'][string]> } | undefined;
let switzerland:
  | { cantons: SwitzerlandFile['cantons']; zips: Map<string, SwitzerlandFile['zips'][string]> }
  | undefined;

function italyData() {
  if (!italy) {
    const file = read<ItalyFile>('it.json');
    italy = { regions: file.regions, caps: new Map(Object.entries(file.caps)) };
  }
  return italy;
}

function switzerlandData() {
  if (!switzerland) {
    const file = read<SwitzerlandFile>('ch.json');
    switzerland = { cantons: file.cantons, zips: new Map(Object.entries(file.zips)) };
  }
  return switzerland;
}

/** A postal code as people type it: spaces dropped, a 'CH-' / 'I-' prefix tolerated. */
function normalize(zip: string): string {
  return zip
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^(CH|I|IT)-/, '');
}

/** The places with this postal code; empty when the country has no shipped data or the code is unknown. */
export function placesFor(country: string, zip: string, lang: Language): Place[] {
  const code = normalize(zip);
  switch (country.toUpperCase()) {
    case 'IT': {
      const { regions, caps } = italyData();
      return (caps.get(code) ?? []).map(([comune, sigla, region]) => ({
        place_name: comune,
        province: sigla,
        state: regions[region] ?? '',
      }));
    }
    case 'CH': {
      const { cantons, zips } = switzerlandData();
      return (zips.get(code) ?? []).map(([place, canton]) => ({
        place_name: place,
        province: canton,
        state: cantons[canton]?.[lang] ?? canton,
      }));
    }
    default:
      return [];
  }
}

/** The province code of an Italian CAP (the first, in the rare CAP shared by two provinces). */
export function provinceOf(cap: string): string | undefined {
  return italyData().caps.get(normalize(cap))?.[0]?.[1];
}
