import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectAfterAuth } from '@sportello/domain';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { clearCompanyData } from '../../../shared/session/end-session.ts';
import { useLogout } from '../../../shared/session/logout.ts';
import { loadUserInfo, useUserInfo } from '../../../shared/session/session.ts';
import { useCompanyLogin } from '../api/company-login.ts';
import { useCompanyAccess, type CompanyAccess } from '../api/get-company-access.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { CompanyList } from '../components/company-list.tsx';

/** /auth/login_azienda: pick the company to act for, then go where the user was heading. */
export function CompanyChooserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const user = useUserInfo();
  const access = useCompanyAccess();
  const companyLogin = useCompanyLogin();
  const { logout } = useLogout();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const choose = (company: CompanyAccess) => {
    setPendingId(company.id_azienda);
    companyLogin.mutate(
      { id_azienda: company.id_azienda },
      {
        onSuccess: async () => {
          // Everything cached belonged to the previous company.
          clearCompanyData(queryClient);
          await loadUserInfo().catch(() => null);
          void navigate(redirectAfterAuth({ ref: params.get('ref') }), { replace: true });
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  const companies = Object.values(access.data ?? {}).sort((a, b) => a.ragione_sociale.localeCompare(b.ragione_sociale));
  const state = asyncStateOf(access);
  return (
    <AuthCard title={t('auth:chooser.title')}>
      <Stack gap="md">
        {companies.length > 0 && <Text>{t('auth:chooser.intro', { count: companies.length })}</Text>}
        {state === 'pending' && <ListLoading rows={2} />}
        {state === 'error' && <ListError />}
        {state !== 'pending' && state !== 'error' && companies.length === 0 && (
          <ListEmpty text={t('auth:chooser.empty')} />
        )}
        {companies.length > 0 && (
          <CompanyList
            companies={companies}
            current={user?.id_azienda ?? null}
            pendingId={pendingId}
            onChoose={choose}
          />
        )}
        <Group justify="flex-end">
          <Anchor component="button" type="button" onClick={logout} size="sm" data-testid="chooser-logout">
            {t('shell:userMenu.logout')}
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
