import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useProfile } from '../api/profile-api.ts';
import { PasswordForm } from '../components/password-form.tsx';

/**
 * /reset_password: where the e-mailed sign-in link of the reset flow lands — a new password, twice; the
 * current one too unless that link has just signed in.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  // Whether the current password is asked: not right after the e-mailed link signed in.
  const profile = useProfile(user?.id ?? 0);
  if (!user) return null;
  return (
    <PageLayout width="form" testId="change-password-page" title={t('routes:reset_password')}>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Text>{t('profile:password.intro', { username: user.username })}</Text>
          {profile.isError && <ListError />}
          {profile.data ? (
            <PasswordForm userId={user.id} twofa={profile.data.twofa} passwordReset={profile.data.password_reset} />
          ) : (
            !profile.isError && <ListLoading rows={3} />
          )}
        </Stack>
      </Card>
    </PageLayout>
  );
}
