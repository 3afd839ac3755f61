import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const sectionNamed = (page: Page, name: string) => page.getByRole('region', { name });

test('owner reads the Italian billing entity’s documents light, dark and on a phone, downloads one, reads the contract, and reads them in German', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.getByTestId('nav-documents').click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti utili' })).toBeVisible();
  const administrative = sectionNamed(page, 'Moduli amministrativi');
  await expect(administrative.getByText('Modulo di mandato SEPA')).toBeVisible();
  await expect(page.getByText('Autorizzazione di addebito LSV+')).toHaveCount(0);
  await expect(page.getByText('Contratto del programma partner')).toHaveCount(0);
  await checkLightDarkPhone(page, 'documents-owner');

  // A PDF downloads; the contract opens in its dialog.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica PDF – Livelli di servizio (SLA)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('livelli-di-servizio-sla-bbw-it.pdf');

  await page.getByRole('button', { name: 'Leggi Condizioni generali di contratto' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: /Condizioni generali di contratto – Nuvolaria S\.r\.l\./ }),
  ).toBeVisible();
  await expect(page.frameLocator('[data-testid="terms-frame"]').locator('body')).toContainText('Oggetto');
  await expectAccessible(page, 'documents contract dialog', { exclude: ['[data-testid="terms-frame"]'] });
  await keepScreenshot(page, 'documents-contract-light');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toHaveCount(0);

  // The documents follow the chosen language.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-de').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nützliche Dokumente' })).toBeVisible();
  await expect(sectionNamed(page, 'Administrative Formulare').getByText('SEPA-Lastschriftmandat')).toBeVisible();
  await expect(page.getByText('Modulo di mandato SEPA')).toHaveCount(0);
  await keepScreenshot(page, 'documents-owner-de-light');
});

test('the reseller reads the Swiss billing entity’s documents and the partner-programme contract', async ({ page }) => {
  await signIn(page, 'reseller', { to: '/documents' });
  await expect(sectionNamed(page, 'Moduli amministrativi').getByText('Autorizzazione di addebito LSV+')).toBeVisible();
  await expect(sectionNamed(page, 'Altri moduli').getByText('Listino servizi in CHF')).toBeVisible();
  await expect(page.getByText('Modulo di mandato SEPA')).toHaveCount(0);
  await keepScreenshot(page, 'documents-reseller-light');

  await page.getByRole('button', { name: 'Leggi Contratto del programma partner' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: /Contratto del programma partner – Nuvolaria SA/ }),
  ).toBeVisible();
  await expect(page.frameLocator('[data-testid="terms-frame"]').locator('body')).toContainText('Sconti e provvigioni');
});
