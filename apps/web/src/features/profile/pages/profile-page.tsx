import { Card, Divider, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { notify } from '../../../shared/notify/notify.ts';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useConfirmMail, useProfile } from '../api/profile-api.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { LoginHistory, SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';

/**
 * The link e-mailed to a new address lands here (`?mail_token=…`, after signing in when needed): the
 * token goes to the server once, with this session, and leaves the address bar.
 */
function useMailConfirmation(userId: number) {
  const [params, setParams] = useSearchParams();
  const token = params.get('mail_token');
  const { mutateAsync: confirm } = useConfirmMail(userId);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !userId || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        current.delete('mail_token');
        return current;
      },
      { replace: true },
    );
    confirm(token).then(
      ({ message }) => notify({ level: 'success', message }),
      (error: unknown) =>
        notify({
          level: 'danger',
          message: isApiError(error) ? error.message : (translateFieldMessage('profile.mail_link_invalid') ?? ''),
        }),
    );
  }, [token, userId, confirm, setParams]);
}

/** /profile: personal data, notifications, newsletter, password, two-factor authentication, sessions. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const userId = user?.id ?? 0;
  const profile = useProfile(userId);
  const state = asyncStateOf(profile);
  useMailConfirmation(userId);

  return (
    <PageLayout width="form" testId="profile-page" title={t('routes:profile')} description={user?.username}>
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
            {profile.data ? (
              <PasswordForm userId={userId} twofa={profile.data.twofa} passwordReset={profile.data.password_reset} />
            ) : (
              <ListLoading rows={2} />
            )}
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
    </PageLayout>
  );
}
