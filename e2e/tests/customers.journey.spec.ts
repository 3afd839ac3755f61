import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Adds a prospect to Alpi's customers and an access request for Studio Bernasconi: rows of their
// own, which no other test counts. Signing in to Pasticceria Ticinese and back leaves nothing behind.
test('the reseller creates a prospect, asks for access to a customer, signs in to another and back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'reseller');
  await page.getByTestId('nav-my_customers').click();
  await expect(page).toHaveURL(/\/my_customers$/);
  const table = page.getByTestId('customers-table');
  await expect(table.getByText('Pasticceria Ticinese Sagl')).toBeVisible();
  await expect(table.getByText('Ticino Eventi Sagl')).toBeVisible();
  await expect(page.getByTestId('affiliation-link')).toHaveValue(/\/auth\/signup\?afid=\d+&aftk=/);

  await checkLightDarkPhone(page, 'my-customers');

  // The prospect: the browser checks it with the server's schema before sending.
  await page.getByRole('button', { name: "Crea un'azienda prospect" }).click();
  const form = page.getByTestId('prospect-form');
  await form.getByTestId('prospect-submit').click();
  await expect(form.getByText('Campo obbligatorio').first()).toBeVisible();
  await keepScreenshot(page, 'my-customers-prospect-errors-light');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giorgia');
  await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Pedrazzini');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('giorgia@pedrazzini.example');
  await form.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Pedrazzini Grafica Sagl');
  await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Motta 12');
  await form.getByRole('textbox', { name: 'CAP', exact: true }).fill('6850');
  await form.getByRole('textbox', { name: 'Città', exact: true }).fill('Mendrisio');
  await form.getByRole('textbox', { name: 'Cantone', exact: true }).fill('TI');
  await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+41 91 646 10 10');
  await form.getByTestId('prospect-submit').click();
  await expect(page.getByText('Azienda prospect creata')).toBeVisible();
  const search = page.getByRole('searchbox', { name: /Cerca per nome/ });
  await search.fill('Pedrazzini');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pedrazzini Grafica Sagl');
  await expect(rows.first()).toContainText('Prospect');
  await search.fill('');
  await expect(table.getByText('Studio Bernasconi Architetti')).toBeVisible();

  // Studio Bernasconi does not let the reseller in yet: its owner is asked by e-mail.
  await page.getByRole('button', { name: "Richiedi accesso all'area di Studio Bernasconi Architetti" }).click();
  await expect(page.getByText(/Richiesta di accesso inviata/)).toBeVisible();

  // Pasticceria Ticinese does: the reseller works in its area, and the banner leads back.
  await page.getByRole('button', { name: "Accedi all'area di Pasticceria Ticinese Sagl" }).click();
  const banner = page.getByTestId('banner-reseller');
  await expect(banner).toContainText("Stai operando nell'area di Pasticceria Ticinese Sagl.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('nav-company-name')).toHaveText('Pasticceria Ticinese Sagl');
  await expect(page.getByText('Utente non autorizzato')).toHaveCount(0);
  await keepScreenshot(page, 'my-customers-inside-customer-light');
  await banner.getByRole('button', { name: 'Torna a Alpi Digital SA' }).click();
  await expect(page.getByTestId('nav-company-name')).toHaveText('Alpi Digital SA');
  await expect(page.getByTestId('banner-reseller')).toHaveCount(0);
});
