import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A bad or expired invitation or authorisation key: the spec's text and a way home. */
export function KeyInvalid({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid={testId}>
        {text}
      </Alert>
      <Group justify="flex-end">
        <Anchor component={Link} to="/" size="sm">
          {t('common:notFound.link')}
        </Anchor>
      </Group>
    </Stack>
  );
}
