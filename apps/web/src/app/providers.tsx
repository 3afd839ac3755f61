import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import { RequestProgress } from './request-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

/** Spec 1 §3 darkTheme: remembered across sessions, light by default. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'sportello.color-scheme' });

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
