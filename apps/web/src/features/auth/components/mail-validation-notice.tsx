import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendConfirmation } from '../api/resend-confirmation.ts';

/** Login answered `mail-validation`: the address is unconfirmed; the confirmation e-mail can be sent again. */
export function MailValidationNotice({ username }: { username: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  // The server's answer is the same whether or not a mail went out; the http client toasts it.
  const resend = () => {
    setPending(true);
    resendConfirmation(username)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation aria-hidden />}
      title={t('auth:login.mailValidation.title')}
      role="alert"
      data-testid="login-mail-validation"
    >
      <Stack gap="xs">
        <Text size="sm">{t('auth:login.mailValidation.text')}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={resend}
          disabled={pending}
          data-testid="login-resend-confirmation"
        >
          {t('auth:login.mailValidation.resend')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
