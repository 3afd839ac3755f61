import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../page/document-title.tsx';
import { Brand } from './brand.tsx';

/**
 * The card the full-page screens before the shell sit in (sign-in, company
 * choice, invitations, terms, approval request); contracts and forms ask for
 * a wider one.
 */
export function AuthCard({ title, children, width = 440 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={width}>
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
