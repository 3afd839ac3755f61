import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

/** A 120 × 60 PNG: the logo the partner uploads. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAA8CAIAAAAiz+n/AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAa0lEQVR42u3QMQ0AAAgDsP2Iwwn+T1wQjiZV0NQ0B6JAtGhEixZtQbRoRIsWbUG0aESLFo1o0YgWLRrRohEtWjSiRSNatGhEi0a0aNGIFo1o0aIRLRrRokUjWjSiRYtGtGhEixaNaNGI/mUBNBH6PNoTF9IAAAAASUVORK5CYII=',
  'base64',
);

// Accepts the lead of the project `owner` submitted (Ceresio Web's offer for it expires) and saves
// Alpi's survey with a new logo: rows no other journey counts.
test('the reseller accepts a lead, then completes the yearly survey with a logo', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'reseller');
  await page.getByTestId('nav-opportunities').click();
  await expect(page).toHaveURL(/\/opportunities$/);
  const lead = page.getByRole('article', { name: 'Nuovo e-commerce per lo showroom' });
  await expect(lead.getByTestId('opportunity-state')).toHaveText('In attesa');
  await expect(lead.getByText("I dati del cliente sono visibili dopo l'accettazione.")).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ordini online delle torte' })).toContainText(
    'Pasticceria Ticinese Sagl',
  );
  await checkLightDarkPhone(page, 'opportunities');

  await lead.getByRole('button', { name: 'Accetta' }).click();
  const dialog = page.getByRole('dialog', { name: "Accettare l'opportunità?" });
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, 'opportunities-confirm-light', { fullPage: false });
  await dialog.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Opportunità accettata: trovi qui i dati del cliente.')).toBeVisible();
  await expect(lead.getByTestId('opportunity-state')).toHaveText('Accettata');
  await expect(lead).toContainText('Rossi Arredamenti S.r.l.');
  await expect(lead).toContainText('mario.rossi@rossiarredamenti.example');
  await page.getByRole('tab', { name: 'Scadute' }).click();
  await expect(page).toHaveURL(/stato=scaduta/);
  await expect(page.getByRole('article', { name: 'Migrazione della posta aziendale' })).toBeVisible();

  // The yearly survey on La tua azienda, with a logo; the browser refuses an empty survey first.
  await page.getByTestId('nav-introduction').click();
  await expect(page.getByRole('img', { name: 'Logo attuale' })).toBeVisible();
  await checkLightDarkPhone(page, 'introduction');
  await page.getByRole('tab', { name: 'Questionario annuale' }).click();
  const form = page.getByTestId('survey-form');
  await form.getByRole('textbox', { name: /Cosa dovremmo migliorare/ }).fill('');
  await form.getByTestId('survey-submit').click();
  await expect(form.getByText('Campo obbligatorio').first()).toBeVisible();
  await form.getByRole('textbox', { name: /Cosa dovremmo migliorare/ }).fill('Più report sui consumi per cliente.');
  await form.getByRole('combobox', { name: /^Categoria/ }).selectOption({ label: 'Web agency' });
  await form.getByRole('checkbox', { name: 'Professionisti' }).check();
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'alpi.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await checkLightDarkPhone(page, 'introduction-survey');
  await form.getByTestId('survey-submit').click();
  await expect(page.getByText('Grazie! Il questionario annuale è stato inviato.')).toBeVisible();
  const today = new Date();
  const shown = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(page.getByTestId('survey-status')).toContainText(shown);
  const preview = await page.request.get(
    (await page.getByRole('img', { name: 'Logo attuale' }).getAttribute('src')) ?? '',
  );
  expect(preview.headers()['content-type']).toBe('image/png');
});
