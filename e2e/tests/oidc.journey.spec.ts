import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { KEEP_SCREENSHOTS, keepScreenshot } from '../support/screenshots.ts';
import { fromAddress, setDark } from '../support/session.ts';

// The local providers sign in as `reseller` (by its e-mail): the first sign-in links the provider account
// to it, which no other journey looks at; nothing else of the demo account changes.

// One browser through the login page's offer and both providers' round trips, signed out between them.
test('the login page offers Google and LinkedIn, and each signs in to the page asked for; a return it did not start is refused', async ({
  page,
}) => {
  // As a client of its own: the journeys' other sign-ins come from the same loopback address.
  await fromAddress(page, 30);
  await signedOutLogin(page);
  await expect(page.getByRole('button', { name: 'Accedi con Google' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Accedi con LinkedIn' })).toBeEnabled();
  await expectAccessible(page, 'login with social sign-in (light)');
  await keepScreenshot(page, 'oidc-login-light');
  await setDark(page, true);
  await expectAccessible(page, 'login with social sign-in (dark)', { coloursOnly: true });
  await keepScreenshot(page, 'oidc-login-dark');
  await setDark(page, false);
  if (KEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'oidc-login-phone');
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Google: the ID token comes back to the login page, and is gone from the address and the history.
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  expect(new URL(page.url()).hash).toBe('');

  // LinkedIn: the server exchanges the code.
  await signedOutLogin(page);
  await page.getByRole('button', { name: 'Accedi con LinkedIn' }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await page.goto('/');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await expectAccessible(page, 'dashboard after LinkedIn sign-in');

  // A LinkedIn return this browser did not start goes back to login with a message.
  await signedOutLogin(page);
  await page.goto('/api/auth/oidc/linkedin/callback?code=stolen&state=someone-elses');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await expect(page.getByText("L'accesso con il provider non è valido o è scaduto: riprova.")).toBeVisible();
});

/** Back on the login page signed out, as a new visit would be. */
async function signedOutLogin(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/auth/login?ref=/invoices');
  await expect(page.getByTestId('social-sign-in')).toBeVisible();
}
