import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// contabile pays the payment overdue by more than 30 days through the sandbox: cancels once
// ('Transazione annullata.'), then pays; the dashboard's payments due no longer list it.
test('contabile cancels, then pays an overdue invoice through the sandbox checkout', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'contabile');
  const due = page.getByTestId('dashboard-payments');
  const overdue = due.locator('li', { hasText: 'Insoluto - possibile sospensione servizi' });
  await expect(overdue).toHaveCount(1, { timeout: 60_000 });
  const invoice = (await overdue.getByText(/^Fattura /).textContent())!;
  await overdue.getByRole('link', { name: /^Paga la fattura / }).click();

  await expect(page.getByTestId('payment-page')).toBeVisible();
  // The only method is chosen by itself.
  await expect(page.getByRole('radio', { name: 'Pagamento di prova (sandbox)' })).toBeChecked();
  await checkLightDarkPhone(page, 'payment-contabile');
  await page.getByTestId('payment-submit').click();

  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByTestId('order-result-page')).toBeVisible();
  await expect(page.getByText('Transazione annullata.')).toBeVisible();
  await checkLightDarkPhone(page, 'order-result-cancelled');

  // Back to the payment remembered before the redirect, and pay this time.
  await page.getByTestId('result-back').click();
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await page.getByTestId('payment-submit').click();
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByTestId('result-success')).toBeVisible();

  await page.goto('/');
  await expect(due.locator('li').first()).toBeVisible({ timeout: 20_000 });
  await expect(due.getByText(invoice, { exact: true })).toHaveCount(0);
  await expect(due.getByText('Insoluto - possibile sospensione servizi')).toHaveCount(0);

  await page.goto('/invoices');
  await expect(page.getByTestId('invoices-table')).toBeVisible();
  await expect(page.getByTestId('pending-payments').getByText(invoice, { exact: true })).toHaveCount(0);
  await checkLightDarkPhone(page, 'invoices-contabile', { moderate: true });
  // The PDF downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Scarica il PDF della ${invoice.toLowerCase()}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // Beside it, the Italian e-invoice (FatturaPA XML) of the Italian billing entity.
  const xml = page.waitForEvent('download');
  await page.getByRole('link', { name: `Scarica la fattura elettronica XML della ${invoice.toLowerCase()}` }).click();
  expect((await xml).suggestedFilename()).toMatch(/^IT09876540213_[0-9A-Z]{5,}\.xml$/);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-fr').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  await keepScreenshot(page, 'invoices-contabile-fr-light');
});

// The owner renews a product expiring within three months and sees its new expiry once paid, then
// upgrades another.
test('the owner renews a product through the sandbox and sees its new expiry, then upgrades one, the remaining period refunded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner', { to: null });
  const list = await (await page.request.get('/rest/products?q=SSLART&size=5')).json();
  const sslart = list.items[0] as { id: number; data_fine: string };
  await page.goto(`/products/${sslart.id}/renew`);
  await expect(page.getByTestId('renew-table')).toBeVisible({ timeout: 60_000 });
  const until = (await page.getByTestId(`renew-until-${sslart.id}`).textContent())!;
  await checkLightDarkPhone(page, 'product-renew-owner');
  await page.getByTestId('payment-submit').click();
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByTestId('result-success')).toBeVisible();
  await page.getByTestId('result-ref').click();
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.goto('/products?q=SSLART');
  await expect(page.getByTestId('product-SSLART').getByText(until)).toBeVisible();

  // The owner moves a product to a bigger one of its group: the refund of the days left is taken off
  // the price, and once paid the products list shows the new product.
  // Products no other journey reads, moved to the dearest target the owner has none of yet.
  const owned = (await (await page.request.get('/rest/products?size=100')).json()) as {
    items: { id: number; codice: string }[];
  };
  const has = new Set(owned.items.map((p) => p.codice));
  let chosen: { id: number; codice: string } | undefined;
  for (const codice of ['MLART20', 'HOSMRS', 'AHSESS']) {
    const product = owned.items.find((p) => p.codice === codice);
    if (!product) continue;
    const quote = await page.request.get(`/rest/product_upgrades/${product.id}`);
    if (!quote.ok()) continue;
    const { options } = (await quote.json()) as {
      options: { codice: string; possible: boolean; refund: number; prezzo: number }[];
    };
    const option = options
      .filter((o) => o.possible && o.refund > 0 && !has.has(o.codice))
      .sort((a, b) => b.prezzo - a.prezzo)[0];
    if (option) {
      chosen = { id: product.id, codice: option.codice };
      break;
    }
  }
  expect(chosen, 'a demo product with a possible upgrade').toBeDefined();
  await page.goto(`/products/${chosen!.id}/upgrade`);
  const row = page.getByTestId(`upgrade-${chosen!.codice}`);
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('upgrade-choose')).toBeVisible();
  await row.getByRole('radio').check();
  await checkLightDarkPhone(page, 'product-upgrade-owner');
  await page.getByTestId('payment-submit').click();
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByTestId('result-success')).toBeVisible();
  await page.goto(`/products?q=${chosen!.codice}`);
  await expect(page.getByTestId(`product-${chosen!.codice}`)).toBeVisible();
});
