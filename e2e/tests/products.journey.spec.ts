import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { signIn } from '../support/session.ts';

// Cancels the owner's .it domain renewal and renews it again, so the demo ends as it began.
test('the owner cancels a product with a reason and renews it again', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner', { to: '/products' });
  // The first visit downloads the app: on a loaded machine that takes longer than one expect.
  await expect(page.getByTestId('products-table')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei prodotti' })).toBeVisible();
  // Every state of spec 2 §4 is on the page.
  await expect(page.getByTestId('product-MLART10').getByRole('link', { name: 'Riattiva' })).toBeVisible();
  await expect(page.getByTestId('product-SSLBAS').getByRole('link', { name: 'Apri un ticket' })).toBeVisible();
  await expect(page.getByTestId('product-HOSMN').getByText('Pagamenti arretrati')).toBeVisible();
  await expect(page.getByTestId('product-TONEETTRANS').getByText('Una tantum', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('product-STOSMART').getByText('Si rinnova al termine della prova')).toBeVisible();
  await expect(page.getByTestId('product-HOSBASW').getByRole('switch')).not.toBeChecked();

  await checkLightDarkPhone(page, 'products-owner', { moderate: true });

  // The demo's own registration (the orders journey may have added another, for rossi-outlet.it).
  const regit = page.getByTestId('product-REGIT').filter({ hasNotText: 'rossi-outlet.it' });
  await regit.getByRole('button', { name: /^Disdici / }).click();
  const dialog = page.getByRole('dialog', { name: 'Disdici il rinnovo' });
  await dialog.getByTestId('renewal-confirm').click();
  await expect(dialog.getByText('Indica il motivo della disdetta')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill('Mario Rossi');
  await dialog.getByTestId('renewal-reason').click();
  await page.getByRole('option', { name: 'Costo' }).click();
  await dialog.getByTestId('renewal-confirm').click();
  // The first toast loads its layer: give it the time a loaded machine needs.
  await expect(page.getByText('Operazione completata')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(regit.getByText('Disdetto')).toBeVisible();

  await regit.getByRole('button', { name: /^Ripristina il rinnovo / }).click();
  const renew = page.getByRole('dialog', { name: 'Ripristina il rinnovo' });
  await expect(renew.getByTestId('renewal-reason')).toHaveCount(0);
  await renew.getByRole('textbox', { name: 'Nome e cognome' }).fill('Mario Rossi');
  await renew.getByTestId('renewal-confirm').click();
  await expect(renew).toBeHidden();
  await expect(regit.getByText('Rinnovo automatico')).toBeVisible();

  // The note shown on renewal invoices.
  await regit.getByRole('button', { name: /^Note di / }).click();
  const notes = page.getByRole('dialog');
  await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('Ordine interno 2024/17');

  await page.goto('/products?group=year_end&q=introvabile');
  await expect(page.getByText('Nessun prodotto trovato con il filtro selezionato.')).toBeVisible();
});

test('the developer sees the renewal controls disabled with the grant message', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tecnico', { to: '/products' });
  await expect(page.getByTestId('products-table')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('renewal-not-allowed')).toHaveText(
    'Non hai i permessi per modificare il rinnovo o disdire i prodotti. Richiedili ad un utente amministratore',
  );
  await expect(page.getByTestId('product-SSLART').getByRole('button', { name: /^Disdici / })).toBeDisabled();
  await expect(page.getByTestId('product-MLART10').getByRole('button', { name: 'Riattiva' })).toBeDisabled();
  await expect(page.getByTestId('product-HOSBASW').getByText('Rinnovo: Su richiesta')).toBeVisible();
  await expect(page.getByTestId('product-HOSBASW').getByRole('switch')).toHaveCount(0);
  await checkLightDarkPhone(page, 'products-tecnico', { moderate: true });
});
