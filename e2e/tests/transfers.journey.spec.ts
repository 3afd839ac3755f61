import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Sends the transfer data of the demo owner's concluded order (REGCOM, HOSVEN): no other journey reads them.
test('the owner sends a domain transfer’s registrant and a site and mail transfer’s data, and the products leave the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner', { to: '/transfers' });
  // Run alone (--no-deps), this is a fresh server's first page: on a busy machine it took longer than 7 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Trasferimenti' })).toBeVisible({ timeout: 20_000 });
  const regcom = page.getByTestId('transfer-REGCOM');
  const hosven = page.getByTestId('transfer-HOSVEN');
  await expect(regcom.getByText('Intestatario del dominio')).toBeVisible();
  await expect(hosven.getByText('Trasferimento sito')).toBeVisible();
  await expect(hosven.getByText('Trasferimento posta')).toBeVisible();
  await checkLightDarkPhone(page, 'transfers', { moderate: true });

  // Domain registrant: a transfer needs its AuthCode and timing; the billing data hide the holder's fields.
  await regcom.getByTestId('transfer-open-REGCOM').click();
  const registrant = page.getByRole('dialog', { name: "Dati dell'intestatario del dominio" });
  await expect(registrant.getByTestId('registrant-form')).toBeVisible();
  await registrant.getByTestId('registrant-submit').click();
  await expect(registrant.getByText('Seleziona una delle opzioni')).toBeVisible();
  await registrant.getByRole('radio', { name: 'Trasferimento da un altro registrar' }).check();
  await registrant.getByRole('radio', { name: 'Azienda' }).check();
  await expect(registrant.getByTestId('registrant-ragione-sociale')).toBeVisible();
  await registrant.getByTestId('registrant-submit').click();
  await expect(registrant.getByText("Indica l'AuthCode fornito dal registrar attuale")).toBeVisible();
  await expectAccessible(page, 'registrant form', { moderate: true });
  await keepScreenshot(page, 'transfers-registrant-light');
  await registrant.getByTestId('registrant-authcode').fill('EPP-e2e-7788');
  await registrant.getByRole('radio', { name: 'Appena possibile' }).check();
  await registrant.getByRole('switch', { name: "Usa i dati di fatturazione dell'azienda" }).check();
  await expect(registrant.getByTestId('registrant-nome')).toHaveCount(0);
  await registrant.getByTestId('registrant-submit').click();
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByText('Dati inviati correttamente')).toBeVisible();
  await expect(regcom).toHaveCount(0);

  // Hosting transfer: the site's access and database, the mailboxes (one added and removed again).
  await hosven.getByTestId('transfer-open-HOSVEN').click();
  const hosting = page.getByRole('dialog', { name: 'Dati per il trasferimento' });
  await expect(hosting.getByTestId('hosting-form')).toBeVisible();
  await hosting.getByTestId('hosting-submit').click();
  await expect(hosting.getByTestId('hosting-url')).toHaveAttribute('aria-invalid', 'true');
  await hosting.getByRole('radio', { name: 'FTP' }).check();
  await hosting.getByTestId('hosting-url').fill('ftp.vecchio-provider.example');
  await hosting.getByTestId('hosting-user').fill('rossi');
  await hosting.getByTestId('hosting-password').fill('site-pass-e2e');
  await hosting.getByTestId('hosting-db-name').fill('shop');
  await hosting.getByTestId('hosting-db-user').fill('shopuser');
  await hosting.getByTestId('hosting-db-password').fill('db-pass-e2e');
  await hosting.getByTestId('hosting-cms').click();
  await page.getByRole('option', { name: 'WordPress' }).click();
  await hosting.getByRole('radio', { name: 'Sì, può essere messo in manutenzione' }).check();
  await hosting.getByTestId('hosting-imap').fill('imap.vecchio-provider.example');
  await hosting.getByTestId('hosting-mailbox-name-0').fill('info@rossiarredamenti.example');
  await hosting.getByTestId('hosting-mailbox-password-0').fill('mail-pass-e2e');
  await hosting.getByTestId('hosting-mailbox-add').click();
  await expect(hosting.getByTestId('hosting-mailbox-1')).toBeVisible();
  await hosting.getByRole('button', { name: 'Rimuovi la casella 2' }).click();
  await expect(hosting.getByTestId('hosting-mailbox-1')).toHaveCount(0);
  await hosting.getByRole('radio', { name: 'No, deve restare sempre attiva' }).check();
  await expectAccessible(page, 'hosting transfer form', { moderate: true });
  await keepScreenshot(page, 'transfers-hosting-light');
  await hosting.getByTestId('hosting-submit').click();
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByText('Dati inviati correttamente').last()).toBeVisible();
  // The demo's products have left the list; an order confirmed by another journey may still wait for its data.
  await expect(hosven).toHaveCount(0);

  // The dashboard: new activations (now being activated), trials, the products expiring within 30 days, payments.
  await page.goto('/');
  const activations = page.getByTestId('dashboard-activations');
  await expect(activations.getByRole('heading', { name: 'Nuove attivazioni' })).toBeVisible();
  await expect(activations.getByTestId('activations-activating').getByTestId('dashboard-product-HOSVEN')).toBeVisible();
  await expect(activations.getByTestId('activations-trials').getByTestId('dashboard-product-STOSMART')).toBeVisible();
  await expect(activations.getByTestId('dashboard-product-HOSVEN')).toHaveCount(1);
  const expiring = page.getByTestId('dashboard-expiring');
  await expect(expiring.getByRole('heading', { name: 'Prodotti in scadenza nei prossimi 30 giorni' })).toBeVisible();
  await expect(expiring.getByTestId('dashboard-product-HOSMN')).toBeVisible();
  // The demo invoices leave payments due to the owner (the invoices area fills the section).
  await expect(page.getByTestId('dashboard-payments').locator('li').first()).toBeVisible();
  await checkLightDarkPhone(page, 'dashboard-sections', { moderate: true });
});

test('the dashboard links transfers awaiting data to the transfers page', async ({ page }) => {
  await signIn(page, 'reseller', { to: '/' });
  const awaiting = page.getByTestId('dashboard-activations').getByTestId('activations-awaiting');
  await expect(awaiting.getByTestId('dashboard-product-REGCOM')).toBeVisible();
  await awaiting.getByTestId('activations-transfers-link').click();
  await expect(page).toHaveURL(/\/transfers$/);
  await expect(page.getByTestId('transfer-HOSVEN')).toBeVisible();
});
