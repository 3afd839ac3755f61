import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routeHref, safeRefPath, type AuthRequestInfo } from '@sportello/domain';
import { isApiError } from '../../../shared/http/api-error.ts';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { clearCompanyData } from '../../../shared/session/end-session.ts';
import { loadUserInfo } from '../../../shared/session/session.ts';
import { useCompanyLogin } from '../api/company-login.ts';
import { useAuthRequestInfo, type AuthRequestKeyParams } from '../api/get-auth-request-info.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { KeyInvalid } from '../components/key-invalid.tsx';

function keyOf(params: Record<string, string>): AuthRequestKeyParams | null {
  const aid = Number(params.aid);
  const uid = Number(params.uid);
  const tok = params.tok ?? '';
  return Number.isInteger(aid) && aid > 0 && Number.isInteger(uid) && uid > 0 && tok !== '' ? { aid, uid, tok } : null;
}

/** /auth/authorize-user/{aid};{uid};{tok}: an administrator makes the requesting user an administrator too. */
export function AuthorizeUserPage() {
  const { t } = useTranslation();
  const key = keyOf(useRouteParams());
  const info = useAuthRequestInfo(key);
  const state = asyncStateOf(info);
  const forbidden = isApiError(info.error) && info.error.status === 403;
  return (
    <AuthCard title={t('auth:authorize.title')}>
      {key && state === 'pending' && <ListLoading rows={3} />}
      {(!key || state === 'error' || (state === 'success' && !info.data)) && (
        <KeyInvalid
          text={t(forbidden ? 'auth:authorize.notAdmin' : 'auth:authorize.invalid')}
          testId="authorize-invalid"
        />
      )}
      {key && info.data && <AuthorizeRequest requestKey={key} info={info.data} />}
    </AuthCard>
  );
}

function AuthorizeRequest({ requestKey, info }: { requestKey: AuthRequestKeyParams; info: AuthRequestInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const companyLogin = useCompanyLogin();
  const ref = params.get('ref');

  const authorize = () => {
    companyLogin.mutate(
      { id_azienda: requestKey.aid, uid: requestKey.uid, tok: requestKey.tok },
      {
        onSuccess: async () => {
          // Authorising also puts this session on that company.
          clearCompanyData(queryClient);
          await loadUserInfo().catch(() => null);
          void navigate(ref ? safeRefPath(ref) : routeHref('users'), { replace: true });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="authorize-details">
      <Text>{t('auth:authorize.intro', { azienda: info.azienda })}</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>{t('auth:authorize.username')}</Table.Th>
            <Table.Td data-testid="authorize-username">{info.username}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('auth:authorize.email')}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{info.email}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('auth:authorize.company')}</Table.Th>
            <Table.Td data-testid="authorize-company">{info.azienda}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void navigate(safeRefPath(ref), { replace: true })}
          disabled={companyLogin.isPending}
          data-testid="authorize-ignore"
        >
          {t('auth:authorize.ignore')}
        </Button>
        <Button onClick={authorize} loading={companyLogin.isPending} data-testid="authorize-submit">
          {t('auth:authorize.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
