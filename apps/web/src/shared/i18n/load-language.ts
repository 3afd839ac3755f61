import { fallbackLanguages, type Language, type Messages } from '@sportello/domain';
import { i18n } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

// One chunk per language and namespace, so a visit downloads only its own language.
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json');
// The same for the shared validation and error texts of packages/domain (see vite.config.ts).
const domainMessages: Record<Language, () => Promise<{ default: Messages }>> = {
  it: () => import('virtual:domain-messages/it'),
  en: () => import('virtual:domain-messages/en'),
  de: () => import('virtual:domain-messages/de'),
  fr: () => import('virtual:domain-messages/fr'),
};
const loaded = new Set<Language>();

function bundlesOf(language: Language): Array<[string, () => Promise<Bundle>]> {
  return Object.entries(bundles)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .map(([path, load]) => [path.replace(/^.*\/([\w-]+)\.json$/, '$1'), load]);
}

export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const [entries, messages] = await Promise.all([
    Promise.all(bundlesOf(language).map(async ([namespace, load]) => [namespace, (await load()).default] as const)),
    domainMessages[language](),
  ]);
  for (const [namespace, resources] of entries) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  i18n.addResourceBundle(language, 'messages', messages.default, true, true);
  loaded.add(language);
}

/** Fallback languages are only needed for keys a language lacks (the locale test forbids that), so they load late. */
export function loadFallbacks(language: Language): Promise<void> {
  return Promise.all(fallbackLanguages(language).map(loadLanguage)).then(() => undefined);
}
