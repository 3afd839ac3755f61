import type { Language } from '@sportello/domain';

/** Each language in its own words, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};
