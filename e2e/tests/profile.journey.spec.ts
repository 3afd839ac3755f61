import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { mailedLink } from '../support/mailbox.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';
import { totpCode } from '../support/totp.ts';

// `profilo` (administrator of Azzurri Web, apps/server/src/demo/account-seed.ts) is this journey's own
// account: it ends with two-factor authentication off and its password demo12345 again.
test.describe.configure({ mode: 'serial' });

test('profilo edits the personal data (as an administrator it may only switch notifications off), and enables and disables two-factor authentication', async ({
  page,
}) => {
  await signIn(page, 'profilo', { to: '/profile' });
  const form = page.getByTestId('profile-form');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('davide.marino@azzurriweb.example');
  await expect(page.getByTestId('session-current')).toBeVisible();
  // Sign-ins come a page at a time from the server: this one is the newest.
  await expect(page.getByTestId('login-history').getByRole('row')).not.toHaveCount(0);
  await checkLightDarkPhone(page, 'profile');

  await expect(page.getByTestId('subscription-marketing')).toBeDisabled();
  await expect(page.getByTestId('subscription-billing')).toBeEnabled();
  await form.getByRole('textbox', { name: 'Cellulare' }).fill('+39 347 555 0101');
  await form.getByRole('textbox', { name: /^Email/ }).fill('');
  await page.getByTestId('profile-submit').click();
  await expect(form.getByText('Campo obbligatorio')).toBeVisible();
  await form.getByRole('textbox', { name: /^Email/ }).fill('davide.marino@azzurriweb.example');
  await page.getByTestId('subscription-billing').click();
  await page.getByTestId('profile-submit').click();
  await expect(page.getByText('Profilo aggiornato correttamente.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-form').getByRole('textbox', { name: 'Cellulare' })).toHaveValue(
    '+39 347 555 0101',
  );
  await expect(page.getByTestId('subscription-billing')).not.toBeChecked();
  await expect(page.getByTestId('subscription-billing')).toBeDisabled();

  // Two-factor authentication, enabled and disabled with codes from its app.
  const toggle = page.getByTestId('twofa-switch');
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(page.getByTestId('twofa-qr')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(page.getByTestId('twofa-qr')).toBeVisible();
  await expect.poll(() => page.getByTestId('twofa-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  const secret = (await page.getByTestId('twofa-secret').textContent()) ?? '';
  await expectAccessible(page, 'two-factor enable dialog');
  await keepScreenshot(page, 'profile-twofa-enable');
  // The current password first: a stolen session alone switches nothing.
  await page.getByTestId('twofa-code').fill(totpCode(secret));
  await page.getByTestId('twofa-confirm').click();
  await expect(
    page.getByRole('dialog').getByText('Inserisci la password attuale per confermare la modifica'),
  ).toBeVisible();
  await page.getByTestId('twofa-password').fill(DEMO_PASSWORD);
  await page.getByTestId('twofa-code').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByTestId('twofa-confirm').click();
  await expect(page.getByText('Codice non valido o già usato')).toBeVisible();
  await page.getByTestId('twofa-code').fill(totpCode(secret));
  await page.getByTestId('twofa-confirm').click();
  await expect(page.getByText('Autenticazione a due fattori attivata')).toBeVisible();
  // The recovery codes, shown this once.
  const codes = page.getByTestId('recovery-codes-list');
  await expect(codes).toBeVisible();
  const recovery = ((await codes.textContent()) ?? '').split('\n');
  expect(recovery).toHaveLength(10);
  await expectAccessible(page, 'two-factor recovery codes');
  await keepScreenshot(page, 'profile-twofa-recovery-codes');
  await page.getByTestId('recovery-codes-done').click();
  await expect(codes).toBeHidden();
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(page.getByRole('dialog', { name: "Disattiva l'autenticazione a due fattori" })).toBeVisible();
  await page.getByTestId('twofa-password').fill(DEMO_PASSWORD);
  // A lost phone: a recovery code stands in for the app's code.
  await page.getByTestId('twofa-code').fill(recovery[0]!);
  await page.getByTestId('twofa-confirm').click();
  await expect(page.getByText('Autenticazione a due fattori disattivata')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test('profilo signs in twice and ends the other session', async ({ page, browser }) => {
  await signIn(page, 'profilo');
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
  });
  const other = await phone.newPage();
  await signIn(other, 'profilo');

  await page.goto('/profile');
  const row = page.getByTestId('session-other').filter({ hasText: 'Safari · iOS' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('end-session').click();
  await page.getByTestId('confirm-end-session').click();
  await expect(page.getByText('Sessione terminata')).toBeVisible();
  await expect(row).toHaveCount(0);

  await other.goto('/profile');
  await expect(other).toHaveURL(/\/auth\/login/);
  await phone.close();
});

test('profilo changes the password and changes it back', async ({ page, playwright, baseURL }) => {
  await signIn(page, 'profilo', { to: '/reset_password' });
  const form = page.getByTestId('password-form');
  await checkLightDarkPhone(page, 'change-password');
  await form.getByLabel(/^Nuova password/).fill('corta');
  await form.getByLabel(/^Conferma password/).fill('corta');
  await page.getByTestId('password-submit').click();
  await expect(form.getByText('Minimo 8 caratteri')).toBeVisible();

  const signInWith = async (password: string) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const check = ((await (await api.post('/api/auth/token')).json()) as { result: string }).result;
    const response = await api.post('/api/auth/login', { data: { username: 'profilo', password, check } });
    await api.dispose();
    return response.status();
  };

  await form.getByLabel(/^Nuova password/).fill('azzurri-2026!');
  await form.getByLabel(/^Conferma password/).fill('azzurri-2026!');
  await form.getByLabel(/^Password attuale/).fill('non-è-questa');
  await page.getByTestId('password-submit').click();
  await expect(form.getByText('Password attuale non corretta')).toBeVisible();
  expect(await signInWith('azzurri-2026!')).toBe(401);

  await form.getByLabel(/^Password attuale/).fill(DEMO_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Password modificata correttamente.')).toBeVisible();
  expect(await signInWith('azzurri-2026!')).toBe(200);
  expect(await signInWith(DEMO_PASSWORD)).toBe(401);

  await form.getByLabel(/^Password attuale/).fill('azzurri-2026!');
  await form.getByLabel(/^Nuova password/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^Conferma password/).fill(DEMO_PASSWORD);
  // The first change's toast may still be on screen: wait for this change's own answer.
  const changed = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/rest\/login\/\d+$/.test(r.url()));
  await page.getByTestId('password-submit').click();
  expect((await changed).status()).toBe(200);
  expect(await signInWith(DEMO_PASSWORD)).toBe(200);
});

test('profilo changes its e-mail address: it waits for the link sent to it, and changes back the same way', async ({
  page,
  request,
}) => {
  const ADDRESS = 'davide.marino@azzurriweb.example';
  const NEW = 'davide.marino@posta-nuova.example';
  await signIn(page, 'profilo', { to: '/profile' });
  const form = page.getByTestId('profile-form');

  const changeTo = async (mail: string, from: string) => {
    await form.getByRole('textbox', { name: /^Email/ }).fill(mail);
    await expect(page.getByTestId('mail-reauthentication')).toBeVisible();
    await form.getByLabel(/^Password attuale/).fill(DEMO_PASSWORD);
    await page.getByTestId('profile-submit').click();
    await expect(page.getByTestId('pending-mail')).toContainText(`Nuovo indirizzo in attesa di conferma: ${mail}.`);
    // Until the link is opened the address is the old one.
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(from);
    await page.goto(await mailedLink(request, mail, /\/profile\?mail_token=/));
    await expect(page.getByText(`Indirizzo email confermato: ora è ${mail}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(mail);
    await expect(page.getByTestId('pending-mail')).toHaveCount(0);
  };

  await form.getByRole('textbox', { name: /^Email/ }).fill(NEW);
  await page.getByTestId('profile-submit').click();
  await expect(form.getByText('Inserisci la password attuale per confermare la modifica')).toBeVisible();
  await expectAccessible(page, 'profile with a new address');

  await changeTo(NEW, ADDRESS);
  // The replaced address was told about the change when it was asked for.
  expect(await (await request.get(`/dev/mailbox?to=${encodeURIComponent(ADDRESS)}`)).text()).toContain(NEW);
  await changeTo(ADDRESS, NEW);
});
