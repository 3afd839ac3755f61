import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// candidato (Officina Galli S.r.l., a customer with no parent) exists for this journey only: the
// request it leaves pending is what a second visit shows.
test('a customer without a parent asks to become a partner, then sees the request pending', async ({ page }) => {
  await signIn(page, 'candidato');
  await page.getByTestId('nav-become_partner').click();
  await expect(page).toHaveURL(/\/become-partner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diventa partner' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Fatturazione mensile/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Provvigioni in fattura/ })).toBeChecked();

  await checkLightDarkPhone(page, 'partner-form');

  // The required choice, checked in the browser before anything is sent.
  await page.getByTestId('partner-submit').click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();
  await keepScreenshot(page, 'partner-form-errors-light');

  await page.getByRole('radio', { name: /^White label e freelance/ }).check();
  await page.getByTestId('partner-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Richiesta inviata: il nostro ufficio commerciale ti contatterà al più presto.'),
  ).toBeVisible();

  await page.goto('/become-partner');
  await expect(page.getByTestId('partner-pending')).toContainText('White label e freelance');
  await expect(page.getByTestId('partner-form')).toHaveCount(0);
  await keepScreenshot(page, 'partner-pending-light');
});

test("an operator accepts candidato's request, and candidato sees the partner area", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff', { to: '/staff/queues/partner_requests' });
  const item = page.getByRole('row', { name: /Officina Galli S\.r\.l\./ });
  await expect(item).toContainText('White label e freelance');
  await item.getByRole('combobox', { name: 'Modalità del partner' }).selectOption('whitelabel');
  await item.getByRole('button', { name: 'Accetta' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('Decisione registrata: il cliente è stato avvisato per e-mail')).toBeVisible();
  await expect(page.getByRole('row', { name: /Officina Galli/ })).toHaveCount(0);

  const candidate = await browser.newPage();
  await signIn(candidate, 'candidato');
  await expect(candidate.getByTestId('nav-my_customers')).toBeVisible();
  await expect(candidate.getByTestId('nav-become_partner')).toHaveCount(0);
  await candidate.close();
});
