import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../shared/page/document-title.tsx';
import { Brand } from '../../../shared/ui/brand.tsx';

/** The card every authentication screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Stack gap={2}>
          <Brand />
          <Text size="sm" c="dimmed">
            {t('common:appTitle')}
          </Text>
        </Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
