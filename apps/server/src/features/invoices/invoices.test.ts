import {
  invoiceTotals,
  isoDateIn,
  rowAmounts,
  type Invoice,
  type Payment,
  PROVIDER_TIME_ZONE,
} from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi' | 'provider', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = {
    rossi: await companyId(t.db, DEMO_COMPANIES.rossi),
    alpi: await companyId(t.db, DEMO_COMPANIES.alpi),
    provider: await companyId(t.db, DEMO_COMPANIES.provider),
  };
});
afterAll(() => t.close());

const signedIn = async (username: string, company?: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const invoices = async (b: TestBrowser, query = '') =>
  (await b.get(`/rest/invoices?size=100${query}`)).json() as Page<Invoice>;
const payments = async (b: TestBrowser, query = '') =>
  (await b.get(`/rest/payments?size=100${query}`)).json() as Page<Payment>;

describe('the ledger', () => {
  it('keeps every invoice’s totals equal to the sums of its rows, and every invoice’s installments equal to its total', async () => {
    const all = await t.db.selectFrom('invoices').selectAll().execute();
    const rows = await t.db.selectFrom('invoice_rows').selectAll().execute();
    const installments = await t.db.selectFrom('installments').selectAll().execute();
    expect(all.length).toBeGreaterThan(20);
    for (const invoice of all) {
      const own = rows.filter((r) => r.invoice_id === invoice.id);
      for (const r of own)
        expect(rowAmounts({ qt: r.qt, price: r.price, discount: Number(r.discount), vat: Number(r.vat) })).toEqual({
          amount: r.amount,
          vatamount: r.vatamount,
        });
      expect(
        { imponibile: invoice.imponibile, vatamount: invoice.vatamount, amount: invoice.amount },
        invoice.nr,
      ).toEqual(invoiceTotals(own));
      const due = installments.filter((i) => i.invoice_id === invoice.id).reduce((sum, i) => sum + i.amount, 0);
      expect(due, invoice.nr).toBe(invoice.type === 'fattura' ? invoice.amount : 0);
    }
  });

  it('refuses totals that are not net plus VAT, and a credit note with a positive amount', async () => {
    const base = {
      company_id: ids.rossi,
      fatturante_id: null,
      nr: 'X-1',
      data: today(),
      currency: 'EUR' as const,
      customer: '{}',
    };
    await expect(
      t.db
        .insertInto('invoices')
        .values({ ...base, imponibile: 100, vatamount: 22, amount: 100 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('invoices')
        .values({ ...base, type: 'nota_credito', imponibile: 100, vatamount: 22, amount: 122 })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('GET /rest/invoices', () => {
  it('lists the company’s invoices newest first in the four statuses, with rows and installments; overdue more than 30 days is possible suspension', async () => {
    for (const username of ['owner', 'contabile', 'reseller']) {
      const list = await invoices(await signedIn(username));
      expect(list.total, username).toBe(list.items.length);
      const dates = list.items.map((i) => i.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(list.items.map((i) => i.status)), username).toEqual(
        new Set(['credit_note', 'to_pay', 'settled', 'overdue']),
      );
      const overdue = list.items
        .filter((i) => i.status === 'overdue')
        .map((i) => i.pastdue)
        .sort((a, b) => a - b);
      expect(overdue).toEqual([10, 45]);
      const note = list.items.find((i) => i.status === 'credit_note')!;
      expect(note.amount).toBeLessThan(0);
      expect(note.payments).toEqual([]);
    }
    const owner = await invoices(await signedIn('owner'));
    const renewal = owner.items.find((i) => i.nr === 'DEMO-2024-0412')!;
    expect(renewal).toMatchObject({ status: 'to_pay', currency: 'EUR', settled: false });
    expect(renewal.rows[0]).toMatchObject({ vat: 22, qt: 1 });
    const split = owner.items.find((i) => i.payments.length === 2)!;
    expect(split.payments.map((p) => p.pending)).toEqual([false, true]);
    expect(split.status).toBe('to_pay');
  });

  it('gives each listed invoice its own rows in position order and its installments by due date, as the tables hold them', async () => {
    const listed = (await invoices(await signedIn('owner'))).items;
    const ids = listed.map((i) => i.id);
    const rows = await t.db
      .selectFrom('invoice_rows')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .orderBy('invoice_id')
      .orderBy('position')
      .execute();
    const installments = await t.db
      .selectFrom('installments')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .orderBy('data')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(listed.length);
    for (const invoice of listed) {
      const own = rows.filter((r) => r.invoice_id === invoice.id);
      expect(invoice.rows, invoice.nr).toEqual(
        own.map((r) => ({
          id: r.id,
          description: r.description,
          qt: r.qt,
          price: r.price,
          discount: Number(r.discount),
          vat: Number(r.vat),
          amount: r.amount,
          vatamount: r.vatamount,
        })),
      );
      const dues = installments.filter((i) => i.invoice_id === invoice.id);
      expect(
        invoice.payments.map((p) => [p.id, p.id_fattura, p.fattura, p.data, p.amount, p.currency, p.pending]),
        invoice.nr,
      ).toEqual(dues.map((i) => [i.id, invoice.id, invoice.nr, i.data, i.amount, i.currency, i.paid_at === null]));
    }
  });

  it('pages, sorts and filters on the server', async () => {
    const b = await signedIn('owner');
    const everything = (await invoices(b)).items;
    const first = (await b.get('/rest/invoices?size=5&sort=id')).json() as Page<Invoice>;
    const second = (await b.get('/rest/invoices?size=5&sort=id&page=2')).json() as Page<Invoice>;
    expect(first.total).toBe(everything.length);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      everything
        .map((i) => i.id)
        .sort((x, y) => x - y)
        .slice(0, 10),
    );
    for (const status of ['credit_note', 'to_pay', 'settled', 'overdue'] as const) {
      expect((await invoices(b, `&status=${status}`)).items.map((i) => i.id).sort(), status).toEqual(
        everything
          .filter((i) => i.status === status)
          .map((i) => i.id)
          .sort(),
      );
    }
    expect((await invoices(b, '&q=0412')).items.map((i) => i.nr)).toEqual(['DEMO-2024-0412']);
    expect((await b.get('/rest/invoices?status=paid')).statusCode).toBe(400);
  });

  it('reads one invoice by id', async () => {
    const b = await signedIn('owner');
    const one = (await invoices(b)).items[0]!;
    const read = await b.get(`/rest/invoices/${one.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(one);
  });
});

describe('GET /rest/payments', () => {
  it('expiring=30: pending payments due within 30 days, overdue ones included, by due date', async () => {
    const b = await signedIn('contabile');
    const due = await payments(b, '&expiring=30');
    expect(due.items.every((p) => p.pending)).toBe(true);
    expect(due.items.map((p) => p.pastdue)).toEqual([45, 10, 0, 0]);
    expect(due.items.map((p) => p.data)).toEqual([...due.items.map((p) => p.data)].sort());
    const pending = await payments(b, '&pending_only=1');
    expect(pending.total).toBe(due.total + 1); // the second installment, due in 55 days
    const split = (await invoices(b)).items.find((i) => i.payments.length === 2)!;
    expect((await payments(b, `&id_fattura=${split.id}`)).items.map((p) => p.id)).toEqual(
      split.payments.map((p) => p.id),
    );
    const one = await b.get(`/rest/payments/${due.items[0]!.id}`);
    expect(one.json()).toEqual(due.items[0]);
  });
});

describe('GET /rest/invoice-pdf/{id}', () => {
  it('is a real PDF whose text has the number, the customer, the issuer with its bank account, and the total', async () => {
    const b = await signedIn('owner');
    const invoice = (await invoices(b)).items.find((i) => i.nr === 'DEMO-2024-0412')!;
    const response = await b.get(`/rest/invoice-pdf/${invoice.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('DEMO-2024-0412.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('DEMO-2024-0412');
    expect(text).toContain('Rossi Arredamenti S.r.l.');
    expect(text).toContain('Nuvolaria S.r.l. (demo)');
    expect(text).toContain('IT60 X054 2811 1010 0000 0123 456');
    const total = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
      .format(invoice.amount / 100)
      .replace(/\u00A0/g, ' ');
    expect(text).toContain(total);

    const reseller = await signedIn('reseller');
    const chf = (await invoices(reseller)).items[0]!;
    const swiss = pdfText(
      (await reseller.get(`/rest/invoice-pdf/${chf.id}`, { headers: { 'accept-language': 'de' } })).rawPayload,
    );
    expect(swiss).toContain('Alpi Digital SA');
    expect(swiss).toContain('CH93 0076 2011 6238 5295 7');
    // The PDF is in the company's language (Italian here), not in the language the browser asks for.
    expect(swiss).toContain('Fattura');
    expect(swiss).not.toContain('Rechnung');
  });
});

describe('access and tenant isolation', () => {
  it('follows the invoices rule: billing grant or billing subscription; a developer is refused with code 10', async () => {
    const tecnico = await signedIn('tecnico');
    for (const url of ['/rest/invoices', '/rest/payments?expiring=30']) {
      const refused = await tecnico.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe(10);
    }
    // multi is 'sales' in Rossi with the marketing subscription only: refused too.
    expect((await (await signedIn('multi', ids.rossi)).get('/rest/invoices')).statusCode).toBe(403);
    // A billing subscription without the billing grant opens the invoices.
    const tecnicoId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'tecnico').executeTakeFirstOrThrow()
    ).id;
    const subscribe = (subs: string[]) =>
      t.db
        .updateTable('company_access')
        .set({ email_subscriptions: subs as never })
        .where('company_id', '=', ids.rossi)
        .where('user_id', '=', tecnicoId)
        .execute();
    await subscribe(['technical', 'billing']);
    expect((await (await signedIn('tecnico')).get('/rest/invoices')).statusCode).toBe(200);
    await subscribe(['technical']);
  });

  it('answers 404 for another company’s invoice, its PDF and its payments, and never lists them', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const theirs = (await invoices(reseller)).items;
    const mine = (await invoices(owner)).items;
    expect(mine.some((i) => theirs.some((j) => j.id === i.id))).toBe(false);
    const target = theirs.find((i) => i.payments.length > 0)!;
    const invoice = await owner.get(`/rest/invoices/${target.id}`);
    expect([invoice.statusCode, invoice.json().message]).toEqual([404, 'Errore: Fattura non trovata']);
    expect((await owner.get(`/rest/invoice-pdf/${target.id}`)).statusCode).toBe(404);
    const payment = await owner.get(`/rest/payments/${target.payments[0]!.id}`);
    expect([payment.statusCode, payment.json().message]).toEqual([404, 'Errore: Pagamento non trovato']);
    expect((await payments(owner, `&id_fattura=${target.id}`)).items).toEqual([]);
  });

  it('lets an operator read a customer’s invoices through id_cliente', async () => {
    const staff = await signedIn('staff', ids.provider);
    const list = (await staff.get(`/rest/invoices?size=100&id_cliente=${ids.rossi}`)).json() as Page<Invoice>;
    expect(list.items.some((i) => i.nr === 'DEMO-2024-0412')).toBe(true);
  });
});
