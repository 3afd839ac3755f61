import { fallbackLanguages, type Language } from '@sportello/domain';
import { whenIdle } from '../schedule/when-idle.ts';
import { i18n, START_NAMESPACES, type Namespace } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

// What the first paint needs, one chunk per language (see vite.config.ts): the start namespaces and
// the domain's shared validation and error texts, which every form needs.
const startTexts: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  it: () => import('virtual:start-texts/it'),
  en: () => import('virtual:start-texts/en'),
  de: () => import('virtual:start-texts/de'),
  fr: () => import('virtual:start-texts/fr'),
};
// Every other namespace, one chunk per language and namespace: a visit downloads only those of
// the pages it opens, in its own language.
const bundles = import.meta.glob<Bundle>([
  '../../locales/*/*.json',
  '!../../locales/*/{common,routes,shell,reporter}.json',
]);

const inUse = new Set<Namespace>(START_NAMESPACES);
const pending = new Map<string, Promise<void>>();

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      pending.delete(key);
      throw error;
    });
    pending.set(key, promise);
  }
  return promise;
}

function loadBundle(language: Language, namespace: Namespace): Promise<void> {
  // The start namespaces come with the start texts (loadStart); the glob above leaves them out by a
  // literal list, so a start namespace it still found would otherwise load twice.
  if (START_NAMESPACES.includes(namespace)) return Promise.resolve();
  const load = bundles[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.resolve();
  return once(`${language}/${namespace}`, async () => {
    i18n.addResourceBundle(language, namespace, (await load()).default, true, true);
  });
}

function loadStart(language: Language): Promise<void> {
  return once(`${language}/start`, async () => {
    for (const [namespace, texts] of Object.entries((await startTexts[language]()).default)) {
      i18n.addResourceBundle(language, namespace, texts, true, true);
    }
  });
}

/** Every namespace in use so far, in one language: at start and when the language changes. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadStart(language), ...[...inUse].map((namespace) => loadBundle(language, namespace))]);
}

/**
 * Fallback languages are only needed for keys a language lacks (the locale test forbids that), so
 * they load once the browser is idle: on a phone's slow link they would compete with the first page.
 */
export function loadFallbacks(language: Language): void {
  whenIdle(() => void Promise.all(fallbackLanguages(language).map(loadLanguage)).catch(() => undefined));
}

/** A page's own namespaces, loaded with its code so it never renders a bare key. */
export async function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)));
  loadFallbacks(language);
}
