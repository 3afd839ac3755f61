import { expect, test, type Page } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const customerPrice = (page: Page, codice: string) =>
  page.getByTestId(`catalog-row-${codice}`).getByTestId('price-customer');

// Changes the demo reseller's hosting markup and sets it back: no other test reads Alpi's prices.
test('the reseller edits a markup, sees the customer prices change, and reads the catalog in German in CHF', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'reseller', { to: '/catalog' });
  await expect(page.getByRole('heading', { level: 1, name: 'Listino prezzi' })).toBeVisible();
  const hosting = page.getByTestId('catalog-category-hosting');
  await expect(hosting.getByRole('heading', { name: 'Hosting' })).toBeVisible();
  // HOSMN: discounted CHF 46.45, demo markup 30 % → 60.385 → 60.40 (5 Rappen).
  await expect(page.getByTestId('catalog-row-HOSMN').getByTestId('price-discounted')).toHaveText(
    /46[.,]45\sCHF|CHF\s46[.,]45/,
  );
  await expect(customerPrice(page, 'HOSMN')).toHaveText(/60[.,]40/);
  await expect(page.getByTestId('catalog-row-TONEETTRANS')).toHaveCount(0);

  await checkLightDarkPhone(page, 'catalog-reseller', { moderate: true });

  const markup = page.getByRole('textbox', { name: 'Ricarico clienti (%) su Hosting', exact: true });
  await expect(markup).toHaveValue('30');
  // What is typed stays as typed: a comma is not dropped into 125 %, the form says why.
  await markup.fill('12,5');
  await page.getByRole('button', { name: 'Salva il ricarico su Hosting', exact: true }).click();
  await expect(page.getByText('Il ricarico è un numero intero')).toBeVisible();
  await expect(markup).toHaveValue('12,5');
  await markup.fill('50');
  await page.getByRole('button', { name: 'Salva il ricarico su Hosting', exact: true }).click();
  await expect(page.getByText('Ricarico salvato')).toBeVisible();
  // 46.45 × 1.5 = 69.675 → 69.70.
  await expect(customerPrice(page, 'HOSMN')).toHaveText(/69[.,]70/);
  // Other categories keep their markup: cloud has none, so customer price = discounted price.
  const cpu = page.getByTestId('catalog-row-MAVCPU');
  await expect(cpu.getByTestId('price-customer')).toHaveText(
    (await cpu.getByTestId('price-discounted').textContent()) ?? '',
  );

  await page.getByRole('button', { name: 'Caratteristiche di Hosting Linux Mini' }).click();
  await expect(page.getByTestId('product-features')).toContainText('Spazio: 5 GB');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-de').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preisliste' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Jährlich' })).toBeChecked();
  await page.getByTestId('catalog-search').fill('.ch');
  const domains = page.getByTestId('catalog-category-domini');
  await expect(domains.getByRole('heading', { name: 'Domainregistrierung' })).toBeVisible();
  await expect(page.getByTestId('catalog-row-REGCH').getByText('Domainregistrierung .ch')).toBeVisible();
  await expect(page.getByTestId('catalog-row-REGCH').getByTestId('price-list')).toHaveText(/CHF/);
  await expect(page.getByText('Preise in CHF', { exact: false })).toBeVisible();
  await keepScreenshot(page, 'catalog-reseller-de-light');

  await page.goto('/catalog?code=NICHTDA');
  await expect(page.getByTestId('catalog-code-missing')).toContainText('Produktcode NICHTDA nicht gefunden');

  await page.goto('/catalog?cat=hosting');
  const back = page.getByRole('textbox', { name: 'Kundenaufschlag (%) auf Hosting', exact: true });
  await back.fill('30');
  await page.getByRole('button', { name: 'Aufschlag auf Hosting speichern', exact: true }).click();
  await expect(page.getByText('Aufschlag gespeichert')).toBeVisible();
  await expect(customerPrice(page, 'HOSMN')).toHaveText(/60[.,]40/);
});
