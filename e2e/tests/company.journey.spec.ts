import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Rows of this journey: Rossi Arredamenti's PEC and SDI (put back at the end), and the account area's own
// demo companies (apps/server/src/demo/account-seed.ts): Azzurri Web (`azzurri`) and Gialli Trasporti (`bloccato`).

const field = (page: Page, label: RegExp) => page.getByTestId('billing-form').getByRole('textbox', { name: label });

test("owner edits the Italian company's PEC and SDI code, then puts them back", async ({ page }) => {
  await signIn(page, 'owner', { to: '/company' });
  await expect(page.getByTestId('payment-mode')).toHaveText('Bonifico bancario 30 gg data fattura');

  const pec = field(page, /^PEC/);
  const sdi = field(page, /^Codice SDI/);
  const name = field(page, /^Ragione sociale/);
  const vat = field(page, /^Partita IVA/);
  const original = {
    pec: await pec.inputValue(),
    sdi: await sdi.inputValue(),
    name: await name.inputValue(),
    vat: await vat.inputValue(),
  };
  expect(original.sdi).toBe('KRRH6B9');

  // Issue 14: an invalid partita IVA is refused with its message; a name over the limit is kept whole and told.
  await sdi.fill('AB12');
  await vat.fill('12345678901');
  await name.fill('R'.repeat(300));
  await expect(name).toHaveValue('R'.repeat(300));
  await expect(page.getByText('Massimo 250 caratteri')).toBeVisible();
  await page.getByTestId('billing-submit').click();
  await expect(page.getByText('Il codice SDI è formato da 7 lettere o cifre')).toBeVisible();
  await expect(page.getByText("Partita IVA non valida: 11 cifre, l'ultima è di controllo")).toBeVisible();
  await checkLightDarkPhone(page, 'company');
  await name.fill(original.name);
  await vat.fill(original.vat);

  await pec.fill('amministrazione@pec.rossi.example');
  await sdi.fill('w7yvjk9');
  await page.getByTestId('billing-submit').click();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();
  await page.reload();
  await expect(field(page, /^PEC/)).toHaveValue('amministrazione@pec.rossi.example');
  await expect(field(page, /^Codice SDI/)).toHaveValue('W7YVJK9');

  await field(page, /^PEC/).fill(original.pec);
  await field(page, /^Codice SDI/).fill(original.sdi);
  await page.getByTestId('billing-submit').click();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();
  await page.reload();
  await expect(field(page, /^Codice SDI/)).toHaveValue(original.sdi);
});

test('a locked profile cannot change its name or VAT number and sends a change request to the finance team', async ({
  page,
  request,
}) => {
  await signIn(page, 'bloccato', { to: '/company' });
  await expect(page.getByTestId('billing-form')).toBeVisible();
  await expect(field(page, /^Ragione sociale/)).toBeDisabled();
  await expect(field(page, /^Partita IVA/)).toBeDisabled();
  await expect(page.getByTestId('currency-toggle')).toHaveCount(0);

  await page.getByTestId('open-change-request').click();
  const dialog = page.getByRole('dialog', { name: "Richiesta di modifica all'amministrazione" });
  await dialog.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Gialli Logistica S.r.l.');
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Nuova denominazione dal mese prossimo');
  await expectAccessible(page, 'company change request');
  await keepScreenshot(page, 'company-change-request');
  await dialog.getByTestId('change-request-submit').click();
  await expect(page.getByText("Richiesta di modifica inviata all'amministrazione")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mailbox = await request.get('/dev/mailbox?to=amministrazione@nuvolaria.example');
  expect(mailbox.status()).toBe(200);
  expect(await mailbox.text()).toContain('Gialli Logistica S.r.l.');
});

test('azzurri switches currency and credit and stops recurring payments', async ({ page }) => {
  await signIn(page, 'azzurri', { to: '/company' });
  const toggle = page.getByTestId('currency-toggle');
  await expect(toggle).toBeVisible();
  await toggle.getByText('CHF').click();
  await expect(page.getByText('Valuta aggiornata')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('currency-toggle').locator('input[value="CHF"]')).toBeChecked();
  await page.getByTestId('currency-toggle').getByText('EUR').click();
  await expect(page.getByTestId('currency-toggle').locator('input[value="EUR"]')).toBeChecked();

  const credit = page.getByRole('switch', { name: /Usa il credito/ });
  await expect(credit).toBeChecked();
  await credit.click();
  await expect(page.getByText('Modifica effettuata')).toBeVisible();
  await expect(credit).not.toBeChecked();
  await credit.click();
  await expect(credit).toBeChecked();

  await expect(page.getByTestId('recurring-state')).toHaveText('Pagamenti automatici attivi');
  await page.getByTestId('stop-recurring').click();
  await expectAccessible(page, 'stop recurring payments');
  await page.getByTestId('confirm-stop-recurring').click();
  await expect(page.getByText('Pagamenti automatici disattivati')).toBeVisible();
  await expect(page.getByTestId('recurring-state')).toHaveText('Pagamenti automatici non attivi');
});
