import { localStorageColorSchemeManager, MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_COOKIE, isColorScheme } from '@sportello/domain';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import { RequestProgress } from './request-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

/** Spec 1 §3 darkTheme: remembered across sessions, light by default. */
const stored = localStorageColorSchemeManager({ key: 'sportello.color-scheme' });

/** A copy of the choice in a cookie: the server paints the next page's boot screen in it (web-app.ts). */
function rememberForFirstPaint(scheme: string): void {
  if (!isColorScheme(scheme)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COLOR_SCHEME_COOKIE}=${scheme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

const colorSchemeManager: MantineColorSchemeManager = {
  ...stored,
  get: (defaultValue) => {
    const scheme = stored.get(defaultValue);
    rememberForFirstPaint(scheme);
    return scheme;
  },
  set: (value) => {
    stored.set(value);
    rememberForFirstPaint(value);
  },
};

export interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions in component tests. */
  mantineEnv?: 'default' | 'test';
}

export function AppProviders({ children, mantineEnv = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        env={mantineEnv}
      >
        <RequestProgress />
        <Toasts />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
