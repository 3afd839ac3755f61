import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// The owner confirms the demo offer 'Negozio online outlet' on confirm_offer and pays it through the
// sandbox: back on the page 'Offerta confermata', the order is concluded ('Ordine già confermato'),
// its products are in the products list (the domain awaiting its registrant) and its invoice,
// paid, in the invoices.
test('the owner confirms and pays an offer; its products and invoice appear', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner', { to: null });
  const offers = (await (await page.request.get('/rest/offers?section=open&q=outlet&size=5')).json()) as {
    items: { id: number; titolo_offerta: string }[];
  };
  const offer = offers.items.find((o) => o.titolo_offerta === 'Negozio online outlet');
  expect(offer, 'the demo offer ready to confirm').toBeDefined();

  await page.goto(`/offers/${offer!.id}`);
  await expect(page.getByTestId('offer-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma offerta' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Offerte e ordini' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pagamento di prova (sandbox)' })).toBeChecked();
  await checkLightDarkPhone(page, 'confirm-offer-owner');

  await page.getByRole('button', { name: 'Conferma offerta' }).click();
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
  await page.getByRole('button', { name: 'Paga' }).click();

  await expect(page.getByTestId('offer-confirmed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Offerta confermata')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ordine già confermato' })).toBeDisabled();
  await checkLightDarkPhone(page, 'offer-confirmed-owner');

  // Its products: the registration awaits its registrant (transfers), the hosting is being activated.
  await page.goto('/products?q=rossi-outlet.it');
  await expect(page.getByTestId('product-REGIT')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('product-HOSMN')).toBeVisible();
  await page.goto('/transfers');
  await expect(page.getByText('rossi-outlet.it').first()).toBeVisible({ timeout: 30_000 });

  // Its invoice, paid, newest in the invoices.
  const invoices = (await (await page.request.get('/rest/invoices?sort=-id&size=1')).json()) as {
    items: { nr: string }[];
  };
  await page.goto('/invoices');
  await expect(page.getByTestId(`invoice-${invoices.items[0]!.nr}`)).toBeVisible({ timeout: 30_000 });

  // Back on the offer later: the order stays confirmed, in English too.
  await page.goto(`/offers/${offer!.id}`);
  await expect(page.getByRole('button', { name: 'Ordine già confermato' })).toBeDisabled({ timeout: 30_000 });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('button', { name: 'Order already confirmed' })).toBeDisabled();
  await keepScreenshot(page, 'confirm-offer-owner-en-light');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-it').click();
});
