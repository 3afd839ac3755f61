import { Alert } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2.4: `welcome` in the login query; 1 means an e-mail with the access instructions follows. */
export function WelcomeBanner({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconConfetti aria-hidden />}
      title={t('auth:login.welcome.title')}
      data-testid="login-welcome"
    >
      {value === '1' ? t('auth:login.welcome.mail') : t('auth:login.welcome.text')}
    </Alert>
  );
}
