import { Alert } from '@mantine/core';
import { IconMailExclamation, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@sportello/domain';

/** What the login page says when the server asks for more than a password. */
export function LoginOutcome({ result }: { result: Exclude<LoginResult, 'ok'> }) {
  const { t } = useTranslation();
  if (result === 'mail-validation') {
    return (
      <Alert color="yellow" variant="light" icon={<IconMailExclamation aria-hidden />} title={t('auth:login.mailValidation.title')} role="alert" data-testid="login-mail-validation">
        {t('auth:login.mailValidation.text')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconShieldLock aria-hidden />} title={t('auth:login.totp.title')} role="alert" data-testid="login-totp">
      {t('auth:login.totp.text')}
    </Alert>
  );
}
