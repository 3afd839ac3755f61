import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's session check and code arrive. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={t('common:loading')} />
    </Center>
  );
}
