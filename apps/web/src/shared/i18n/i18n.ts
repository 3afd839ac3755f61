import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguages, isLanguage, type Language } from '@sportello/domain';

export const NAMESPACES = ['common', 'routes', 'shell', 'auth', 'dashboard', 'onboarding', 'reporter', 'messages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One instance for the app; non-React modules (http client, toasts) translate through it too. */
export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
    // Spec 1 §1: it is the fallback, en for de and fr.
    fallbackLng: (code: string) => (isLanguage(code) ? fallbackLanguages(code) : ['it']),
    supportedLngs: ['it', 'en', 'de', 'fr'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Bundles are added by loadLanguage; nothing is fetched by i18next itself.
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
