import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

/** The smallest valid PNG (1×1): the server judges attachments by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An operator's reply carrying every kind of script the sanitizer must drop: none may ever run. */
const XSS = [
  'Abbiamo <b>risolto</b> il problema.',
  '<img src="x" onerror="window.top.__xss = 1">',
  '<a href="javascript:window.top.__xss = 2">dettagli</a>',
  '<script>window.top.__xss = 3</script>',
  '<p onmouseover="window.top.__xss = 4">Cordiali saluti</p>',
].join('\n');

async function expectNoScriptRan(page: Page, dialogs: string[]): Promise<void> {
  for (const frame of page.frames()) {
    expect(
      await frame.evaluate(() => (window as unknown as { __xss?: number }).__xss).catch(() => undefined),
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
}

async function operatorFrameHtml(page: Page): Promise<string> {
  const frame = page.getByTestId('operator-message-frame').last();
  await expect(frame).toBeVisible();
  return (await frame.getAttribute('srcdoc')) ?? '';
}

// The owner opens an urgent ticket with a screenshot; the operator answers it (with a stored-XSS
// attempt that the server drops and the sandboxed frame could not run anyway), the owner replies,
// the operator closes it.
test('owner opens an urgent ticket with an attachment, staff answers, owner replies, staff closes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page, 'owner', { to: '/tickets' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Ultimi ticket aperti' })).toBeVisible();
  await expect(page.getByTestId('ticket-list').getByText('Sito lento nelle ore di punta')).toBeVisible();
  await checkLightDarkPhone(page, 'tickets');

  await page.getByTestId('new-ticket-link').click();
  await expect(page.getByTestId('new-ticket-form')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Reparto/ })
    .or(page.getByRole('combobox', { name: /Reparto/ }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Tecnica' }).click();
  await page.getByTestId('ticket-title').fill('Errore 500 sul modulo contatti');
  await page
    .getByTestId('ticket-message')
    .fill('Dal pomeriggio il modulo contatti risponde con errore 500.\nAllego la schermata.');
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByText('Seleziona il prodotto a cui si riferisce la richiesta')).toBeVisible();
  await page.getByTestId('ticket-product').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('ticket-urgent-checkbox').check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'schermata.png', mimeType: 'image/png', buffer: PNG });
  await expectAccessible(page, 'new ticket form');
  await keepScreenshot(page, 'ticket-new-light');
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByRole('dialog').getByText(/ha un costo di 50,00\s€/)).toBeVisible();
  await page.getByTestId('urgent-confirm').click();
  await expect(page.getByText(/^Ticket inviato\./)).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('ticket-urgent')).toBeVisible();
  await expect(page.getByRole('link', { name: /schermata\.png/ })).toHaveAttribute(
    'href',
    /\/rest\/ticket_attachment\/\d+/,
  );

  // The operator: the queue (oldest first, by department), the ticket, a formatted reply with a file.
  await signIn(page, 'staff', { to: '/staff/tickets' });
  await expect(page.getByTestId('staff-queue')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('queue-department').getByText('Tecnica').click();
  const row = page.getByTestId(`queue-row-${id}`);
  await expect(row).toContainText('Rossi Arredamenti');
  await expectAccessible(page, 'staff queue');
  await keepScreenshot(page, 'tickets-staff-queue-light');
  await row.getByRole('link', { name: new RegExp(`^#${id} `) }).click();
  await expect(page.getByTestId('ticket-view')).toBeVisible();
  await expect(page.getByTestId('user-message-text').first()).toContainText('errore 500');
  await page.getByTestId('reply-text').fill(XSS);
  await page.getByTestId('reply-preview-toggle').click();
  await expect(page.getByTestId('operator-message-frame')).toBeVisible();
  await page.getByTestId('reply-preview-toggle').click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'istruzioni.txt', mimeType: 'text/plain', buffer: Buffer.from('Svuotare la cache.\n') });
  // The reply carries one of the customer's invoices, picked from the customer's list.
  const invoicePicker = page.getByRole('combobox', { name: 'Fattura da allegare' });
  await invoicePicker.click();
  const invoiceOption = page.getByRole('option').first();
  await expect(invoiceOption).toBeVisible();
  await expectAccessible(page, 'staff reply, invoice picker open');
  const invoiceNr = ((await invoiceOption.textContent()) ?? '').split(' · ')[0]!;
  await invoiceOption.click();
  await expect(invoicePicker).toHaveValue(new RegExp(`^${invoiceNr} · `));
  await expectAccessible(page, 'staff reply with its documents');
  await page.getByTestId('reply-submit').click();
  await expect(page.getByText('Risposta inviata')).toBeVisible();
  await expect(page.getByTestId('message-operator').last().getByTestId('message-invoice')).toHaveText(
    `Fattura ${invoiceNr} (PDF)`,
  );
  const stored = await operatorFrameHtml(page);
  expect(stored).toContain('<b>risolto</b>');
  for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<img']) expect(stored).not.toContain(bad);
  await expectNoScriptRan(page, dialogs);
  await expectAccessible(page, 'staff ticket');
  await keepScreenshot(page, 'ticket-staff-light');

  // The owner's list says the ticket waits for them; the answer, in its frame, with the invoice's PDF;
  // the owner replies; no script of the answer runs on hover or click.
  await signIn(page, 'owner', { to: '/tickets' });
  const waiting = page.getByTestId(`ticket-row-${id}`);
  await expect(waiting.getByTestId('ticket-waiting')).toHaveText('In attesa della tua risposta', { timeout: 20_000 });
  await waiting.getByRole('link', { name: `#${id}` }).click();
  await expect(page.getByTestId('message-operator')).toBeVisible();
  await expect(
    page.getByTestId('message-operator').getByRole('link', { name: `Fattura ${invoiceNr} (PDF)` }),
  ).toHaveAttribute('href', /^\/rest\/invoice-pdf\/\d+$/);
  const frame = page.frameLocator('[data-testid="operator-message-frame"]');
  await expect(frame.getByText('Cordiali saluti')).toBeVisible();
  await frame.getByText('Cordiali saluti').hover();
  await frame.getByText('dettagli').click();
  await expectNoScriptRan(page, dialogs);
  await expect(page.getByRole('link', { name: /istruzioni\.txt/ })).toBeVisible();
  await page.getByTestId('reply-text').fill('Grazie, ora funziona.');
  await page.getByTestId('reply-submit').click();
  await expect(page.getByText('Risposta inviata')).toBeVisible();
  await expect(page.getByTestId('user-message-text').last()).toHaveText('Grazie, ora funziona.');
  await checkLightDarkPhone(page, 'ticket');

  // The operator closes it; the customer sees it closed, with no reply form.
  await signIn(page, 'staff', { to: `/staff/tickets/${id}` });
  await page.getByTestId('ticket-close').click();
  await page.getByTestId('close-confirm').click();
  await expect(page.getByTestId('ticket-closed')).toBeVisible();
  await signIn(page, 'owner', { to: `/tickets/${id}` });
  await expect(page.getByTestId('ticket-closed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('reply-form')).toHaveCount(0);
  await expect(page.getByTestId('ticket-state')).toHaveText('Chiuso');

  // The closed ticket stays findable: not among the open ones, found in 'Chiusi' by its title.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Ultimi ticket aperti' })).toBeVisible();
  await expect(page.getByTestId('ticket-list').first()).toBeVisible();
  await expect(page.getByTestId(`ticket-row-${id}`)).toHaveCount(0);
  await page.getByTestId('tickets-state-filter').getByText('Chiusi').click();
  await expect(page.getByRole('heading', { name: 'Ticket chiusi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca per titolo o numero' }).fill('Errore 500 sul modulo');
  await expect(page).toHaveURL(/stato=chiuso/);
  await expect(page).toHaveURL(/q=Errore/);
  const found = page.getByTestId(`ticket-row-${id}`);
  await expect(found.getByTestId('ticket-state')).toHaveText('Chiuso');
  await expect(page.getByTestId('ticket-list').locator('li').filter({ hasText: 'Certificato SSL' })).toHaveCount(0);
  await checkLightDarkPhone(page, 'tickets-closed');
  await found.getByRole('link', { name: `#${id}` }).click();
  await expect(page.getByTestId('ticket-closed')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('ticket-state')).toHaveText('Geschlossen');
  await keepScreenshot(page, 'ticket-closed-de-light');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Geschlossene Tickets' })).toBeVisible();
  await expect(page.getByTestId(`ticket-row-${id}`).getByTestId('ticket-state')).toHaveText('Geschlossen');
  await keepScreenshot(page, 'tickets-closed-de-light');
});
