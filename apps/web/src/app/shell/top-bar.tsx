import { Anchor, Burger, Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onboardingStop, routeHref, type UserInfo } from '@sportello/domain';
import { AlertsControl } from '../../modules/alerts/index.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  user: UserInfo;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Spec 1 §2.3 top bar: brand, 'Area riservata', the company, the alerts (once onboarded), theme and user menu. */
export function TopBar({ user, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell:nav.toggle')}
          aria-expanded={navOpened}
          aria-controls="app-navbar"
        />
        <Anchor component={Link} to={routeHref('dashboard')} underline="never" c="inherit" miw={0}>
          <Brand />
        </Anchor>
        <Divider orientation="vertical" visibleFrom="md" />
        <Text fw={600} visibleFrom="md">
          {t('common:appTitle')}
        </Text>
        <Divider orientation="vertical" visibleFrom="sm" />
        <Text size="sm" truncate data-testid="topbar-company" visibleFrom="sm" maw={320}>
          {user.azienda}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user.id_azienda && onboardingStop(user) === null ? <AlertsControl /> : null}
        <ThemeToggle />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
