import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { policies, redirectAfterAuth } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { notify } from '../../../shared/notify/notify.ts';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useLogout } from '../../../shared/session/logout.ts';
import { loadUserInfo, useUserInfo } from '../../../shared/session/session.ts';
import { useTerms } from '../api/get-terms.ts';
import { useUpdateCompany } from '../../../modules/company/index.ts';
import { ContractFrame } from '../../../shared/ui/contract-frame.tsx';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';

/** /auth/terms_and_conditions: the customer contract, accepted once per company. */
export function TermsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useUserInfo();
  const onward = redirectAfterAuth({ ref: params.get('ref') });
  if (user && user.contratto_cliente !== false) return <Navigate to={onward} replace />;
  const mayAccept = user ? policies.acceptTerms(user).allowed : false;
  return (
    <AuthCard width={720} title={t('onboarding:terms.title')}>
      {user && (mayAccept ? <AcceptTerms companyId={user.id_azienda ?? 0} onward={onward} /> : <NotEnabled />)}
    </AuthCard>
  );
}

function NotEnabled() {
  const { t } = useTranslation();
  const { logout } = useLogout();
  return (
    <Stack gap="md" data-testid="terms-not-enabled">
      <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />}>
        <Text fw={600} size="sm">
          {t('onboarding:terms.notEnabledTitle')}
        </Text>
        <Text size="sm">{t('onboarding:terms.notEnabled')}</Text>
      </Alert>
      <Group justify="flex-end">
        <Anchor component="button" type="button" onClick={logout} size="sm" data-testid="terms-logout">
          {t('shell:userMenu.logout')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function AcceptTerms({ companyId, onward }: { companyId: number; onward: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const terms = useTerms('customer');
  const update = useUpdateCompany();
  // The owner who does not want to accept now has a way out (issue 14 item 6), as the chooser has.
  const { logout } = useLogout();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const state = asyncStateOf(terms);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError(translateFieldMessage('onboarding.terms_must_accept'));
      return;
    }
    update.mutate(
      { id: companyId, changes: { contratto_cliente: true } },
      {
        onSuccess: async () => {
          notify({ level: 'success', message: t('onboarding:terms.accepted') });
          // The guard reads the refreshed session: next comes the approval request or the dashboard.
          await loadUserInfo().catch(() => null);
          void navigate(onward, { replace: true });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {state === 'pending' && <ListLoading rows={3} />}
      {state === 'error' && <ListError />}
      {terms.data && (
        <>
          <Text fw={600} data-testid="terms-title">
            {terms.data.titolo}
          </Text>
          <ContractFrame title={terms.data.titolo} html={terms.data.testo} />
        </>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Checkbox
            label={t('onboarding:terms.accept')}
            checked={accepted}
            required
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              if (event.currentTarget.checked) setError(undefined);
            }}
            error={error}
            disabled={!terms.data}
            data-testid="terms-accept"
          />
          <Group justify="space-between" wrap="wrap-reverse">
            <Anchor component="button" type="button" onClick={logout} size="sm" data-testid="terms-logout">
              {t('shell:userMenu.logout')}
            </Anchor>
            <Button type="submit" loading={update.isPending} disabled={!terms.data} data-testid="terms-submit">
              {t('onboarding:terms.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
