import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@sportello/domain';
import { switchLanguage } from './language.ts';

export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(lng) ? lng : 'it', setLanguage: switchLanguage };
}
