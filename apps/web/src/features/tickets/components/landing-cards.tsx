import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconExternalLink, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { useAppConfig } from '../../../shared/config/app-config.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';

/** The support landing's two cards (spec 3 §2): the knowledge base, and opening a new ticket. */
export function LandingCards() {
  const { t } = useTranslation('tickets');
  const { brand } = useAppConfig();
  const idCliente = useIdCliente() ?? '';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="kb-title" data-testid="kb-card">
        <Stack gap="sm" h="100%" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <IconBook size={26} aria-hidden />
            <Title order={2} size="h4" id="kb-title">
              {t('landing.kb.title')}
            </Title>
          </Group>
          <Text size="sm">{t('landing.kb.text')}</Text>
          {brand.knowledge_base_url ? (
            <Anchor href={brand.knowledge_base_url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap">
                {t('landing.kb.action')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('landing.kb.none')}
            </Text>
          )}
        </Stack>
      </Card>
      <Card
        withBorder
        padding="lg"
        component="section"
        aria-labelledby="new-ticket-title"
        data-testid="new-ticket-card"
      >
        <Stack gap="sm" h="100%" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <IconMessagePlus size={26} aria-hidden />
            <Title order={2} size="h4" id="new-ticket-title">
              {t('landing.new.title')}
            </Title>
          </Group>
          <Text size="sm">{t('landing.new.text')}</Text>
          <Group>
            <Button
              component={Link}
              to={routeHref('ticket', { id: 'new', id_cliente: idCliente })}
              data-testid="new-ticket-link"
            >
              {t('openNew')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
