import { NavLink } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteAccess, RouteName } from '@sportello/domain';
import classes from './nav-item.module.css';
import { Hint } from '../../shared/ui/hint.tsx';

export interface NavItemProps {
  name: RouteName;
  href: string;
  label: string;
  icon: ReactNode;
  access: Exclude<RouteAccess, 'hidden'>;
  active: boolean;
  onNavigate?: () => void;
}

/**
 * A sidebar link. Without the grant it stays in place, focusable but inert, and
 * explains itself in a tooltip (spec 1 §2.3), so the user knows whom to ask.
 */
export function NavItem({ name, href, label, icon, access, active, onNavigate }: NavItemProps) {
  const { t } = useTranslation();
  if (access === 'denied') {
    const reason = t('shell:nav.denied');
    // The tooltip's words are the link's description too (Hint), for screen readers.
    return (
      <Hint label={reason} multiline w={260} position="right" withArrow>
        <NavLink
          component="a"
          role="link"
          tabIndex={0}
          aria-disabled="true"
          className={classes.denied}
          data-testid={`nav-${name}`}
          data-denied
          py={6}
          label={label}
          leftSection={icon}
          rightSection={<IconLock size={14} aria-hidden />}
          onClick={(event) => event.preventDefault()}
        />
      </Hint>
    );
  }
  return (
    <NavLink
      component={Link}
      to={href}
      active={active}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${name}`}
      label={label}
      leftSection={icon}
      py={6}
      onClick={onNavigate}
    />
  );
}
