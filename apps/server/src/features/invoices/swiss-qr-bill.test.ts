import type { Invoice, Language, Payment } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { qrBillReference } from './swiss-qr-bill.ts';

/** The Swiss QR-bill on the invoice PDFs of the Swiss billing entity (issue 34). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const pdf = async (b: TestBrowser, id: number) => pdfText((await b.get(`/rest/invoice-pdf/${id}`)).rawPayload);
/** The PDF is written in the company's language: the test sets it as the company page would. */
const speaking = (companyName: string, lingua: Language) =>
  t.app.db.updateTable('aziende').set({ lingua }).where('ragione_sociale', '=', companyName).execute();
const open = (invoice: Invoice) =>
  invoice.payments.filter((p: Payment) => p.pending).reduce((sum, p) => sum + p.amount, 0);

describe('the Swiss QR-bill', () => {
  it('adds the payment part and receipt to a CHF invoice with something to pay: account, open amount, reference, debtor, in the company’s language', async () => {
    const reseller = await signedIn('reseller');
    const all = ((await reseller.get('/rest/invoices?size=100')).json() as Page<Invoice>).items;
    const due = all.find((i) => i.type === 'fattura' && open(i) > 0)!;
    expect(due.currency).toBe('CHF');
    const reference = qrBillReference('CH9300762011623852957', due);
    expect(isSCORReferenceValid(reference)).toBe(true);
    const amount = (open(due) / 100).toFixed(2);
    const [whole, fraction] = amount.split('.') as [string, string];
    const swissAmount = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
    const texts: Record<Language, [string, string]> = {
      de: ['Zahlteil', 'Empfangsschein'],
      it: ['Sezione pagamento', 'Ricevuta'],
      fr: ['Section paiement', 'Récépissé'],
      en: ['Payment part', 'Receipt'],
    };
    for (const [language, [paymentPart, receipt]] of Object.entries(texts) as [Language, [string, string]][]) {
      await speaking('Alpi Digital SA', language);
      const text = await pdf(reseller, due.id);
      expect(text, language).toContain(paymentPart);
      expect(text, language).toContain(receipt);
      expect(text).toContain('CH93 0076 2011 6238 5295 7');
      expect(text).toContain('Nuvolaria SA');
      expect(text).toContain(swissAmount);
      // The reference in blocks of four, as the standard prints it.
      expect(text.replace(/\s/g, '')).toContain(reference);
      expect(text).toContain('Alpi Digital SA');
    }
    await speaking('Alpi Digital SA', 'it');
  });

  it('leaves it off a settled invoice, a credit note and the Italian entity’s invoices', async () => {
    const reseller = await signedIn('reseller');
    const all = ((await reseller.get('/rest/invoices?size=100')).json() as Page<Invoice>).items;
    for (const invoice of all.filter((i) => i.type === 'nota_credito' || open(i) === 0))
      expect(await pdf(reseller, invoice.id), invoice.nr).not.toContain('Sezione pagamento');
    const owner = await signedIn('owner');
    const italian = ((await owner.get('/rest/invoices?size=100')).json() as Page<Invoice>).items;
    const unpaid = italian.find((i) => open(i) > 0)!;
    expect(await pdf(owner, unpaid.id)).not.toContain('Sezione pagamento');
  });

  it('uses a QR reference with a QR-IBAN', () => {
    const reference = qrBillReference('CH44 3199 9123 0008 8901 2', { id: 4711, nr: 'BSW-2026-00042' });
    expect(reference).toHaveLength(27);
    expect(isQRReferenceValid(reference)).toBe(true);
  });
});
