import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { MAINTENANCE_URL } from '../support/env.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// Issue 14 item 6: an unknown path answers HTTP 404 with the page, its brand, language and theme
// controls, and one <title>, as a page of the route table answers 200 with its own.
test('unknown paths answer 404 with the not-found page, light and dark; a page of the route table 200', async ({
  page,
}) => {
  for (const path of ['/this/does/not/exist', '/xyz', '/12/nothing-here']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByText('Pagina non trovata')).toBeVisible();
    await expect(page.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('brand-name')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Lingua' })).toBeVisible();
    await expect(page.getByTestId('theme-toggle')).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page).toHaveTitle(/Pagina non trovata/);
  }
  await expectAccessible(page, 'not found (light)');
  await keepScreenshot(page, 'not-found-light');
  await page.evaluate(() => localStorage.setItem('sportello.color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'not found (dark)', { coloursOnly: true });
  await keepScreenshot(page, 'not-found-dark');
  await page.evaluate(() => localStorage.removeItem('sportello.color-scheme'));

  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expect(page).toHaveTitle(/Accedi/);
  await expect(page.locator('title')).toHaveCount(1);
});

test('a 503 shows the maintenance page', async ({ page }) => {
  await page.goto(`${MAINTENANCE_URL}/`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByText('Sito in manutenzione')).toBeVisible();
  await expect(page.getByRole('button', { name: /ricarica/i })).toBeVisible();
  await expectAccessible(page, 'maintenance');
  await keepScreenshot(page, 'maintenance-light');
});

test('the server refuses state changes without the XHR header', async ({ request }) => {
  const res = await request.post('/api/auth/logout');
  expect(res.status()).toBe(403);
  const ok = await request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(ok.status()).toBe(200);
});
