import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { keepScreenshot } from '../support/screenshots.ts';

/** Axe and a kept screenshot of the page as it is, light then dark. */
async function checkBothSchemes(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  await expectAccessible(page, `${name} (light)`);
  await keepScreenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('sportello.color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await ready();
  await expectAccessible(page, `${name} (dark)`, { coloursOnly: true });
  await keepScreenshot(page, `${name}-dark`);
}

test('unsubscribe: the link of the confirmation mail asks first, then unsubscribes; a second time it is not found; without its token nothing to confirm', async ({
  page,
  request,
}) => {
  // A sign-up that accepts the newsletter gets the unsubscribe link in its confirmation mail.
  const mail = `lettrice.${Date.now()}@newsletter.example`;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const { result: check } = (await (await request.post('/api/auth/token', { headers })).json()) as { result: string };
  const signup = await request.post('/api/auth/signup', {
    headers,
    data: {
      ragione_sociale: 'Lettrice',
      email: mail,
      password: 'password123',
      ack_privacy: true,
      ack_marketing: true,
      check,
    },
  });
  expect(signup.status()).toBe(200);
  const mailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(mail)}`)).text();
  const href = /href="([^"]*\/unsubscribe\/[^"]*)"/.exec(mailbox)?.[1] ?? '';
  expect(href).toContain('token=');
  const link = new URL(href.replaceAll('&amp;', '&'));

  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('unsubscribe-mail')).toHaveText(mail);
  await checkBothSchemes(page, 'unsubscribe', () => expect(page.getByTestId('unsubscribe-confirm')).toBeVisible());

  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(
    `L'indirizzo ${mail} è stato disiscritto correttamente dalla newsletter`,
  );
  await expect(page.getByTestId('unsubscribe-confirm')).toBeHidden();
  await expectAccessible(page, 'unsubscribe done');
  await keepScreenshot(page, 'unsubscribe-done');

  await page.reload();
  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(`L'indirizzo ${mail} non è stato trovato`);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  // The spec's bare address is not enough, and a token made up for a subscribed address is refused.
  await page.goto('/unsubscribe/lettore@newsletter.example');
  await expect(page.getByTestId('unsubscribe-no-token')).toHaveText(/link è incompleto/);
  await expect(page.getByTestId('unsubscribe-confirm')).toHaveCount(0);
  await page.goto(`/unsubscribe/lettore@newsletter.example?token=${'f'.repeat(64)}`);
  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(/Il link per disiscriversi non è valido/);
});

test('password reset sends the sign-in link and returns to login with the answer as a toast', async ({
  page,
  request,
}) => {
  await page.goto('/auth/resetpassword?ref=/offers');
  await checkBothSchemes(page, 'reset-password', () => expect(page.getByLabel('Nome utente o Email')).toBeVisible());

  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();

  await page.getByLabel('Nome utente o Email').fill('owner');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('ref')).toBe('/offers');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  // One toast, the success one (the reset call itself does not toast the same words).
  await expect(page.getByText(/riceverai un'email con un link per accedere/)).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);

  const mailbox = await request.get('/dev/mailbox?to=mario.rossi@rossiarredamenti.example');
  expect(mailbox.status()).toBe(200);
  const html = await mailbox.text();
  expect(html).toContain('Il tuo link di accesso');
  expect(html).toContain('<dd>mario.rossi@rossiarredamenti.example</dd>');
  expect(html).toContain('signin_link');
  expect(html).toMatch(/\/auth\/login\?[^"<]*username=owner/);
});

test('webmail posts to the mail host of the address and opens PEC in a new tab', async ({ page }) => {
  await page.goto('/webmail');
  const submit = page.getByTestId('webmail-submit');
  await checkBothSchemes(page, 'webmail', () => expect(submit).toBeDisabled());

  await page.getByTestId('webmail-user').fill('mario@rossi');
  await expect(submit).toBeDisabled();
  await page.getByTestId('webmail-user').fill('mario@rossiarredamenti.example');
  await page.getByTestId('webmail-pass').fill('segreto');
  await expect(submit).toBeEnabled();
  const form = page.getByTestId('webmail-form');
  await expect(form).toHaveAttribute('action', 'https://webmail.rossiarredamenti.example/login');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('target', '_self');
  await expect(page.getByRole('heading', { name: 'Posta certificata (PEC)' })).toBeVisible();
  const pec = page.getByTestId('webmail-pec-open');
  await expect(pec).toHaveAttribute('href', 'https://pec.nuvolaria.example');
  await expect(pec).toHaveAttribute('target', '_blank');
  await expect(pec).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: "Vai all'Area riservata" })).toHaveAttribute('href', '/auth/login');
});
