import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguages, isLanguage, type Language } from '@sportello/domain';

/** Every namespace of apps/web/src/locales; a new feature adds its own here and in each language's folder. */
export const NAMESPACES = [
  'common',
  'routes',
  'shell',
  'reporter',
  'auth',
  'dashboard',
  'onboarding',
  'company',
  'documents',
  'partner',
  'customers',
  'projects',
  'users',
  'security',
  'profile',
  'catalogue',
  'products',
  'transfers',
  'services',
  'tickets',
  'invoices',
  'orders',
  'opportunities',
  'introduction',
  'wizard',
  'offers',
  'staff',
  'movements',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Loaded before the first render (the chrome and the error reporter); a page's own namespaces load with the page. */
export const START_NAMESPACES: readonly Namespace[] = ['common', 'routes', 'shell', 'reporter'];

/** One instance for the app; non-React modules (http client, toasts) translate through it too. */
export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
    // Spec 1 §1: it is the fallback, en for de and fr.
    fallbackLng: (code: string) => (isLanguage(code) ? fallbackLanguages(code) : ['it']),
    supportedLngs: ['it', 'en', 'de', 'fr'],
    ns: [...START_NAMESPACES, 'messages'],
    defaultNS: 'common',
    // Bundles are added by loadLanguage; nothing is fetched by i18next itself.
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
