import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDark, checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { freshTotpCode, signIn } from '../support/session.ts';

// The operator console (issue 33). Approving nuovo continues its onboarding journey
// (onboarding.spec.ts) and accepting candidato's partner request its become-partner journey
// (partner.journey.spec.ts): each request is made there. Here: finding a customer and acting in its
// area, the change request of Gialli Trasporti (bloccato, seeded), the demo reseller's waiting
// commission request (seeded; the earnings journey's own request waits beside it), and what support
// may do.

test('staff find a customer by VAT number, open its record and act in its area under the banner', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff', { to: '/staff' });
  await expect(page.getByRole('heading', { level: 1, name: 'Console operatori' })).toBeVisible();
  await expect(page.getByTestId('console-nav-approvals')).toBeVisible();
  await checkLightDarkPhone(page, 'console-home');

  await page.getByRole('searchbox', { name: 'Cerca azienda' }).fill('09123450588');
  const row = page.getByRole('row', { name: /Gialli Trasporti/ });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('console-search').getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Dati bloccati')).toBeVisible();
  await keepScreenshot(page, 'console-search-light');

  // Its record: state, users, the audit.
  await row.getByRole('link', { name: 'Gialli Trasporti S.r.l.', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/companies\/\d+$/);
  await expect(page.getByTestId('staff-company')).toContainText('bloccato');
  await expect(page.getByTestId('staff-audit')).toBeVisible();
  await checkLightDark(page, 'console-company');

  // Its area, as the customer sees it, with the banner on every page.
  await page.getByTestId('enter-customer').click();
  await expect(page).toHaveURL(/\/\d+$/);
  const banner = page.getByTestId('banner-staff');
  await expect(banner).toContainText('Gialli Trasporti S.r.l.');
  await checkLightDarkPhone(page, 'console-acting-dashboard');
  for (const nav of ['products', 'company', 'tickets']) {
    await page.getByTestId(`nav-${nav}`).click();
    await expect(page).toHaveURL(new RegExp(`/\\d+/${nav}`));
    await expect(banner).toContainText('Gialli Trasporti S.r.l.');
  }
  // Off the link just clicked: a hovered link is not what the page is checked for.
  await page.mouse.move(1270, 710);
  await expectAccessible(page, 'acted-as tickets');
  await banner.getByTestId('back-to-console').click();
  await expect(page).toHaveURL(/\/staff$/);
});

test("staff apply bloccato's change request, which bloccato sees, and mark the demo reseller's commission request paid", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff', { to: '/staff' });
  await page.getByTestId('console-nav-billing_changes').click();
  await expect(page).toHaveURL(/\/staff\/queues\/billing_changes$/);
  // The seeded request, or the one the company journey sent since (a newer one replaces it).
  const item = page.getByRole('row', { name: /Gialli Trasporti S\.r\.l\./ });
  const newName = (await item.getByTestId('detail-ragione_sociale').textContent()) ?? '';
  expect(newName).toMatch(/^Gialli .+ S\.r\.l\.$/);
  await checkLightDarkPhone(page, 'console-billing-changes');

  await item.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Applica: la richiesta di Gialli Trasporti S.r.l. viene accolta',
  );
  await keepScreenshot(page, 'console-decision-confirm-light');
  await page.getByTestId('confirm-action').click();
  // The toast is closed, as a person would, so that the next decision's is the only one on the screen.
  const decided = page.locator('.mantine-Notification-root', {
    hasText: 'Decisione registrata: il cliente è stato avvisato per e-mail',
  });
  await expect(decided).toBeVisible();
  await decided.getByRole('button', { name: 'Chiudi' }).click();
  await expect(decided).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Gialli Trasporti/ })).toHaveCount(0);

  const customer = await browser.newPage();
  await signIn(customer, 'bloccato', { to: '/company' });
  await expect(customer.getByRole('textbox', { name: /^Ragione sociale/ })).toHaveValue(newName);
  await customer.close();

  // The demo reseller's waiting commission request, marked paid on the payment date.
  await page.getByTestId('console-nav-commission_requests').click();
  await expect(page).toHaveURL(/\/staff\/queues\/commission_requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Provvigioni e co-marketing' })).toBeVisible();
  const commission = page.getByRole('row', { name: /Fattura 41\/2026: provvigioni del trimestre/ });
  await expect(commission).toContainText('Alpi Digital SA');
  await expect(commission.getByTestId('detail-tipo')).toHaveText('Provvigioni');
  await expect(commission.getByTestId('detail-importo')).toHaveText(/120[.,]00/);
  await expect(commission.getByTestId('detail-iban')).toHaveText('CH9300762011623852957');
  // The invoice, opened as staff acting on the reseller.
  const invoice = commission.getByRole('link', { name: /^fattura-provvigioni-\d+\.pdf$/ });
  const href = (await invoice.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/rest\/commissions\/\d+\/files\/\d+\?id_cliente=\d+$/);
  const file = await page.request.get(href, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await checkLightDarkPhone(page, 'console-commission-requests');

  await commission.getByRole('button', { name: 'Segna pagata' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Segna pagata la richiesta di Alpi Digital SA');
  await expect(dialog.getByLabel(/Data del pagamento/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectAccessible(page, 'commission paid dialog');
  await keepScreenshot(page, 'console-commission-paid-light', { fullPage: false });
  await dialog.getByTestId('paid-confirm').click();
  await expect(page.getByText('Decisione registrata: il cliente è stato avvisato per e-mail')).toBeVisible();
  await expect(page.getByRole('row', { name: /Fattura 41\/2026/ })).toHaveCount(0);
});

test('support signs in to the console, reads the queues and a customer, and decides or changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The form, as a person signs in: an operator lands on the console, not on the company chooser.
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Nome utente o Email' }).fill('supporto');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByRole('textbox', { name: /Codice di autenticazione/ }).fill(await freshTotpCode('supporto'));
  await page.getByTestId('login-totp-submit').click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Console operatori' })).toBeVisible();

  await page.getByTestId('console-nav-approvals').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Richieste di approvazione' })).toBeVisible();
  await expect(page.getByText('Il tuo ruolo può consultare le richieste, non deciderle.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lombardi Servizi/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approva' })).toHaveCount(0);
  await expectAccessible(page, 'support queue');
  await keepScreenshot(page, 'console-support-queue-light');

  // A customer's area: its data to read, no control to change them.
  await page.getByTestId('console-nav-search').click();
  await page.getByRole('searchbox', { name: 'Cerca azienda' }).fill('Bernasconi');
  await page.getByRole('link', { name: 'Studio Bernasconi Architetti', exact: true }).click();
  await page.getByTestId('enter-customer').click();
  await expect(page.getByTestId('banner-staff')).toContainText('Studio Bernasconi Architetti');
  await page.getByTestId('nav-company').click();
  await expect(page.getByRole('textbox', { name: /^Ragione sociale/ })).toHaveValue('Studio Bernasconi Architetti');
  await expect(page.getByTestId('read-only-note').first()).toHaveText(
    'Sola lettura: il tuo ruolo consulta i dati del cliente senza modificarli.',
  );
  await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await page.mouse.move(1270, 710);
  await expectAccessible(page, 'support on a customer company page');
  await keepScreenshot(page, 'console-support-company-light');
});
