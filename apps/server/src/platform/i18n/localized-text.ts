import { fallbackLanguages, type Language } from '@sportello/domain';
import type { LocalizedText } from '../db/schema.ts';

/** The text in this language, else its fallbacks, else Italian (null when there is none). */
export function localized(text: Partial<LocalizedText> | null | undefined, language: Language): string | null {
  if (!text) return null;
  return ([language, ...fallbackLanguages(language), 'it'] as Language[]).map((l) => text[l]).find(Boolean) ?? null;
}
