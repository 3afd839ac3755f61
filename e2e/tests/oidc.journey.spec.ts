import { expect, test, type Browser, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { clientAddress } from '../support/env.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { setDark } from '../support/session.ts';

// The local providers sign in as `reseller` (by its e-mail): the first sign-in links the provider account
// to it, which no other journey looks at; nothing else of the demo account changes.

async function openLogin(browser: Browser, n: number, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress(n), ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await page.goto('/auth/login?ref=/invoices');
  await expect(page.getByTestId('social-sign-in')).toBeVisible();
  return page;
}

test('the login page offers Google and LinkedIn, light, dark and on a phone', async ({ browser }) => {
  const page = await openLogin(browser, 30);
  await expect(page.getByRole('button', { name: 'Accedi con Google' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Accedi con LinkedIn' })).toBeEnabled();
  await expectAccessible(page, 'login with social sign-in (light)');
  await keepScreenshot(page, 'oidc-login-light');
  await setDark(page, true);
  await expectAccessible(page, 'login with social sign-in (dark)', { coloursOnly: true });
  await keepScreenshot(page, 'oidc-login-dark');
  await setDark(page, false);

  const phone = await openLogin(browser, 31, { width: 390, height: 844 });
  await keepScreenshot(phone, 'oidc-login-phone');
});

test('Google: the ID token comes back to the login page and signs in to the page asked for', async ({ browser }) => {
  const page = await openLogin(browser, 32);
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  // The token is gone from the address and the history.
  expect(new URL(page.url()).hash).toBe('');
});

test('LinkedIn: the server exchanges the code and signs in to the page asked for', async ({ browser }) => {
  const page = await openLogin(browser, 33);
  await page.getByRole('button', { name: 'Accedi con LinkedIn' }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await page.goto('/');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await expectAccessible(page, 'dashboard after LinkedIn sign-in');
});

test('a LinkedIn return this browser did not start goes back to login with a message', async ({ browser }) => {
  const page = await openLogin(browser, 34);
  await page.goto('/api/auth/oidc/linkedin/callback?code=stolen&state=someone-elses');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await expect(page.getByText("L'accesso con il provider non è valido o è scaduto: riprova.")).toBeVisible();
});
