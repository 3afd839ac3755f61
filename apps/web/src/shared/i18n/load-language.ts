import { fallbackLanguages, type Language, type Messages } from '@sportello/domain';
import { whenIdle } from '../schedule/when-idle.ts';
import { i18n, START_NAMESPACES, type Namespace } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

// One chunk per language and namespace: a visit downloads its own language and
// only the namespaces of the pages it opens (the start ones, then each page's own).
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json');
// The shared validation and error texts of packages/domain (see vite.config.ts), needed by every form.
const domainMessages: Record<Language, () => Promise<{ default: Messages }>> = {
  it: () => import('virtual:domain-messages/it'),
  en: () => import('virtual:domain-messages/en'),
  de: () => import('virtual:domain-messages/de'),
  fr: () => import('virtual:domain-messages/fr'),
};

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
  const load = bundles[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.resolve();
  return once(`${language}/${namespace}`, async () => {
    i18n.addResourceBundle(language, namespace, (await load()).default, true, true);
  });
}

function loadMessages(language: Language): Promise<void> {
  return once(`${language}/messages`, async () => {
    i18n.addResourceBundle(language, 'messages', (await domainMessages[language]()).default, true, true);
  });
}

/** Every namespace in use so far, in one language: at start and when the language changes. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...[...inUse].map((namespace) => loadBundle(language, namespace)), loadMessages(language)]);
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
