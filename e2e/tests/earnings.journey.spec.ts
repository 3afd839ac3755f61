import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** '1’234,50 CHF' or 'CHF 1’234.50' → cents. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

// Takes 150.50 CHF of Alpi's commissions (a request of its own in the console's queue) and chooses
// Alpi's cashback months, which no other test reads.
test('the reseller collects commissions with its invoice and chooses its cashback months', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'reseller');
  await page.getByTestId('nav-account_movements').click();
  await expect(page).toHaveURL(/\/account_movements$/);
  const table = page.getByTestId('movements-table');
  await expect(table.getByText(/Studio Bernasconi Architetti/).first()).toBeVisible();
  await expect(table.getByText(/In scadenza il/).first()).toBeVisible();
  const amount = page.getByTestId('balance-provvigioni-amount');
  const before = cents(await amount.innerText());
  await checkLightDarkPhone(page, 'account-movements');

  // The request: the browser checks the amount; the server judges the file by its bytes.
  await page.getByTestId('ask-provvigioni').click();
  const form = page.getByTestId('request-form-provvigioni');
  await form.getByRole('textbox', { name: /^Importo/ }).fill('150.505');
  await form.getByRole('textbox', { name: /^IBAN/ }).fill('CH93 0076 2011 6238 5295 7');
  await form.getByTestId('request-submit').click();
  await expect(form.getByText('Importo non valido: inserisci un numero con al massimo due decimali.')).toBeVisible();
  await expect(form.getByText('Allega la fattura in formato PDF.')).toBeVisible();
  await keepScreenshot(page, 'account-movements-request-errors-light');
  await form.getByRole('textbox', { name: /^Importo/ }).fill('150.50');
  const files = form.locator('input[type=file]');
  await files.setInputFiles({
    name: 'fattura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('non sono un pdf'),
  });
  await form.getByTestId('request-submit').click();
  await expect(form.getByText('La fattura deve essere un file PDF.')).toBeVisible();
  expect(cents(await amount.innerText())).toBe(before);
  await files.setInputFiles({ name: 'fattura-provvigioni.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByTestId('request-submit').click();
  const done = page.getByTestId('request-done');
  await expect(done).toContainText(
    'Fattura ricevuta correttamente e credito scalato. Verrai contattato dalla nostra amministrazione per il pagamento.',
  );
  await expect(done.getByTestId('request-receipt')).toHaveAttribute('href', /\/rest\/commissions_receipt\?id=\d+/);
  await keepScreenshot(page, 'account-movements-request-done-light');
  await done.getByRole('button', { name: 'Chiudi' }).click();
  await expect.poll(async () => cents(await amount.innerText())).toBe(before - 15_050);
  await expect(table.getByText(/Richiesta provvigioni n\. \d+/).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /^Ricevuta della richiesta n\. \d+$/ }).first()).toBeVisible();

  // The cashback months: exactly three, confirmed, then shown as chosen.
  const choice = page.getByTestId('cashback-choice');
  await choice.getByRole('checkbox', { name: 'gennaio' }).check();
  await page.getByTestId('save-cashback').click();
  await expect(page.getByTestId('cashback-warning')).toHaveText('Seleziona 3 mesi');
  await choice.getByRole('checkbox', { name: 'maggio' }).check();
  await choice.getByRole('checkbox', { name: 'settembre' }).check();
  await expect(choice.getByRole('checkbox', { name: 'dicembre' })).toBeDisabled();
  await page.getByTestId('save-cashback').click();
  await page.getByTestId('confirm-cashback').click();
  await expect(page.getByText('Preferenza salvata.')).toBeVisible();
  await expect(page.getByTestId('cashback-active')).toContainText('gennaio, maggio, settembre');

  // Another tab, and a filter that finds nothing.
  await page.getByTestId('tab-comarketing').click();
  await expect(table.getByText('Co-marketing').first()).toBeVisible();
  await page.getByRole('searchbox', { name: /Cerca nei dettagli/ }).fill('nessun movimento così');
  await expect(page.getByTestId('list-empty')).toHaveText('Nessun movimento trovato con il filtro selezionato.');
  await checkLightDarkPhone(page, 'account-movements-comarketing-empty');
});
