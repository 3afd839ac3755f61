import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDark } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn, signInWithForm } from '../support/session.ts';

// These journeys change demo data (nuovo accepts the terms and asks for approval, the reseller becomes
// an administrator of Rossi Arredamenti, tecnico joins Bianchi & Figli). playwright.config.ts runs this
// file as its own project after every other file, so no other test sees the changes; within the file,
// one at a time, in order.
test.describe.configure({ mode: 'serial' });

async function userInfoOf(page: Page): Promise<{ id: number; id_azienda: number | null; azienda: string | null }> {
  const response = await page.request.get('/api/dashboard/userinfo', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; id_azienda: number | null; azienda: string | null };
}

test('nuovo accepts the terms, fills in the billing data and skills, and asks for approval as a customer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'nuovo');
  await expect(page).toHaveURL(/\/auth\/terms_and_conditions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Condizioni contrattuali' })).toBeVisible();
  const frame = page.getByTestId('terms-frame');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="terms-frame"]').locator('body')).toContainText(/\w+/);
  // The contract's own document is the provider's text; axe checks the page around it.
  await checkLightDark(page, 'terms', { exclude: ['[data-testid="terms-frame"]'] });

  // The checkbox is required.
  await page.getByTestId('terms-submit').click();
  await expect(page.getByText('Per proseguire accetta le condizioni contrattuali')).toBeVisible();
  await page.getByRole('checkbox', { name: /accetto le condizioni/ }).check();
  await page.getByTestId('terms-submit').click();

  // The guard goes on to the approval request.
  await expect(page).toHaveURL(/\/auth\/approval_request/);
  await expect(page.getByTestId('billing-form')).toBeVisible();
  await checkLightDark(page, 'approval-billing');

  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'approval-billing-phone-light');
  await page.setViewportSize({ width: 1280, height: 720 });

  const form = page.getByTestId('billing-form');
  await form.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Nuova Impresa S.r.l.');
  await form.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Torino 12');
  await form.getByRole('textbox', { name: /^CAP/ }).fill('20124');
  await form.getByRole('textbox', { name: /^Telefono/ }).click();
  // The postcode fills city and province from the shipped postal data.
  await expect(form.getByRole('combobox', { name: /^Città/ })).toHaveValue('Milano');
  await expect(form.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('MI');
  await form.getByRole('textbox', { name: /^Telefono/ }).fill('+39 02 1234567');
  await form.getByRole('textbox', { name: /^Partita IVA/ }).fill('04512870967');
  await form.getByRole('textbox', { name: /^PEC/ }).fill('nuovaimpresa@pec.example');
  await form.getByRole('textbox', { name: /^Codice SDI/ }).fill('M5UXCR1');
  await page.getByTestId('billing-submit').click();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();

  // Step 2: skills and the customer/reseller choice.
  await expect(page.getByTestId('skills-form')).toBeVisible();
  await page.getByRole('radio', { name: /Cliente/ }).check();
  await page.getByTestId('skills-select').click();
  await page.getByRole('option', { name: 'Sviluppo siti web' }).click();
  await page.getByRole('option', { name: 'E-commerce' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('main-skill-select').click();
  await page.getByRole('option', { name: 'E-commerce' }).click();
  await expect(page.getByTestId('main-skill-select')).toHaveValue('E-commerce');
  await checkLightDark(page, 'approval-skills');
  await page.getByTestId('skills-submit').click();
  await expect(page.getByText('Skill aggiornate')).toBeVisible();

  await expect(page.getByTestId('approval-thanks')).toBeVisible();
  await checkLightDark(page, 'approval-thanks');
  // Still pending: the dashboard stays out of reach.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/approval_request/);
  await expect(page.getByTestId('approval-thanks')).toBeVisible();
});

test('staff find nuovo by its VAT number and approve it, and nuovo then reaches the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The VAT number nuovo gave above (Rossi Arredamenti's too: the search finds both).
  await signIn(page, 'staff', { to: '/staff' });
  await page.getByRole('searchbox', { name: 'Cerca azienda' }).fill('04512870967');
  const row = page.getByRole('row', { name: /Nuova Impresa S\.r\.l\./ });
  await expect(row).toContainText('In approvazione (cliente)');
  await expect(page.getByRole('row', { name: /Rossi Arredamenti/ })).toBeVisible();
  await keepScreenshot(page, 'console-search-vat-light');

  await page.getByTestId('console-nav-approvals').click();
  const item = page.getByRole('row', { name: /Nuova Impresa S\.r\.l\./ });
  await item.getByRole('button', { name: 'Approva' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('Decisione registrata: il cliente è stato avvisato per e-mail')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nuova Impresa/ })).toHaveCount(0);

  const customer = await browser.newPage();
  await signIn(customer, 'nuovo');
  await expect(customer).toHaveURL(/\/$/);
  await expect(customer.getByTestId('banner-staff')).toHaveCount(0);
  await expect(customer.getByTestId('nav-dashboard')).toBeVisible();
  await customer.close();
});

test('owner authorises the reseller as administrator of Rossi Arredamenti, once; an unknown invitation is not valid', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The ids of the demo request: Rossi's (the owner's company) and the reseller's user id.
  const other = await browser.newPage();
  await signIn(other, 'reseller', { to: null });
  const resellerId = (await userInfoOf(other)).id;
  await other.close();

  await signIn(page, 'owner', { to: null });
  const rossiId = (await userInfoOf(page)).id_azienda;
  await page.goto(`/auth/authorize-user/${rossiId};${resellerId};demo-autorizza-reseller-rossi`);
  await expect(page.getByTestId('authorize-username')).toHaveText('reseller');
  await expect(page.getByTestId('authorize-company')).toHaveText('Rossi Arredamenti S.r.l.');
  await checkLightDark(page, 'authorize-user');
  await page.getByTestId('authorize-submit').click();
  await expect(page).toHaveURL(/\/users$/);

  // The request is spent.
  await page.goto(`/auth/authorize-user/${rossiId};${resellerId};demo-autorizza-reseller-rossi`);
  await expect(page.getByTestId('authorize-invalid')).toHaveText('La richiesta di accesso non è valida o è scaduta.');

  // An invitation key nobody was given is not valid either.
  await page.goto('/auth/accept-invite/chiave-inesistente');
  await expect(page.getByTestId('invite-invalid')).toHaveText("L'invito non è valido o è scaduto.");
  await expectAccessible(page, 'invalid invitation');
  await keepScreenshot(page, 'invite-invalid-light');
});

test('tecnico opens the invitation signed out, signs in, sees what it gives, ignores it, then accepts it and lands on Bianchi & Figli', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/auth/accept-invite/demo-invito-tecnico-bianchi');
  await expect(page).toHaveURL(/\/auth\/login\?antk=demo-invito-tecnico-bianchi/);
  await signInWithForm(page, 'tecnico', { from: page.url() });
  await expect(page).toHaveURL(/\/auth\/accept-invite\/demo-invito-tecnico-bianchi/);
  await expect(page.getByTestId('invite-company')).toHaveText('Bianchi & Figli S.n.c.');
  await expect(page.getByTestId('invite-grants')).toContainText(
    "accedere all'area riservata dell'azienda con il tuo login personale",
  );
  await expect(page.getByTestId('invite-grants')).toContainText('ricevere in copia le comunicazioni tecniche');
  await checkLightDark(page, 'accept-invite');
  // Ignoring goes back without accepting: the invitation is still there.
  await page.getByTestId('invite-ignore').click();
  await expect(page.getByTestId('topbar-company')).toHaveText('Rossi Arredamenti S.r.l.');
  await page.goto('/auth/accept-invite/demo-invito-tecnico-bianchi');
  await expect(page.getByTestId('invite-company')).toHaveText('Bianchi & Figli S.n.c.');
  await page.getByTestId('invite-accept').click();
  await expect(page.getByTestId('topbar-company')).toHaveText('Bianchi & Figli S.n.c.');
});
