import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routeHref } from '@sportello/domain';
import { isInFrame } from '../../../shared/routing/frame.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { useInvite } from '../api/get-invite.ts';
import { SignupForm } from '../components/signup-form.tsx';

/**
 * /auth/signup (spec 1 §2.4): a new account and its company. With an invitation (antk) the title
 * names the inviting company and the invited address is the account's; inside a frame the page
 * is a sign-up widget, without the way to the login.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const invite = useInvite(params.get('antk') ?? '');
  const framed = isInFrame();
  const title = invite.data ? t('auth:signup.inviteTitle', { azienda: invite.data.azienda }) : t('auth:signup.title');
  // The login keeps the visitor's query (ref, antk…), without the sign-up's own prefills.
  const loginQuery = Object.fromEntries([...params].filter(([key]) => !['name', 'email'].includes(key)));

  return (
    <AuthCard title={title}>
      <Stack gap="md">
        {done !== null ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconMailForward aria-hidden />}
            role="status"
            data-testid="signup-done"
          >
            {done}
          </Alert>
        ) : (
          <SignupForm params={params} invitedEmail={invite.data?.email} framed={framed} onDone={setDone} />
        )}
        {!framed && (
          <Group justify="center" gap={6}>
            <Text size="sm">{t('auth:signup.haveAccount')}</Text>
            <Anchor component={Link} to={routeHref('login', {}, loginQuery)} size="sm" data-testid="signup-login">
              {t('auth:signup.login')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </AuthCard>
  );
}
