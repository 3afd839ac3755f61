import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const NO_PERMISSION = 'Non hai i permessi per visualizzare questa pagina. Richiedili ad un utente amministratore.';

test('tecnico sees invoices disabled with the tooltip and is kept out of it', async ({ page }) => {
  await signIn(page, 'tecnico');
  const invoices = page.getByTestId('nav-invoices');
  await expect(invoices).toBeVisible();
  await expect(invoices).toHaveAttribute('aria-disabled', 'true');
  await invoices.hover();
  await expect(page.getByRole('tooltip')).toHaveText(NO_PERMISSION);
  await keepScreenshot(page, 'tecnico-disabled-link');
  await expectAccessible(page, 'tecnico dashboard');

  // Reseller-only pages are not even listed for a customer.
  await expect(page.getByTestId('nav-my_customers')).toHaveCount(0);

  // Guard step 5: a missing grant sends to the profile.
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/profile$/);
});

test('contabile has invoices but not users', async ({ page }) => {
  await signIn(page, 'contabile');
  await expect(page.getByTestId('nav-invoices')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('nav-users')).toHaveAttribute('aria-disabled', 'true');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/profile$/);
});

test('reseller sees the partner area', async ({ page }) => {
  await signIn(page, 'reseller');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await expect(page.getByTestId('nav-my_customers')).toBeVisible();
  await expect(page.getByTestId('nav-become_partner')).toHaveCount(0);
  await keepScreenshot(page, 'reseller-dashboard');
});

test('multi chooses a company and can change it', async ({ page }) => {
  await signIn(page, 'multi');
  await expect(page).toHaveURL(/\/auth\/login_azienda/);
  await expectAccessible(page, 'company chooser');
  await keepScreenshot(page, 'company-chooser');
  await page.getByText('Bianchi & Figli S.n.c.').click();
  await expect(page.getByTestId('topbar-company')).toHaveText('Bianchi & Figli S.n.c.');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-change-company')).toBeVisible();
});

test('owner of a single company has no change-company entry', async ({ page }) => {
  await signIn(page, 'owner');
  // The companies are read when the pointer reaches the menu: the answer is in before the check.
  const companies = page.waitForResponse((response) => response.url().includes('/rest/company_access'));
  await page.getByTestId('user-menu').click();
  await companies;
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(page.getByTestId('user-menu-change-company')).toHaveCount(0);
});

test('nuovo is sent to the terms before anything else', async ({ page }) => {
  await signIn(page, 'nuovo');
  await expect(page).toHaveURL(/\/auth\/terms_and_conditions/);
});

test("an operator on a customer's /{id}/ pages sees the customer's name, and is not sent to its terms", async ({
  browser,
  page,
}) => {
  // Verdi Consulenze (nuovo's company) has neither accepted the terms nor been approved.
  const customer = await browser.newPage();
  await signIn(customer, 'nuovo', { to: null });
  const info = (await (
    await customer.request.get('/api/dashboard/userinfo', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).json()) as {
    id_azienda: number;
  };
  await customer.close();

  await signIn(page, 'staff');
  await expect(page.getByTestId('topbar-company')).toHaveText('Nuvolaria S.r.l. (demo)');
  await page.goto(`/${info.id_azienda}/products`);
  await expect(page.getByTestId('topbar-company')).toHaveText('Verdi Consulenze');
  await expect(page).toHaveURL(new RegExp(`/${info.id_azienda}/products$`));
  await expect(page.getByTestId('nav-group-company')).toHaveText(`Verdi Consulenze · cod. ${info.id_azienda}`);
  await page.goto('/profile');
  await expect(page.getByTestId('topbar-company')).toHaveText('Nuvolaria S.r.l. (demo)');
});
