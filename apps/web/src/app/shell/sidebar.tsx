import { Box, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routeAccess, routeHref, ROUTES, type RouteDef, type RouteName, type UserInfo } from '@sportello/domain';
import { useRouteName } from '../../shared/routing/route-handle.ts';
import { useIdCliente } from '../../shared/routing/use-route-params.ts';
import { afterNextPaint } from '../../shared/schedule/after-paint.ts';
import { activeNavName, NAV_GROUPS } from './nav-groups.ts';
import { NavIcon } from './nav-icons.tsx';
import { NavItem } from './nav-item.tsx';
import classes from './sidebar.module.css';
import { accessContextOf } from '@sportello/domain';

function hrefFor(name: RouteName, idCliente: string | undefined): string {
  const def: RouteDef = ROUTES[name];
  return routeHref(name, def.customerPrefix && idCliente ? { id_cliente: idCliente } : {});
}

/** Spec 1 §2.3 sidebar: groups of links, hidden or disabled by the domain's route rules. */
export function Sidebar({ user, onNavigate }: { user: UserInfo; onNavigate: () => void }) {
  const { t } = useTranslation();
  const current = useRouteName();
  const idCliente = useIdCliente();
  const access = accessContextOf(user);
  const [search] = useSearchParams();
  const activeName = current ? activeNavName(current, search) : null;
  const viewport = useRef<HTMLDivElement>(null);

  // The active link is brought into view on every navigation: at 1366×900 a reseller's last groups
  // sit below the fold, and a page reached from elsewhere (the user menu, a link) would leave its
  // link hidden. 'nearest' scrolls only when the link is out of view. After the paint: asked during
  // the first render's commit it forced the page's first layout inside that task (issue 13).
  useEffect(
    () =>
      afterNextPaint(() => {
        const active = viewport.current?.querySelector<HTMLElement>('[aria-current="page"]');
        active?.scrollIntoView({ block: 'nearest' });
      }),
    [activeName],
  );

  return (
    // The platform's scrolling box, not Mantine's ScrollArea: that sets state while React commits it, an
    // update React renders at once, with the page's pending effects, inside the first page's longest task
    // (docs/decisions.md, "Nothing of the first commit renders twice").
    <div ref={viewport} className={classes.scroll} data-testid="nav-scroll">
      <Stack gap="xs">
        {NAV_GROUPS.map((group) => {
          const items = group.routes
            .map((name) => ({ name, access: routeAccess(name, access) }))
            .filter((item) => item.access !== 'hidden');
          if (items.length === 0) return null;
          const headingId = `nav-group-${group.key}`;
          const heading =
            group.key !== 'company'
              ? t(`shell:nav.groups.${group.key}`)
              : user.id_azienda === null
                ? // An operator without a company of its own: no code to show.
                  t('common:appTitle')
                : t('shell:nav.companyCode', { name: user.azienda ?? '', id: user.id_azienda });
          return (
            <Box key={group.key} component="section" aria-labelledby={headingId}>
              <Text
                id={headingId}
                component="h2"
                size="xs"
                fw={700}
                tt="uppercase"
                c="dimmed"
                px="sm"
                mb={2}
                data-testid={`nav-group-${group.key}`}
              >
                {heading}
              </Text>
              {items.map(({ name, access: itemAccess }) => (
                <NavItem
                  key={name}
                  name={name}
                  href={hrefFor(name, idCliente)}
                  label={t(`routes:${name}`)}
                  icon={<NavIcon name={name} />}
                  access={itemAccess === 'denied' ? 'denied' : 'allowed'}
                  active={activeName === name}
                  onNavigate={onNavigate}
                />
              ))}
            </Box>
          );
        })}
      </Stack>
    </div>
  );
}
