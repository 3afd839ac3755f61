import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Signs in through the API with the page's own cookies, then opens `to` (the dashboard unless told
 * otherwise; null: stays where it is). For journeys whose subject is not the login form, which
 * has journeys of its own (signInWithForm): a page load fewer per test.
 */
export async function signIn(page: Page, username: string, options: { to?: string | null } = {}): Promise<void> {
  const token = await page.request.post('/api/auth/token', { headers: XHR });
  const { result: check } = (await token.json()) as { result: string };
  const login = await page.request.post('/api/auth/login', {
    headers: XHR,
    data: { username, password: DEMO_PASSWORD, check },
  });
  expect(await login.json(), `sign-in of ${username}`).toMatchObject({ result: 'ok' });
  const to = options.to === undefined ? '/' : options.to;
  if (to !== null) await page.goto(to);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, username: string, options: { from?: string } = {}): Promise<void> {
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
