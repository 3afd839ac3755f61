import { expect, test, type Browser, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { clientAddress, DEMO_PASSWORD } from '../support/env.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { mailedLink } from '../support/mailbox.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { fromAddress, signIn } from '../support/session.ts';
import { totpCode, wrongTotpCode } from '../support/totp.ts';

// Identity journeys (issue 3): they sign up new people, spend the demo invitation for a new person
// and ban a documentation address of their own (clientAddress 10–29); the demo accounts they sign
// in with keep their passwords and data. The tests do not depend on one another.

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * A page of its own browser context, seen by the server as coming from documentation address n: its
 * API requests (`page.request`) too, which a page's own headers do not reach.
 */
async function clientPage(browser: Browser, n: number): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress(n) });
  return context.newPage();
}

async function fillSignup(page: Page, name: string, email?: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Nome e cognome o ragione sociale/ }).fill(name);
  if (email) await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill('una-password-sicura');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

test('sign-up: confirmation mail, sign-in, terms, approval request, an operator approves, dashboard', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `neri.${Date.now()}@studioneri.example`;
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo Account' })).toBeVisible();
  await checkLightDarkPhone(page, 'signup');
  // Mantine's default error red is below AA contrast app-wide (theme.ts): axe runs on the form before the messages.
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText("È necessario accettare l'informativa sulla privacy")).toBeVisible();
  await keepScreenshot(page, 'signup-errors-light');

  await fillSignup(page, 'Studio Neri', email);
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByTestId('signup-done')).toContainText("Ti abbiamo inviato un'email");

  await page.goto(await mailedLink(request, email, /\/api\/auth\/confirm\?/));
  await expect(page).toHaveURL(/\/auth\/login\?.*username=/);
  await expect(page.getByText('Indirizzo email confermato: ora puoi accedere.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('una-password-sicura');
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/\/auth\/terms_and_conditions/);
  await page.getByRole('checkbox', { name: /accetto le condizioni/ }).check();
  await page.getByTestId('terms-submit').click();

  await expect(page).toHaveURL(/\/auth\/approval_request/);
  const form = page.getByTestId('billing-form');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Studio Neri S.r.l.');
  await form.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Torino 12');
  await form.getByRole('textbox', { name: /^CAP/ }).fill('20124');
  await form.getByRole('textbox', { name: /^Telefono/ }).click();
  await expect(form.getByRole('combobox', { name: /^Città/ })).toHaveValue('Milano');
  await form.getByRole('textbox', { name: /^Telefono/ }).fill('+39 02 7654321');
  await form.getByRole('textbox', { name: /^Partita IVA/ }).fill('04512870967');
  await form.getByRole('textbox', { name: /^PEC/ }).fill('studioneri@pec.example');
  await form.getByRole('textbox', { name: /^Codice SDI/ }).fill('M5UXCR1');
  await page.getByTestId('billing-submit').click();
  await expect(page.getByTestId('skills-form')).toBeVisible();
  await page.getByRole('radio', { name: /Cliente/ }).check();
  await page.getByTestId('skills-select').click();
  await page.getByRole('option', { name: 'Sviluppo siti web' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('main-skill-select').click();
  await page.getByRole('option', { name: 'Sviluppo siti web' }).click();
  await page.getByTestId('skills-submit').click();
  await expect(page.getByTestId('approval-thanks')).toBeVisible();

  // An operator approves the company: the staff-only transition of PUT /rest/company for a customer.
  const info = (await (await page.request.get('/api/dashboard/userinfo', { headers: XHR })).json()) as {
    id_azienda: number;
  };
  const operator = await browser.newPage();
  await signIn(operator, 'staff', { to: null });
  const approved = await operator.request.put(`/rest/company/${info.id_azienda}?id_cliente=${info.id_azienda}`, {
    headers: XHR,
    data: { approval: 'approvato' },
  });
  expect(approved.status()).toBe(200);
  await operator.close();

  await page.goto('/');
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByTestId('topbar-company')).toHaveText('Studio Neri S.r.l.');
});

test('sicuro signs in with an authenticator code; a wrong code is refused', async ({ page }) => {
  await fromAddress(page, 11);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Nome utente o Email' }).fill('sicuro');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  const code = page.getByRole('textbox', { name: /Codice di autenticazione/ });
  await expect(code).toBeVisible();
  await checkLightDarkPhone(page, 'login-totp');

  await code.fill(wrongTotpCode(TOTP_SECRET));
  await page.getByTestId('login-totp-submit').click();
  await expect(page.getByText('Codice di autenticazione non valido')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await code.fill(totpCode(TOTP_SECRET));
  await page.getByTestId('login-totp-submit').click();
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByTestId('topbar-company')).toHaveText('Bianchi & Figli S.n.c.');
});

test('remember-me keeps the session cookie for 30 days; without it the cookie ends with the browser', async ({
  page,
}) => {
  await fromAddress(page, 12);
  for (const remember of [true, false]) {
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Nome utente o Email' }).fill('contabile');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    if (remember) await page.getByLabel('Ricordami per 30 giorni').check();
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sportello_sid');
    expect(sid).toBeDefined();
    if (remember) {
      const days = ((sid?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30.01);
    } else {
      expect(sid?.expires).toBe(-1);
    }
  }
});

test('a forgotten password: the e-mailed link signs in and opens /reset_password', async ({ page, request }) => {
  await fromAddress(page, 15);
  await page.goto('/auth/resetpassword');
  await page.getByTestId('reset-username').fill('contabile');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const link = await mailedLink(request, 'paola.conti@rossiarredamenti.example', /\/auth\/login\?.*token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset_password/);
  // The link stands for the forgotten password: the form asks only for the new one.
  await expect(page.getByTestId('password-form').getByLabel(/^Nuova password/)).toBeVisible();
  await expect(page.getByTestId('password-form').getByLabel(/^Password attuale/)).toHaveCount(0);
  // The link is spent: a second use shows the server's words and leaves the form.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('Il link di accesso non è valido o è scaduto.')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('the invitation for a new person: sign up through it and land in the company with the invited grants', async ({
  page,
}) => {
  await page.goto('/auth/signup?antk=demo-invito-nuovo-utente');
  await expect(
    page.getByRole('heading', { level: 1, name: "Accetta l'invito di Bianchi & Figli S.n.c." }),
  ).toBeVisible();
  const email = page.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveValue('nuova.collega@bianchiefigli.example');
  await expect(email).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'signup with invitation');
  await keepScreenshot(page, 'signup-invitation-light');

  await fillSignup(page, 'Nuova Collega');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/auth\/accept-invite\/demo-invito-nuovo-utente/);
  await page.getByTestId('invite-accept').click();
  await expect(page.getByTestId('topbar-company')).toHaveText('Bianchi & Figli S.n.c.');
  const info = (await (await page.request.get('/api/dashboard/userinfo', { headers: XHR })).json()) as {
    grants: string[];
  };
  expect([...info.grants].sort()).toEqual(['billing', 'developer']);
});

test('ten wrong passwords from one address ban it, even for the right password; other addresses sign in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const banned = await clientPage(browser, 13);
  await banned.goto('/auth/login');
  // The ten failures go straight to the server (their toasts would queue up in front of the ban's).
  for (let attempt = 1; attempt <= 10; attempt++) {
    const token = await banned.request.post('/api/auth/token', { headers: XHR });
    const { result: check } = (await token.json()) as { result: string };
    const failed = await banned.request.post('/api/auth/login', {
      headers: XHR,
      data: { username: 'sicuro', password: `sbagliata-${attempt}`, check },
    });
    expect(failed.status()).toBe(401);
  }
  // The demo account of these journeys: the ban is the address's, the account stays usable elsewhere.
  await banned.getByRole('textbox', { name: 'Nome utente o Email' }).fill('sicuro');
  const password = banned.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(DEMO_PASSWORD);
  const answer = banned.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await banned.getByTestId('login-submit').click();
  expect((await answer).status()).toBe(429);
  await expect(
    banned.getByText("Troppi tentativi di accesso falliti da questo indirizzo. Riprova tra un'ora."),
  ).toBeVisible();
  await expect(banned).toHaveURL(/\/auth\/login/);
  await banned.context().close();

  const other = await clientPage(browser, 14);
  await signIn(other, 'owner', { to: null });
  await other.context().close();
});
