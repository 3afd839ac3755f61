import countries from 'i18n-iso-countries';
import type { Language } from '../constants.ts';

/**
 * The ~250 countries of ISO 3166-1 (spec 1 §3: stato), from the maintained
 * i18n-iso-countries package. The codes (≈8 KB gzip with the library) serve
 * the billing schema; the names, one JSON per language, load only when a
 * form asks for them (`loadCountryNames`), as their own chunk.
 *
 * Import from '@sportello/domain/company/countries'; it is deliberately not
 * re-exported by the package index, so the login page never carries it.
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

const CODES = new Set(COUNTRY_CODES);

/** An ISO 3166-1 alpha-2 code, upper case ('IT', 'CH'). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && CODES.has(value);
}

type CountryNames = Record<string, string>;

const LOADERS: Record<Language, () => Promise<{ default: { countries: Record<string, string | string[]> } }>> = {
  it: () => import('i18n-iso-countries/langs/it.json', { with: { type: 'json' } }),
  en: () => import('i18n-iso-countries/langs/en.json', { with: { type: 'json' } }),
  de: () => import('i18n-iso-countries/langs/de.json', { with: { type: 'json' } }),
  fr: () => import('i18n-iso-countries/langs/fr.json', { with: { type: 'json' } }),
};

const loaded = new Map<Language, Promise<CountryNames>>();

/** Country code → name in one language (the official name where the library has several). */
export function loadCountryNames(lang: Language): Promise<CountryNames> {
  let names = loaded.get(lang);
  if (!names) {
    names = LOADERS[lang]().then(({ default: data }) =>
      Object.fromEntries(
        COUNTRY_CODES.map((code) => {
          const name = data.countries[code];
          return [code, (Array.isArray(name) ? name[0] : name) ?? code];
        }),
      ),
    );
    loaded.set(lang, names);
  }
  return names;
}

export interface CountryOption {
  value: string;
  label: string;
}

/** The country select's options, sorted by name in that language. */
export async function loadCountryOptions(lang: Language): Promise<CountryOption[]> {
  const names = await loadCountryNames(lang);
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names[code] ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
