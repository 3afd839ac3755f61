import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { setDark, signIn, signInWithForm, signOut } from '../support/session.ts';

// Two journeys rather than one: each check of a page costs seconds on a busy machine, and one test
// holding all of them would outgrow its time there.
test('owner signs in through the form and sees the shell, light and dark', async ({ page }) => {
  await page.goto('/auth/login');
  await expectAccessible(page, 'login (light)');
  await keepScreenshot(page, 'login-light');

  await signInWithForm(page, 'owner');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId('topbar-company')).toHaveText('Rossi Arredamenti S.r.l.');
  await expect(page.getByText('Area riservata').first()).toBeVisible();
  await expectAccessible(page, 'dashboard (light)', { moderate: true });
  await keepScreenshot(page, 'dashboard-light');

  await setDark(page, true);
  await expectAccessible(page, 'dashboard (dark)', { moderate: true, coloursOnly: true });
  await keepScreenshot(page, 'dashboard-dark');
});

test('owner navigates in dark mode, which a reload keeps, signs out, and signs in again to the page asked for', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await setDark(page, true);
  await page.getByTestId('nav-offers').click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByTestId('offers-page')).toBeVisible();
  await expectAccessible(page, 'offers (dark)');
  await keepScreenshot(page, 'offers-shell-dark');

  // The theme is remembered across reloads and sessions.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await setDark(page, false);
  await expectAccessible(page, 'offers (light)', { coloursOnly: true });

  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/login\?res=%2Foffers/);
  // Signed out, the page asked for sends to login, which comes back to it.
  await page.goto('/offers');
  await expect(page).toHaveURL(/\/auth\/login\?ref=%2Foffers/);
  await signInWithForm(page, 'owner', { from: page.url() });
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByTestId('offers-page')).toBeVisible();
});

test('phone width: the navigation opens from the burger, rows keep their action, the alerts panel fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expectAccessible(page, 'dashboard (phone)');
  await keepScreenshot(page, 'dashboard-phone-light');
  await page
    .getByRole('button', { name: /menu|navigazione/i })
    .first()
    .click();
  await expect(page.getByTestId('nav-products')).toBeVisible();
  // The company name wraps in the drawer rather than being cut (issue 14 item 5).
  const company = page.getByTestId('nav-company-name');
  await expect(company).toHaveText('Rossi Arredamenti S.r.l.');
  const fits = await company.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'company name not clipped in the phone drawer').toBe(true);
  await keepScreenshot(page, 'dashboard-phone-nav');
  await setDark(page, true);
  await keepScreenshot(page, 'dashboard-phone-dark');
  await expectAccessible(page, 'dashboard (phone, dark)');
  await setDark(page, false);

  // Lists become one card per row: each row's main action is on the screen, not past its right edge.
  const rowActions = [
    { path: '/services', action: 'service-details-', name: 'services' },
    { path: '/transfers', action: 'transfer-open-', name: 'transfers' },
    { path: '/invoices', action: 'pdf-', name: 'invoices' },
  ];
  for (const { path, action, name } of rowActions) {
    await page.goto(path);
    const first = page.locator(`[data-testid^="${action}"]`).first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.x + box.width <= 390, `${name}: the row's action within 390 px`).toBe(true);
    await keepScreenshot(page, `${name}-phone-light`);
  }

  // The alerts panel fits the screen.
  await page.getByTestId('alerts-control').click();
  const panel = page.getByTestId('alerts-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-testid^="alert-"]').first()).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'alerts panel (phone)');
  await keepScreenshot(page, 'alerts-panel-phone-light', { fullPage: false });
  await setDark(page, true);
  await keepScreenshot(page, 'alerts-panel-phone-dark', { fullPage: false });
});

test('reseller at 1366×900: every sidebar link can be reached, with a visible scrollbar, and the active one is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'reseller', { to: '/users' });
  const links = page.locator('#app-navbar a[data-testid^="nav-"]');
  const last = links.last();
  await expect(last).toHaveAttribute('data-testid', 'nav-users');
  // Reached from the URL, the active link (the last group's) was scrolled into view on its own.
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(last).toBeInViewport();
  await keepScreenshot(page, 'sidebar-1366-reseller-light', { fullPage: false });
  await setDark(page, true);
  await keepScreenshot(page, 'sidebar-1366-reseller-dark', { fullPage: false });
  await setDark(page, false);
  // When the links overflow, the platform's scrollbar shows, not only while scrolling: it takes its width.
  const viewport = page.getByTestId('nav-scroll');
  const overflows = await viewport.evaluate((el) => el.scrollHeight > el.clientHeight);
  if (overflows)
    expect(await viewport.evaluate((el: HTMLElement) => el.offsetWidth - el.clientWidth)).toBeGreaterThan(0);
  // Each link reachable: brought into view, it is visible.
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
  }
  await expectAccessible(page, 'sidebar at 1366×900 (reseller)', { moderate: true });
});

// Spec 1 §3 alerts: the owner's persistent ones ('Pagamenti arretrati', the trial ending in 12 days)
// are counted in the top bar; the panel lists them with their actions; following one marks it read.
const unreadName = (n: number) => `Avvisi, ${n} non ${n === 1 ? 'letto' : 'letti'}`;

test('owner opens the alerts in the top bar, light and dark, and follows the trial alert to its product', async ({
  page,
}) => {
  await signIn(page, 'owner');
  const control = page.getByTestId('alerts-control');
  const count = Number(await page.getByTestId('alerts-count').textContent());
  expect(count).toBeGreaterThan(0);
  await expect(control).toHaveAccessibleName(unreadName(count));
  // The dashboard shows the unread ones too.
  await expect(page.getByTestId('dashboard-alerts')).toBeVisible();

  await control.click();
  const panel = page.getByTestId('alerts-panel');
  await expect(panel).toBeVisible();
  const trial = panel.locator('[data-testid^="alert-trial-"]');
  await expect(trial).toHaveCount(1);
  await expect(trial).toContainText('Periodo di prova in scadenza');
  await expect(trial).toContainText('Si rinnova al termine della prova');
  await expectAccessible(page, 'alerts panel (light)');
  await keepScreenshot(page, 'alerts-panel-light', { fullPage: false });
  await setDark(page, true);
  if (!(await panel.isVisible())) await control.click();
  await expect(panel).toBeVisible();
  await expectAccessible(page, 'alerts panel (dark)', { coloursOnly: true });
  await keepScreenshot(page, 'alerts-panel-dark', { fullPage: false });

  // Following the trial alert to its product reads it; the panel makes it unread again (the demo stays as it was).
  const id = (await trial.getAttribute('data-testid'))!.replace('alert-', '');
  await trial.getByRole('link', { name: 'Vai al prodotto' }).click();
  await expect(page).toHaveURL(/\/products\?q=STOSMART$/);
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('products-table')).toBeVisible({ timeout: 60_000 });
  await expect(control).toHaveAccessibleName(unreadName(count - 1));
  await control.click();
  await panel.getByTestId(`alert-${id}`).getByRole('button', { name: 'Segna come non letto' }).click();
  await expect(control).toHaveAccessibleName(unreadName(count));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
