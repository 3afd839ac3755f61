import { isLanguage, pickLanguage, type Language } from '@sportello/domain';
import { i18n } from './i18n.ts';
import { loadFallbacks, loadLanguage } from './load-language.ts';

const STORAGE_KEY = 'sportello.language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Spec 1 §1: the lang query parameter, else the user's earlier choice, else the browser languages, else en. */
export function detectLanguage(search: string = window.location.search): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  return pickLanguage(isLanguage(fromQuery) ? fromQuery : storedLanguage(), navigator.languages ?? []);
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'it';
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
}

export async function startLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  loadFallbacks(language);
}

/** The language switcher: load, switch, remember. */
export async function switchLanguage(language: Language): Promise<void> {
  await startLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
