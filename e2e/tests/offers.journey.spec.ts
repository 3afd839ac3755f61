import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDark, checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Each journey saves an offer of its own and acts only on it: the demo offers stay as seeded.

test('a customer quotes hosting, mail and a domain, downloads the PDF, and rejects the offer with a reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner');
  await page.getByTestId('shortcut-wizard').getByRole('link').click();
  await expect(page).toHaveURL(/\/diy-offer\/$/);
  const title = page.getByTestId('wizard-step-title');
  await expect(title).toHaveText("Scopo dell'offerta");
  await checkLightDarkPhone(page, 'wizard-scopo');

  // Keyboard only: the path's radios by arrow keys, Avanti by Enter.
  await page.getByRole('radio', { name: /^Dominio/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Hosting/ }).first()).toBeChecked();
  await page.getByRole('radio', { name: 'Windows' }).check();
  await page.getByTestId('next').focus();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Prodotto');
  await expect(title).toBeFocused();
  // Reset asks first; cancelled, nothing changes.
  await page.getByTestId('reset').click();
  await expect(
    page.getByText('Sei sicuro di voler resettare tutte le tue scelte e tornare al primo step?'),
  ).toBeVisible();
  await expectAccessible(page, 'wizard reset dialog');
  await page.getByTestId('reset-cancel').click();
  await expect(title).toHaveText('Prodotto');
  await page.getByTestId('field-product-HOSBASW').check();
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Posta elettronica');
  await page.getByTestId('field-mail-MLART10').check();
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Location');
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Servizi aggiuntivi');
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Nome a dominio');
  // The domain action needs a domain: the engine's message shows at the field.
  await page.getByTestId('field-domain-action-registrazione').check();
  await page.getByTestId('next').click();
  await expect(page.getByTestId('field-domain')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('field-domain').fill('rossi-journey.it');
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Riepilogo e preventivo');
  await expect(page.getByTestId('summary-dominio')).toContainText('rossi-journey.it');
  await expect(page.getByTestId('summary-mail')).toContainText('MLART10');
  await expect(page.getByTestId('summary-infrastruttura')).toContainText('HOSBASW');
  await expect(page.getByTestId('cost-summary')).toHaveAttribute('aria-busy', 'false');
  await checkLightDarkPhone(page, 'wizard-summary');

  // The state survives a reload of the tab.
  await page.reload();
  await expect(title).toHaveText('Riepilogo e preventivo');

  await page.getByTestId('field-title').fill('Sito e posta Rossi journey');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('submit-pdf').click()]);
  await expect(title).toHaveText('Wizard completato');
  expect(download.suggestedFilename()).toMatch(/^offerta-\d+\.pdf$/);
  const pdf = await download.path();
  expect(pdf).toBeTruthy();
  await expect(page.getByText('Offerta creata')).toBeVisible();
  await expectAccessible(page, 'wizard thank you');
  await keepScreenshot(page, 'wizard-thank-you-light');

  // The offer is among those to confirm; it is rejected with a reason.
  await page.getByTestId('to-offers').click();
  await expect(page).toHaveURL(/\/offers$/);
  const offer = page
    .getByTestId('offers-open')
    .locator('[data-testid^="offer-"]', { hasText: 'Sito e posta Rossi journey' });
  await expect(offer).toBeVisible();
  await checkLightDarkPhone(page, 'offers');
  await offer.getByTestId('offer-reject').click();
  const dialog = page.getByTestId('reject-dialog');
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog.getByTestId('reject-no-reason')).toBeVisible();
  await dialog.getByLabel('Ho scelto un altro fornitore').check();
  await expectAccessible(page, 'offers reject dialog');
  await keepScreenshot(page, 'offers-reject-light');
  await dialog.getByTestId('reject-confirm').click();
  const rejected = page
    .getByTestId('offers-rejected')
    .locator('[data-testid^="offer-"]', { hasText: 'Sito e posta Rossi journey' });
  await expect(rejected).toContainText('Ho scelto un altro fornitore');
  await expect(page.getByTestId('offers-open').getByText('Sito e posta Rossi journey')).toHaveCount(0);
});

test('a reseller quotes a cloud server with WHM and Imunify for a customer and sends it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'reseller', { to: '/diy-offer/' });
  const title = page.getByTestId('wizard-step-title');
  await expect(title).toHaveText('Intestazione');
  await page.getByTestId('field-billing-for-customer').check();
  const customer = page.getByTestId('field-customer');
  await customer.click();
  await customer.fill('Pasticceria');
  await page.getByRole('option', { name: 'Pasticceria Ticinese Sagl' }).click();
  await checkLightDarkPhone(page, 'wizard-clienti');
  await page.getByRole('button', { name: "Crea un'azienda prospect" }).click();
  await expect(page.getByTestId('prospect-form')).toBeVisible();
  await expectAccessible(page, 'wizard prospect dialog');
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByTestId('prospect-form')).toHaveCount(0);
  await page.getByTestId('next').click();
  await expect(title).toHaveText("Scopo dell'offerta");
  await page.getByTestId('field-path-cloud').check();
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Prodotto');
  await page.getByTestId('field-server-name').fill('pasticceria');
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Stack e risorse');
  await page.getByTestId('field-stack-whm').check();
  await expect(page.getByText('Opzione non disponbile: RAM minima necessaria 8 GB')).toBeVisible();
  await page.getByTestId('field-stack-code-AHSWHM250').check();
  await page.getByTestId('field-ram').selectOption('8');
  await page.getByTestId('field-imunify').check();
  await checkLightDarkPhone(page, 'wizard-stack');
  // On to the summary: every step left has its defaults.
  for (let i = 0; i < 6 && (await title.textContent()) !== 'Riepilogo e preventivo'; i += 1) {
    await page.getByTestId('next').click();
    await page.waitForTimeout(100);
  }
  await expect(title).toHaveText('Riepilogo e preventivo');
  const infrastructure = page.getByTestId('summary-infrastruttura');
  await expect(infrastructure).toContainText('AHSWHM250');
  await expect(infrastructure).toContainText('AHSIM360250');
  await expect(infrastructure).toContainText('pasticceria.cloud.nuvolaria.example');
  await page.getByTestId('submit-mailcustomer').click();
  await expect(title).toHaveText('Wizard completato');
  await expect(page.getByText("Abbiamo inviato l'offerta al tuo cliente e una copia a te.")).toBeVisible();
});

test('an operator prepares an offer for a customer by running the wizard as that customer', async ({ page }) => {
  test.setTimeout(120_000);
  // Staff sign in with their authenticator code, always (signIn gives it).
  await signIn(page, 'staff', { to: '/staff' });
  await page.getByRole('searchbox', { name: 'Cerca azienda' }).fill('Bianchi');
  const row = page.getByRole('row', { name: /Bianchi & Figli/ });
  await row.getByRole('link', { name: 'Bianchi & Figli S.n.c.', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/companies\/\d+$/);
  await expect(page.getByTestId('staff-audit')).toBeVisible();
  await checkLightDark(page, 'console-company-prepare-offer');
  await page.getByRole('link', { name: "Prepara un'offerta" }).click();

  // The customer's wizard, under the banner that names it.
  await expect(page).toHaveURL(/\/\d+\/diy-offer\/$/);
  const customerId = /\/(\d+)\/diy-offer\/$/.exec(page.url())?.[1];
  const banner = page.getByTestId('banner-staff');
  await expect(banner).toContainText('Bianchi & Figli S.n.c.');
  const title = page.getByTestId('wizard-step-title');
  await expect(title).toHaveText("Scopo dell'offerta");
  await page.getByTestId('field-path-hosting').check();
  await page.getByTestId('next').click();
  await expect(title).toHaveText('Prodotto');
  await page.getByTestId('field-product-HOSMRS').check();
  // On to the summary: every step left has its defaults.
  for (let i = 0; i < 6 && (await title.textContent()) !== 'Riepilogo e preventivo'; i += 1) {
    await page.getByTestId('next').click();
    await page.waitForTimeout(100);
  }
  await expect(title).toHaveText('Riepilogo e preventivo');
  await expect(page.getByTestId('summary-infrastruttura')).toContainText('HOSMRS');
  // Hosting includes backups: their rotation (spec 2 §9) under the item.
  await expect(page.getByTestId('backup-rotation-HOSMRS')).toHaveText(
    'Backup: Sì (rotazione: 3 giornalieri, 2 settimanali, 4 mensili)',
  );
  // Bianchi's currency is locked: the offer's currency is shown, not offered.
  await expect(page.getByTestId('offer-currency')).toHaveText('Valuta: EUR');
  await expect(page.getByTestId('cost-summary')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('field-title').fill('Hosting per Bianchi, preparato dallo staff');
  await expect(page.getByTestId('cost-summary')).toHaveAttribute('aria-busy', 'false');
  await checkLightDarkPhone(page, 'wizard-staff-summary');
  await page.getByTestId('submit-mailme').click();
  await expect(title).toHaveText('Wizard completato');

  // The offer is the customer's: among its offers to confirm, still acting as it.
  await page.getByTestId('to-offers').click();
  await expect(page).toHaveURL(new RegExp(`/${customerId}/offers$`));
  await expect(
    page.getByTestId('offers-open').locator('[data-testid^="offer-"]', {
      hasText: 'Hosting per Bianchi, preparato dallo staff',
    }),
  ).toBeVisible();
  await expect(banner).toContainText('Bianchi & Figli S.n.c.');

  // The customer's record names the operator in its audit.
  await banner.getByTestId('staff-banner-detail').click();
  await expect(page).toHaveURL(new RegExp(`/staff/companies/${customerId}$`));
  const created = page.getByTestId('audit-row').filter({ hasText: 'offers.created' }).first();
  await expect(created).toContainText('staff');
  await expect(created).toContainText('Hosting per Bianchi, preparato dallo staff');
});
