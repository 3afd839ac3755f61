import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectAfterAuth, safeRefPath, type EmailSubscription, type Invite } from '@sportello/domain';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { clearCompanyData } from '../../../shared/session/end-session.ts';
import { loadUserInfo } from '../../../shared/session/session.ts';
import { useCompanyLogin } from '../api/company-login.ts';
import { useInvite } from '../api/get-invite.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { KeyInvalid } from '../components/key-invalid.tsx';

const SUBSCRIPTION_ORDER: readonly EmailSubscription[] = ['technical', 'billing', 'marketing'];

/** /auth/accept-invite/{antk}: what an invitation gives, accepted or ignored by the signed-in user. */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const { antk = '' } = useRouteParams();
  const invite = useInvite(antk);
  const state = asyncStateOf(invite);
  return (
    <AuthCard title={t('auth:invite.title')}>
      {state === 'pending' && <ListLoading rows={3} />}
      {(state === 'error' || (state === 'success' && !invite.data)) && (
        <KeyInvalid text={t('auth:invite.invalid')} testId="invite-invalid" />
      )}
      {invite.data && <InviteDetailsView antk={antk} invite={invite.data} />}
    </AuthCard>
  );
}

function InviteDetailsView({ antk, invite }: { antk: string; invite: Invite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const companyLogin = useCompanyLogin();
  const subscriptions = SUBSCRIPTION_ORDER.filter((s) => invite.email_subscriptions.includes(s));

  const accept = () => {
    companyLogin.mutate(
      { id_azienda: invite.id_azienda, antk },
      {
        onSuccess: async () => {
          clearCompanyData(queryClient);
          await loadUserInfo().catch(() => null);
          void navigate(redirectAfterAuth({ ref: params.get('ref') }), { replace: true });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="invite-details">
      <Text>
        <strong data-testid="invite-company">{invite.azienda}</strong> {t('auth:invite.intro')}
      </Text>
      <List spacing="xs" icon={<IconCheck size={16} aria-hidden />} data-testid="invite-grants">
        {invite.grants.length > 0 && <List.Item>{t('auth:invite.access')}</List.Item>}
        {subscriptions.map((s) => (
          <List.Item key={s}>{t(`auth:invite.copies.${s}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('auth:invite.sentTo', { email: invite.email })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void navigate(safeRefPath(params.get('ref')), { replace: true })}
          disabled={companyLogin.isPending}
          data-testid="invite-ignore"
        >
          {t('auth:invite.ignore')}
        </Button>
        <Button onClick={accept} loading={companyLogin.isPending} data-testid="invite-accept">
          {t('auth:invite.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
