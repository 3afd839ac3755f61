import { LANGUAGES, type Language } from '../constants.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec 1 §1: the lang query parameter, else the browser languages, else en. */
export function pickLanguage(langQuery: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromQuery = langQuery?.toLowerCase();
  if (isLanguage(fromQuery)) return fromQuery;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Spec 1 §1: messages fall back to it, or to en for de and fr. */
export function fallbackLanguages(lang: Language): Language[] {
  return lang === 'de' || lang === 'fr' ? ['en', 'it'] : lang === 'en' ? ['it'] : [];
}

/** Languages of an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}
