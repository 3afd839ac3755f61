import { Card, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageHeader } from '../../../shared/page/page-header.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useProfile } from '../api/profile-api.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { LoginHistory, SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';

/** /profile: personal data, notifications, newsletter, password, two-factor authentication, sessions. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const userId = user?.id ?? 0;
  const profile = useProfile(userId);
  const state = asyncStateOf(profile);

  return (
    <Stack gap="lg" data-testid="profile-page">
      <PageHeader title={t('routes:profile')} description={user?.username} />
      <Card withBorder padding="lg" radius="md">
        {state === 'pending' && <ListLoading rows={6} />}
        {state === 'error' && <ListError />}
        {/* Keyed by the saved values' version: a reload after another tab's change refills the form. */}
        {profile.data && <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />}
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile:security.title')}
          </Title>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('routes:reset_password')}
            </Title>
            <PasswordForm userId={userId} />
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('profile:twofa.title')}
            </Title>
            {profile.data ? <TwoFactorCard userId={userId} enabled={profile.data.twofa} /> : <ListLoading rows={1} />}
          </Stack>
          <Divider />
          <SessionsCard />
          <Divider />
          <LoginHistory />
        </Stack>
      </Card>
    </Stack>
  );
}
