import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../shared/page/document-title.tsx';
import { BackgroundPage } from '../layouts/background-page.tsx';
import { useMaintenancePoll } from './use-maintenance-poll.ts';

/** Spec 1 §2.3: 'Sito in manutenzione', with a reload button; it also reloads by itself once the server is back. */
export function MaintenancePage() {
  const { t } = useTranslation();
  useMaintenancePoll();
  return (
    <BackgroundPage>
      <DocumentTitle title={t('common:maintenance.title')} />
      <Paper withBorder shadow="md" radius="lg" p="xl" maw={480} data-testid="maintenance-page">
        <Stack align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconTool size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('common:maintenance.title')}
          </Title>
          <Text>{t('messages:error.maintenance')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
        </Stack>
      </Paper>
    </BackgroundPage>
  );
}
