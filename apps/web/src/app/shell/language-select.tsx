import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@sportello/domain';
import { LANGUAGE_NAMES } from '../../shared/i18n/language-names.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

/** The language switcher of the pages without chrome: a native select keeps the login page light. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <NativeSelect
      aria-label={t('shell:language.label')}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void setLanguage(next);
      }}
      data={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data-testid="language-select"
      w={150}
    />
  );
}
