// A crash can happen on any page, the login page too: this screen brings the whole Mantine sheet.
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../query/query-client.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

/** What replaces a page that crashed: the spec's texts, a reload, and the feedback dialog. */
export function UnexpectedError({ error, eventId }: { error: unknown; eventId?: string }) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <Center component="main" mih="60vh" p="md">
      <Paper withBorder p="xl" maw={520} data-testid="unexpected-error">
        <Stack>
          <Title order={1} size="h3">
            {t('reporter:title')}
          </Title>
          <Text>{t('reporter:notified')}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
            <Button variant="default" onClick={() => setDialogOpen(true)}>
              {t('reporter:open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {/* Shown by the error boundaries, above the routes' query layer: the dialog's mutation brings its own. */}
      <QueryClientProvider client={queryClient}>
        <FeedbackDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} eventId={eventId} error={error} />
      </QueryClientProvider>
    </Center>
  );
}
