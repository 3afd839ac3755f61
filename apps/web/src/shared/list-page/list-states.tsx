import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ListLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common:list.loading')} data-testid="list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={48} radius="sm" />
      ))}
    </Stack>
  );
}

export function ListEmpty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Text ta="center" py="xl" c="dimmed" data-testid="list-empty">
      {text ?? t('common:list.empty')}
    </Text>
  );
}

export function ListError({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="list-error" role="alert">
      {text ?? t('common:list.error')}
    </Alert>
  );
}
