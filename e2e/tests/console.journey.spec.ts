import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDark, checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// The operator console (issue 33). Approving nuovo continues its onboarding journey
// (onboarding.spec.ts) and accepting candidato's partner request its become-partner journey
// (partner.journey.spec.ts): each request is made there. Here: finding a customer and acting in its
// area, the change request of Gialli Trasporti (bloccato, seeded), and what support may do.

test('staff find a customer by VAT number, open its record and act in its area under the banner', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff', { to: '/staff' });
  await expect(page.getByRole('heading', { level: 1, name: 'Console operatori' })).toBeVisible();
  await expect(page.getByTestId('console-nav-approvals')).toBeVisible();
  await checkLightDarkPhone(page, 'console-home');

  await page.getByRole('searchbox', { name: 'Cerca azienda' }).fill('09123450588');
  const row = page.getByRole('row', { name: /Gialli Trasporti/ });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('console-search').getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Dati bloccati')).toBeVisible();
  await keepScreenshot(page, 'console-search-light');

  // Its record: state, users, the audit.
  await row.getByRole('link', { name: 'Gialli Trasporti S.r.l.', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/companies\/\d+$/);
  await expect(page.getByTestId('staff-company')).toContainText('bloccato');
  await expect(page.getByTestId('staff-audit')).toBeVisible();
  await checkLightDark(page, 'console-company');

  // Its area, as the customer sees it, with the banner on every page.
  await page.getByTestId('enter-customer').click();
  await expect(page).toHaveURL(/\/\d+$/);
  const banner = page.getByTestId('banner-staff');
  await expect(banner).toContainText('Gialli Trasporti S.r.l.');
  await checkLightDarkPhone(page, 'console-acting-dashboard');
  for (const nav of ['products', 'company', 'tickets']) {
    await page.getByTestId(`nav-${nav}`).click();
    await expect(page).toHaveURL(new RegExp(`/\\d+/${nav}`));
    await expect(banner).toContainText('Gialli Trasporti S.r.l.');
  }
  // Off the link just clicked: a hovered link is not what the page is checked for.
  await page.mouse.move(1270, 710);
  await expectAccessible(page, 'acted-as tickets');
  await banner.getByTestId('back-to-console').click();
  await expect(page).toHaveURL(/\/staff$/);
});

test("staff apply bloccato's change request, and bloccato sees the new name", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff', { to: '/staff' });
  await page.getByTestId('console-nav-billing_changes').click();
  await expect(page).toHaveURL(/\/staff\/queues\/billing_changes$/);
  // The seeded request, or the one the company journey sent since (a newer one replaces it).
  const item = page.getByRole('row', { name: /Gialli Trasporti S\.r\.l\./ });
  const newName = (await item.getByTestId('detail-ragione_sociale').textContent()) ?? '';
  expect(newName).toMatch(/^Gialli .+ S\.r\.l\.$/);
  await checkLightDarkPhone(page, 'console-billing-changes');

  await item.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Applica: la richiesta di Gialli Trasporti S.r.l. viene accolta',
  );
  await keepScreenshot(page, 'console-decision-confirm-light');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('Decisione registrata: il cliente è stato avvisato per e-mail')).toBeVisible();
  await expect(page.getByRole('row', { name: /Gialli Trasporti/ })).toHaveCount(0);

  const customer = await browser.newPage();
  await signIn(customer, 'bloccato', { to: '/company' });
  await expect(customer.getByRole('textbox', { name: /^Ragione sociale/ })).toHaveValue(newName);
  await customer.close();
});

test('support reads the queues and a customer record, and decides nothing', async ({ page }) => {
  await signIn(page, 'supporto', { to: '/staff/queues/approvals' });
  await expect(page.getByRole('heading', { level: 1, name: 'Richieste di approvazione' })).toBeVisible();
  await expect(page.getByText('Il tuo ruolo può consultare le richieste, non deciderle.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lombardi Servizi/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approva' })).toHaveCount(0);
  await expectAccessible(page, 'support queue');
  await keepScreenshot(page, 'console-support-queue-light');
});
