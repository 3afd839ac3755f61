// The chrome loads beside the page registry, not through it.
import { AppShell, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { warmListFormats } from '../../shared/schedule/warm-formats.ts';
import { useUserInfo } from '../../shared/session/session.ts';
import { Banners } from '../shell/banners/banners.tsx';
import { Sidebar } from '../shell/sidebar.tsx';
import { SkipLink } from '../shell/skip-link.tsx';
import { TopBar } from '../shell/top-bar.tsx';

/** Spec 1 §2.3 application chrome for every page that is not full-page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);
  // On a phone the navigation is off-screen until the burger opens it: its forty-odd links are drawn
  // then (and kept), not with the first page, whose paint they would only delay (issue 13).
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [navDrawn, setNavDrawn] = useState(false);
  if (!navDrawn && (wide || navOpened)) setNavDrawn(true);
  // While the first page waits for its data: otherwise its first list loads the locale's data in its render.
  const { language } = useLanguage();
  useEffect(() => warmListFormats(language), [language]);

  // Between a logout and the redirect to login there is no user to show.
  if (!user) return null;

  return (
    // The confirmations' dialog is drawn in place rather than through a portal: it sits at the top of the
    // layout, above any stacking context, and a portal sets state while React commits it, an update React
    // renders at once with the page's pending effects, in the first page's longest task (issue 37).
    <ModalsProvider
      labels={{ confirm: t('common:actions.confirm'), cancel: t('common:actions.cancel') }}
      modalProps={{ withinPortal: false }}
    >
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <TopBar user={user} navOpened={navOpened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar id="app-navbar" aria-label={t('shell:nav.label')}>
          {/* Wrapped, not truncated: a long company name on a phone is read whole (issue 14 item 5). */}
          <Text
            hiddenFrom="sm"
            size="sm"
            fw={600}
            px="md"
            pt="md"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="nav-company-name"
          >
            {user.azienda}
          </Text>
          {navDrawn && <Sidebar user={user} onNavigate={close} />}
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          <Banners user={user} />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
