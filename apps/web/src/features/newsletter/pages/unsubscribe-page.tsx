import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * /unsubscribe/{mail}?token=…: public. Nothing happens on load (mail scanners open links):
 * the visitor confirms, and the server's words say how it went. Without the token of the
 * mailed link there is nothing to confirm.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { mail = '' } = useRouteParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.isSuccess || unsubscribe.isError;
  return (
    <AuthCard title={t('auth:unsubscribe.title')}>
      <Stack gap="md">
        <Text>
          {t('auth:unsubscribe.intro')} <strong data-testid="unsubscribe-mail">{mail}</strong>
        </Text>
        {unsubscribe.isSuccess && (
          <Alert
            color="green"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
            data-testid="unsubscribe-result"
          >
            {unsubscribe.data.message}
          </Alert>
        )}
        {unsubscribe.isError && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={18} aria-hidden />}
            role="alert"
            data-testid="unsubscribe-result"
          >
            {unsubscribe.error.message}
          </Alert>
        )}
        {token === '' && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={18} aria-hidden />}
            role="alert"
            data-testid="unsubscribe-no-token"
          >
            {t('auth:unsubscribe.no_token')}
          </Alert>
        )}
        {!done && token !== '' && (
          <Button
            onClick={() => unsubscribe.mutate({ mail, token })}
            loading={unsubscribe.isPending}
            disabled={mail === ''}
            data-testid="unsubscribe-confirm"
          >
            {t('auth:unsubscribe.confirm')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
