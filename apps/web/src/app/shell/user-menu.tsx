import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconMail,
  IconReceipt,
  IconSwitchHorizontal,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, routeAccess, routeHref, type RouteName, type UserInfo } from '@sportello/domain';
import { useQueryClient } from '@tanstack/react-query';
import { companyAccessQueryOptions, useHasSeveralCompanies } from '../../features/auth/api/get-company-access.ts';
import { LANGUAGE_NAMES } from '../../shared/i18n/language-names.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useIdCliente } from '../../shared/routing/use-route-params.ts';
import { useLogout } from '../../shared/session/logout.ts';
import { useDeferredPopup } from '../../shared/ui/deferred-popup.ts';
import classes from './user-menu.module.css';
import { accessContextOf } from '@sportello/domain';

function initials(name: string): string {
  return name.slice(0, 2).toUpperCase();
}

/** Spec 1 §2.3 user menu, plus the language switcher. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { logout } = useLogout();
  const queryClient = useQueryClient();
  // The companies are asked for when the pointer or the focus reaches the button, not by every page.
  const askCompanies = () => void queryClient.prefetchQuery(companyAccessQueryOptions());
  const idCliente = useIdCliente();
  const access = accessContextOf(user);

  const routeItem = (name: RouteName, icon: ReactNode, label: string) => {
    const state = routeAccess(name, access);
    if (state === 'hidden') return null;
    const href = routeHref(name, name === 'company' && idCliente ? { id_cliente: idCliente } : {});
    return (
      <Menu.Item
        key={name}
        component={Link}
        to={href}
        leftSection={icon}
        disabled={state === 'denied'}
        data-testid={`user-menu-${name}`}
      >
        {label}
      </Menu.Item>
    );
  };

  const popup = useDeferredPopup<HTMLButtonElement>();
  // Named by its content, not by aria-label: the name then holds what is seen (the username), as WCAG
  // 2.5.3 asks (axe label-content-name-mismatch), and says what the button opens.
  const button = (
    <UnstyledButton
      ref={popup.target}
      className={classes.target}
      data-testid="user-menu"
      onPointerEnter={askCompanies}
      onFocus={askCompanies}
      {...(popup.armed ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: popup.openResting })}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar size={30} radius="xl" color="blue" aria-hidden>
          {initials(user.username)}
        </Avatar>
        <VisuallyHidden>{t('shell:userMenu.open', { username: user.username })}</VisuallyHidden>
        <Text size="sm" fw={500} visibleFrom="sm" truncate maw={140} aria-hidden>
          {user.username}
        </Text>
        <Text size="xs" fw={700} c="dimmed" aria-hidden>
          {language.toUpperCase()}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  if (!popup.armed) return button;

  return (
    // No focus placeholder: its role="presentation" child is not allowed inside role="menu".
    <Menu
      opened={popup.opened}
      onChange={popup.setOpened}
      position="bottom-end"
      width={280}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" fw={600} truncate="end">
            {user.email || user.username}
          </Text>
        </Menu.Label>
        {routeItem('profile', <IconUser size={16} aria-hidden />, t('shell:userMenu.profile'))}
        {routeItem('company', <IconReceipt size={16} aria-hidden />, t('routes:company'))}
        {routeItem('users', <IconUsers size={16} aria-hidden />, t('routes:users'))}
        <ChangeCompanyItem />
        <Menu.Item
          component="a"
          href={routeHref('webmail')}
          target="_blank"
          rel="noopener"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('routes:webmail')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('shell:language.label')}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void setLanguage(lng)}
            rightSection={lng === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lng === language ? 'true' : undefined}
            data-testid={`language-${lng}`}
          >
            {LANGUAGE_NAMES[lng]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout} data-testid="logout">
          {t('shell:userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 1 §2.3: "change company" for users with more than one company; the list is read when the menu opens. */
function ChangeCompanyItem() {
  const { t } = useTranslation();
  const severalCompanies = useHasSeveralCompanies();
  if (!severalCompanies) return null;
  return (
    <Menu.Item
      component={Link}
      to={routeHref('login_azienda')}
      leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
      data-testid="user-menu-change-company"
    >
      {t('routes:login_azienda')}
    </Menu.Item>
  );
}
