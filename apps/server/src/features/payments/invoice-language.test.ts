import { formatDate, nextPeriodEnd, type Product } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi) };
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const products = async (b: TestBrowser) => ((await b.get('/rest/products?size=100')).json() as Page<Product>).items;

/** An invoice is the customer's document: written in the company's language, whoever asks for it (issue 36). */
describe('invoices in the company language', () => {
  it("writes the renewal invoice in the company's language: its rows, dates and payment terms", async () => {
    const owner = await signedIn('owner');
    const renewable = (await products(owner)).find(
      (p) =>
        p.durata !== 'Una tantum' &&
        p.pending_invoice === null &&
        p.stato_amministrativo === 'attivo' &&
        p.days_to_expiration >= 0,
    )!;
    await t.db.updateTable('aziende').set({ lingua: 'de' }).where('id', '=', ids.rossi).execute();
    await owner.post('/api/pay_product', { ids: [renewable.id], method: 'sandbox' });
    const listed = (await products(owner)).find((p) => p.id === renewable.id)!;
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['id', 'paymethod'])
      .where('nr', '=', listed.pending_invoice!)
      .executeTakeFirstOrThrow();
    const [row] = await t.db
      .selectFrom('invoice_rows')
      .select('description')
      .where('invoice_id', '=', invoice.id)
      .execute();
    const until = formatDate(nextPeriodEnd(renewable.data_fine, renewable.durata as 'Annuale'), 'de');
    expect(invoice.paymethod).toBe('Banküberweisung 30 Tage ab Rechnungsdatum');
    expect(row!.description).toContain(`Verlängerung `);
    expect(row!.description).toContain(`(${renewable.codice})`);
    expect(row!.description).toContain(` bis ${until}`);
    expect(row!.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
