import { Button, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconExternalLink,
  IconHeadset,
  IconHeartHandshake,
  IconStar,
  IconWand,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shortcut, ShortcutKey } from './shortcuts.ts';

const ICONS: Record<ShortcutKey, ReactNode> = {
  skills: <IconStar size={22} />,
  wizard: <IconWand size={22} />,
  ticket: <IconHeadset size={22} />,
  appointment: <IconCalendarEvent size={22} />,
  partner: <IconHeartHandshake size={22} />,
};

export function ShortcutCards({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shortcuts.map(({ key, href, external }) => (
        <Card key={key} component="li" withBorder padding="lg" data-testid={`shortcut-${key}`}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden mb="sm">
            {ICONS[key]}
          </ThemeIcon>
          <Title order={2} size="h4" mb={4}>
            {t(`dashboard:shortcuts.${key}.title`)}
          </Title>
          <Text size="sm" mb="md" style={{ flex: 1 }}>
            {t(`dashboard:shortcuts.${key}.text`)}
          </Text>
          {external ? (
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={`${t(`dashboard:shortcuts.${key}.action`)} (${t('common:newTab')})`}
            >
              {t(`dashboard:shortcuts.${key}.action`)}
            </Button>
          ) : (
            <Button component={Link} to={href} variant="light">
              {t(`dashboard:shortcuts.${key}.action`)}
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
