import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, username: string, options: { from?: string } = {}): Promise<void> {
  await page.goto(options.from ?? '/auth/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome utente o Email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login(\?|$)/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

export async function setDark(page: Page, dark: boolean): Promise<void> {
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  if ((await scheme()) === (dark ? 'dark' : 'light')) return;
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
