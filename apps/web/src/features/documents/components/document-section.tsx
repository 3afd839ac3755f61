import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalDocument } from '@sportello/domain';

export interface DocumentSectionProps {
  title: string;
  documents: readonly PortalDocument[];
  onRead: (document: PortalDocument) => void;
}

/** One section of the documents page: each document with its download link, or a button that opens its contract text. */
export function DocumentSection({ title, documents, onRead }: DocumentSectionProps) {
  const { t } = useTranslation();
  const headingId = `documents-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Stack gap="md">
        {documents.map((document) => (
          <Group key={document.id} justify="space-between" wrap="wrap" gap="sm" data-testid="document-row">
            <Stack gap={2} style={{ flex: '1 1 16rem' }}>
              <Text fw={600}>{document.nome}</Text>
              {document.descrizione && (
                <Text size="sm" c="dimmed">
                  {document.descrizione}
                </Text>
              )}
            </Stack>
            {document.link ? (
              <Button
                component="a"
                href={document.link}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={t('documents:downloadNamed', { name: document.nome })}
              >
                {t('documents:download')}
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconFileText size={16} aria-hidden />}
                onClick={() => onRead(document)}
                aria-label={t('documents:readNamed', { name: document.nome })}
              >
                {t('documents:read')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
