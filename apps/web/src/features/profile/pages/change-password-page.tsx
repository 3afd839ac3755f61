import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/page/page-header.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { PasswordForm } from '../components/password-form.tsx';

/** /reset_password: where the e-mailed sign-in link of the reset flow lands — a new password, twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (!user) return null;
  return (
    <Stack gap="lg" data-testid="change-password-page">
      <PageHeader title={t('routes:reset_password')} />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Text>{t('profile:password.intro', { username: user.username })}</Text>
          <PasswordForm userId={user.id} />
        </Stack>
      </Card>
    </Stack>
  );
}
