import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
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

/** Where a dead end leads back to: a page's address and its name (the route's title). */
export interface WayBack {
  to: string;
  page: string;
}

function BackLink({ back }: { back: WayBack }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={back.to} data-testid="way-back">
      {t('common:wayBack', { page: back.page })}
    </Anchor>
  );
}

export function ListError({ text, back }: { text?: string; back?: WayBack }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="list-error" role="alert">
      <Stack gap={4}>
        <Text size="sm">{text ?? t('common:list.error')}</Text>
        {back && <BackLink back={back} />}
      </Stack>
    </Alert>
  );
}

/** What the address names does not exist (or is not the company's): said, with the way back. */
export function NotFoundState({ text, back, testId }: { text: string; back: WayBack; testId?: string }) {
  return (
    <Alert color="red" variant="light" data-testid={testId ?? 'not-found'} role="alert">
      <Stack gap={4}>
        <Text size="sm">{text}</Text>
        <BackLink back={back} />
      </Stack>
    </Alert>
  );
}
