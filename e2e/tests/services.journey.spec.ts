import { expect, test } from '../support/test.ts';
import { dnsAnswers } from '../support/dns.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

const ZONE = 'rossiarredamenti.it';

// The developer edits the demo zone (issue 12): a CNAME clash refused with the spec's message, a
// valid record saved, the Google preset applied after the MX confirmation; then a cloud server's
// console opens in its 1250x1000 popup.
test('the developer edits a DNS zone, applies the Google preset and opens a server console', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'tecnico', { to: '/services/' });
  await expect(page.getByTestId('services-table')).toBeVisible({ timeout: 60_000 });
  const row = page.getByTestId(`service-${ZONE}`);
  for (const badge of ['Web/Email', 'PEC', 'Dominio e DNS'])
    await expect(row.getByText(badge, { exact: true })).toBeVisible();
  await checkLightDarkPhone(page, 'services-list', { moderate: true });

  await row.getByTestId(`service-details-${ZONE}`).click();
  await expect(page.getByRole('heading', { level: 1, name: `Servizi associati al dominio ${ZONE}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('usage-traffic')).toHaveAttribute('data-color', 'red');
  await expect(page.getByTestId('auto-upgrade-price')).toContainText('20,00');
  await checkLightDarkPhone(page, 'service-detail-panel', { moderate: true });

  await page.getByTestId('tab-dns').click();
  const editor = page.getByTestId('dns-editor');
  await expect(editor.getByTestId('dns-row')).toHaveCount(10, { timeout: 20_000 });
  await expect(page.getByTestId('dns-save')).toBeDisabled();
  // A CNAME on a name that already has an A record: refused before it reaches the server.
  await page.getByTestId('dns-add').click();
  const last = 10;
  await page.getByTestId(`dns-domain-${last}`).fill(`www.${ZONE}`);
  await page.getByTestId(`dns-type-${last}`).click();
  await page.getByRole('option', { name: 'CNAME', exact: true }).click();
  await page.getByTestId(`dns-target-${last}`).fill('web');
  await page.getByTestId('dns-save').click();
  await expect(
    editor.getByText('Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio').first(),
  ).toBeVisible();
  await expect(page.getByTestId('dns-invalid')).toBeVisible();
  // Renamed, it is valid: saved, its target completed with the domain.
  await page.getByTestId(`dns-domain-${last}`).fill('blog');
  await page.getByTestId('dns-save').click();
  const savedToast = page.getByText('Zona DNS salvata');
  await expect(savedToast).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dns-invalid')).toHaveCount(0);
  await expect(page.getByTestId(`dns-target-${last}`)).toHaveValue(`web.${ZONE}.`);
  // Published: the DNS server answers the new record.
  expect(await dnsAnswers(`blog.${ZONE}`, 'CNAME')).toEqual([`web.${ZONE}.`]);
  // The toast sits over the form's buttons until it closes by itself (not while the pointer rests on it).
  await page.mouse.move(0, 0);
  await expect(savedToast).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('dns-save')).toBeDisabled();

  await page.getByTestId('dns-preset-google').click();
  const confirm = page.getByRole('dialog', { name: 'Sostituire i record MX?' });
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('confirm-action').click();
  // 11 records, less 2 MX and the SPF record, plus Google's five MX and its SPF include.
  await expect(editor.getByTestId('dns-row')).toHaveCount(14);
  const mailBefore = await dnsAnswers(ZONE, 'MX');
  await page.getByTestId('dns-save').click();
  await expect(savedToast).toBeVisible({ timeout: 20_000 });
  // The replaced MX records are gone from the DNS server, Google's are served.
  const mailAfter = await dnsAnswers(ZONE, 'MX');
  expect(mailAfter.join(' ')).toContain('aspmx.l.google.com.');
  for (const old of mailBefore) expect(mailAfter).not.toContain(old);
  await expect(page.getByTestId('dns-save')).toBeDisabled();
  await checkLightDarkPhone(page, 'service-detail-dns', { moderate: true });

  await page.goto('/servers');
  await expect(page.getByTestId('servers-list')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('server-toggle-web01').click();
  await expect(page.getByTestId('server-whm-web01')).toHaveAttribute(
    'href',
    'https://web01.rossi.nuvolaria-demo.net:2087/',
  );
  await checkLightDarkPhone(page, 'servers', { moderate: true });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('server-console-web01').click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/healthz\?console=\d+$/);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1250, 1000]);
  await popup.close();
});

// Without the developer grant the zone is read-only with the spec's notice, and still downloads.
test('the accountant sees the download-only DNS view', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'contabile', { to: `/services/${ZONE}` });
  await expect(page.getByRole('heading', { level: 1, name: `Servizi associati al dominio ${ZONE}` })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByTestId('tab-dns').click();
  await expect(page.getByTestId('dns-not-allowed')).toHaveText(
    'Modifica dei record DNS non abilitata. Richiedi i permessi tecnici ad un utente amministratore per abilitarla.',
  );
  await expect(page.getByTestId('dns-save')).toHaveCount(0);
  await expect(page.getByTestId('dns-preset-google')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dns-download').click()]);
  expect(download.suggestedFilename()).toBe(`${ZONE}_dns.csv`);
  const csv = await (await download.createReadStream()).toArray();
  expect(
    Buffer.concat(csv)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0],
  ).toBe('DOMINIO;TTL;TIPO;PESO;TARGET');
  await checkLightDarkPhone(page, 'service-detail-dns-readonly', { moderate: true });

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1, name: `Services of the domain ${ZONE}` })).toBeVisible();
  await keepScreenshot(page, 'service-detail-dns-readonly-en-light');
});
