import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../shell/language-select.tsx';
import { ThemeToggle } from '../shell/theme-toggle.tsx';
import { BackgroundPage } from './background-page.tsx';

/** meta fullPageWithBg: no application chrome, the page on a background (login, sign-up, onboarding). */
export function FullPageLayout() {
  return (
    <BackgroundPage header={<FullPageHeader />}>
      <Outlet />
    </BackgroundPage>
  );
}

/** The language and theme controls of every page without the application chrome (the not-found page too). */
export function FullPageHeader() {
  return (
    <Group component="header" justify="flex-end" gap="xs" p="md">
      <LanguageSelect />
      <ThemeToggle />
    </Group>
  );
}
