import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const NO_PERMISSION = 'Non hai i permessi per visualizzare questa pagina. Richiedili ad un utente amministratore.';

// One person after another on one page: each role's navigation, the pages its grants keep it out of
// (guard step 5 sends it to the profile), and the partner pages a customer never reaches.
const PARTNER_PAGES = ['my_customers', 'account_movements', 'opportunities', 'introduction', 'my_skills'];

test('each role sees what its grants and its company give, and is kept out of the rest', async ({ page }) => {
  await signIn(page, 'tecnico');
  const invoices = page.getByTestId('nav-invoices');
  await expect(invoices).toBeVisible();
  await expect(invoices).toHaveAttribute('aria-disabled', 'true');
  await invoices.hover();
  await expect(page.getByRole('tooltip')).toHaveText(NO_PERMISSION);
  await keepScreenshot(page, 'tecnico-disabled-link');
  await expectAccessible(page, 'tecnico dashboard');
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/profile$/);

  await switchTo(page, 'contabile', '/users');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('nav-invoices')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('nav-users')).toHaveAttribute('aria-disabled', 'true');
  // The server refuses the call itself, not only the page.
  const users = await page.request.get('/rest/users', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(users.status()).toBe(403);
  expect(await users.json()).toMatchObject({ code: 10, message: 'Utente non autorizzato' });

  // A customer without partners' pages: none listed, none reached; one company, so no change of company.
  await switchTo(page, 'owner', '/');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  for (const name of PARTNER_PAGES) await expect(page.getByTestId(`nav-${name}`)).toHaveCount(0);
  // The companies are read when the pointer reaches the menu: the answer is in before the check.
  const companies = page.waitForResponse((response) => response.url().includes('/rest/company_access'));
  await page.getByTestId('user-menu').click();
  await companies;
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(page.getByTestId('user-menu-change-company')).toHaveCount(0);
  for (const name of PARTNER_PAGES) {
    await page.goto(`/${name}`);
    await expect(page).toHaveURL(/\/profile$/);
  }

  // The reseller has them, and no "become a partner".
  await switchTo(page, 'reseller', '/');
  await expect(page.getByTestId('topbar-company')).toHaveText('Alpi Digital SA');
  await expect(page.getByTestId('nav-my_customers')).toBeVisible();
  await expect(page.getByTestId('nav-become_partner')).toHaveCount(0);
  await keepScreenshot(page, 'reseller-dashboard');
  await page.goto('/become-partner');
  await expect(page).toHaveURL(/\/profile$/);

  // Before anything else, a new customer accepts the terms.
  await switchTo(page, 'nuovo', '/');
  await expect(page).toHaveURL(/\/auth\/terms_and_conditions/);
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

/** Signs the page's person out (their cookies gone) and the next one in, opening `to`. */
async function switchTo(page: Page, username: string, to: string): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, username, { to });
}
