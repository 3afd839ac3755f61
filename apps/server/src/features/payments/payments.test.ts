import { isoDateIn, nextPeriodEnd, type Payment, type Product, PROVIDER_TIME_ZONE } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOf, issueInvoice, paymentProviders } from '../../modules/ledger/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi), alpi: await companyId(t.db, DEMO_COMPANIES.alpi) };
});
afterAll(() => t.close());

const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const pendingPayments = async (b: TestBrowser, query = '&pending_only=1') =>
  ((await b.get(`/rest/payments?size=100${query}`)).json() as Page<Payment>).items;
/** The payments due but the demo's unpaid renewal, which the renewal tests pay. */
const ordinary = async (b: TestBrowser, query?: string) =>
  (await pendingPayments(b, query)).filter((p) => p.fattura !== 'DEMO-2024-0412');
const installment = (id: number) =>
  t.db.selectFrom('installments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const transactionsOf = (installmentId: number) =>
  t.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('installment_id', '=', installmentId)
    .orderBy('id')
    .execute();
const payInvoice = (b: TestBrowser, body: Record<string, unknown>) =>
  b.call('POST', '/api/pay_invoice', { body, form: true });

/** The sandbox checkout as a browser goes through it: its page, the choice, the signed return; where the browser lands. */
async function checkout(b: TestBrowser, redirect: string, outcome: 'pay' | 'cancel' | 'refuse') {
  const path = new URL(redirect, 'http://localhost').pathname;
  const page = await b.get(path);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // An HTML page under /api: the document headers API answers go without.
  expect(page.headers).toMatchObject({
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
  });
  const decided = await b.call('POST', path, { body: { outcome }, form: true, xhr: false });
  expect(decided.statusCode).toBe(303);
  const returned = await b.get(decided.headers.location as string, { xhr: false });
  expect(returned.statusCode).toBe(303);
  return {
    page: page.body,
    returnUrl: decided.headers.location as string,
    landing: returned.headers.location as string,
  };
}

describe('POST /api/pay_invoice through the sandbox provider', () => {
  it('contabile pays an overdue payment: checkout page with the amount, signed return, order-result res=0, settled once', async () => {
    const contabile = await signedIn('contabile');
    const due = await ordinary(contabile, '&expiring=30');
    const overdue = due.find((p) => p.pastdue > 30)!;
    const started = await payInvoice(contabile, { payment_id: overdue.id, method: 'sandbox', ref: 'dashboard' });
    expect(started.statusCode).toBe(200);
    const { redirect, transaction } = started.json() as { redirect: string; transaction: number };
    expect(redirect).toMatch(/\/api\/payments\/sandbox\/[\w-]{16,}$/);

    const { page, returnUrl, landing } = await checkout(contabile, redirect, 'pay');
    expect(page).toContain(
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(overdue.amount / 100),
    );
    expect(landing).toBe(`/order-result/${transaction}?res=0&ref=dashboard`);
    expect((await installment(overdue.id)).paid_at).not.toBeNull();
    expect((await ordinary(contabile, '&expiring=30')).map((p) => p.id)).not.toContain(overdue.id);
    const read = await contabile.get(`/rest/transactions/${transaction}`);
    expect(read.json()).toMatchObject({
      id: transaction,
      status: 'paid',
      amount: overdue.amount,
      fattura: overdue.fattura,
    });

    // The same return again (a replayed callback): the same answer, nothing changes.
    const paidAt = (await installment(overdue.id)).paid_at;
    const replay = await contabile.get(returnUrl, { xhr: false });
    expect(replay.headers.location).toBe(`/order-result/${transaction}?res=0&ref=dashboard`);
    expect((await installment(overdue.id)).paid_at).toEqual(paidAt);
    expect(
      await t.db.selectFrom('provider_events').select('outcome').where('transaction_id', '=', transaction).execute(),
    ).toEqual([{ outcome: 'paid' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(transaction))
      .where('action', 'like', 'payments.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['payments.started', 'payments.settled', 'payments.event_replayed']);
    // Paid: a second attempt is refused.
    const again = await payInvoice(contabile, { payment_id: overdue.id, method: 'sandbox' });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'already_paid']);
  });

  it('cancel and refuse come back as res=1 and res=2, leave the payment due, and it can be paid afterwards', async () => {
    const owner = await signedIn('owner');
    const target = (await ordinary(owner, '&expiring=30'))[0]!;
    const first = (await payInvoice(owner, { payment_id: target.id, method: 'sandbox' })).json() as {
      redirect: string;
      transaction: number;
    };
    expect((await checkout(owner, first.redirect, 'cancel')).landing).toBe(`/order-result/${first.transaction}?res=1`);
    const second = (await payInvoice(owner, { payment_id: target.id, method: 'sandbox', ref: 'invoices' })).json() as {
      redirect: string;
      transaction: number;
    };
    expect(second.transaction).not.toBe(first.transaction);
    expect((await checkout(owner, second.redirect, 'refuse')).landing).toBe(
      `/order-result/${second.transaction}?res=2&ref=invoices`,
    );
    expect((await installment(target.id)).paid_at).toBeNull();
    expect((await transactionsOf(target.id)).map((x) => x.status)).toEqual(['cancelled', 'refused']);
    // The checkout of a finished transaction is gone.
    expect((await owner.get(new URL(second.redirect).pathname)).statusCode).toBe(404);
  });

  it('settles nothing on a wrong signature, amount or currency, or an unknown transaction', async () => {
    const owner = await signedIn('owner');
    const target = (await ordinary(owner, '&expiring=30'))[0]!;
    const { transaction, redirect } = (
      await payInvoice(owner, { payment_id: target.id, method: 'sandbox' })
    ).json() as { redirect: string; transaction: number };
    const tx = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', transaction)
      .executeTakeFirstOrThrow();
    const sandbox = paymentProviders(['sandbox'], t.app.digest).sandbox!;
    const signed = sandbox.signedReturn(
      { token: tx.token, amount: tx.amount, currency: tx.currency },
      'pay',
      'evt-tampered',
    );
    const tampered = signed.replace(`amount=${tx.amount}`, `amount=${tx.amount - 100}`);
    expect((await owner.get(tampered, { xhr: false })).headers.location).toBe('/axerve_paypal_error');
    expect((await owner.get(signed.replace(/sig=[^&]+/, 'sig=forged'), { xhr: false })).headers.location).toBe(
      '/axerve_paypal_error',
    );
    // Signed, but not what the server expects: the amount, then the currency.
    const lowAmount = sandbox.signedReturn(
      { token: tx.token, amount: tx.amount - 1, currency: tx.currency },
      'pay',
      'evt-low',
    );
    expect((await owner.get(lowAmount, { xhr: false })).headers.location).toBe(
      `/order-result/${transaction}?res=3&err=amount_mismatch`,
    );
    const otherCurrency = sandbox.signedReturn(
      { token: tx.token, amount: tx.amount, currency: 'CHF' },
      'pay',
      'evt-chf',
    );
    expect((await owner.get(otherCurrency, { xhr: false })).headers.location).toBe(
      `/order-result/${transaction}?res=3&err=amount_mismatch`,
    );
    const unknown = sandbox.signedReturn(
      { token: 'x'.repeat(32), amount: tx.amount, currency: tx.currency },
      'pay',
      'evt-unknown',
    );
    expect((await owner.get(unknown, { xhr: false })).headers.location).toBe('/axerve_paypal_error');
    expect((await installment(target.id)).paid_at).toBeNull();
    expect(
      (
        await t.db
          .selectFrom('payment_transactions')
          .select('status')
          .where('id', '=', transaction)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');
    // The genuine return still settles it.
    expect((await checkout(owner, redirect, 'pay')).landing).toBe(`/order-result/${transaction}?res=0`);
  });

  it('makes one transaction of two concurrent pay requests for one payment', async () => {
    const owner = await signedIn('owner');
    const target = (await ordinary(owner))[0]!;
    const [a, b] = await Promise.all([
      payInvoice(owner, { payment_id: target.id, method: 'sandbox' }),
      payInvoice(owner, { payment_id: target.id, method: 'sandbox' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().transaction).toBe(b.json().transaction);
    expect(a.json().redirect).toBe(b.json().redirect);
    expect((await transactionsOf(target.id)).filter((x) => x.status === 'pending')).toHaveLength(1);
  });

  it('spends cashback up to min(balance, total): above the balance or the total is refused, all-cashback settles at once', async () => {
    const reseller = await signedIn('reseller');
    const methods = (await reseller.get('/rest/payment_methods')).json();
    expect(methods).toMatchObject({ metodi_pagamento: ['sandbox'] });
    // The balance is the spec's own call (spec 2 §7 'Cashback: GET balance (amount)'), not a field of the methods.
    expect(methods).not.toHaveProperty('cashback');
    expect((await reseller.get('/rest/balance')).json()).toEqual({ amount: 10_000 });
    const due = await ordinary(reseller);
    const small = due.find((p) => p.amount < 10_000)!;
    const large = due.find((p) => p.amount > 10_000)!;
    const above = await payInvoice(reseller, { payment_id: large.id, method: 'sandbox', cashback_amount: 10_001 });
    expect([above.statusCode, above.json().reason, above.json().message]).toEqual([
      422,
      'cashback_above_balance',
      'Il cashback indicato supera il saldo disponibile',
    ]);
    const aboveTotal = await payInvoice(reseller, {
      payment_id: small.id,
      method: 'sandbox',
      cashback_amount: small.amount + 1,
    });
    expect([aboveTotal.statusCode, aboveTotal.json().reason]).toEqual([422, 'cashback_above_total']);
    expect(await transactionsOf(large.id)).toEqual([]);

    const part = (
      await payInvoice(reseller, { payment_id: large.id, method: 'sandbox', cashback_amount: 2_000 })
    ).json() as { redirect: string; transaction: number };
    expect(
      await t.db
        .selectFrom('payment_transactions')
        .select(['amount', 'cashback_amount'])
        .where('id', '=', part.transaction)
        .executeTakeFirstOrThrow(),
    ).toEqual({ amount: large.amount - 2_000, cashback_amount: 2_000 });
    // What the pending checkout holds cannot be spent twice.
    const held = await payInvoice(reseller, { payment_id: small.id, method: 'sandbox', cashback_amount: small.amount });
    expect([held.statusCode, held.json().reason]).toEqual([422, 'cashback_above_balance']);
    await checkout(reseller, part.redirect, 'pay');
    const balance = async () => ((await reseller.get('/rest/balance')).json() as { amount: number }).amount;
    expect(await balance()).toBe(8_000);

    const smallest = (await ordinary(reseller)).find((p) => p.amount <= 8_000)!;
    {
      const all = await payInvoice(reseller, {
        payment_id: smallest.id,
        method: 'sandbox',
        cashback_amount: smallest.amount,
      });
      expect(all.json()).toMatchObject({ result: 0 });
      expect((await installment(smallest.id)).paid_at).not.toBeNull();
      expect(await balance()).toBe(8_000 - smallest.amount);
    }
  });

  it('refuses a method not enabled or bad input, and leaves the ledger untouched', async () => {
    const owner = await signedIn('owner');
    const target = (await ordinary(owner))[0]!;
    const before = (await transactionsOf(target.id)).length;
    const paypal = await payInvoice(owner, { payment_id: target.id, method: 'paypal' });
    expect([paypal.statusCode, paypal.json().reason]).toEqual([409, 'method_unavailable']);
    const noMethod = await payInvoice(owner, { payment_id: target.id });
    expect([noMethod.statusCode, noMethod.json().errors]).toEqual([400, { method: 'Scegli un metodo di pagamento' }]);
    expect(
      (await payInvoice(owner, { payment_id: target.id, method: 'sandbox', cashback_amount: -5 })).statusCode,
    ).toBe(400);
    expect((await payInvoice(owner, { payment_id: 99_999_999, method: 'sandbox' })).json().message).toBe(
      'Errore: Pagamento non trovato',
    );
    expect((await transactionsOf(target.id)).length).toBe(before);
  });

  it('switches recurring payments on once paid when asked, within the 10,000 authorisation', async () => {
    const owner = await signedIn('owner');
    await t.db.updateTable('aziende').set({ has_recurring_payments: false }).where('id', '=', ids.rossi).execute();
    const target = (await ordinary(owner))[0]!;
    const started = (
      await payInvoice(owner, { payment_id: target.id, method: 'sandbox', enable_recurring_payments: '1' })
    ).json() as { redirect: string };
    await checkout(owner, started.redirect, 'pay');
    expect(
      (
        await t.db
          .selectFrom('aziende')
          .select('has_recurring_payments')
          .where('id', '=', ids.rossi)
          .executeTakeFirstOrThrow()
      ).has_recurring_payments,
    ).toBe(true);
    const big = (await ordinary(owner))[0]!;
    await t.db.updateTable('installments').set({ amount: 1_000_001 }).where('id', '=', big.id).execute();
    const refused = await payInvoice(owner, { payment_id: big.id, method: 'sandbox', enable_recurring_payments: '1' });
    expect([refused.statusCode, refused.json().reason, refused.json().message]).toEqual([
      422,
      'recurring_above_limit',
      'I pagamenti automatici sono autorizzati fino a 10.000 EUR per pagamento',
    ]);
    await t.db.updateTable('installments').set({ amount: big.amount }).where('id', '=', big.id).execute();
  });
});

describe('use_credit', () => {
  it('spends the company’s credit before the provider, in the payment’s transaction, never twice', async () => {
    const owner = await signedIn('owner');
    await t.db.updateTable('aziende').set({ use_credit: true }).where('id', '=', ids.rossi).execute();
    await t.db
      .insertInto('credit_movements')
      .values({ company_id: ids.rossi, tipo: 'credito', amount: 1_000, currency: 'EUR', descrizione: 'Credito' })
      .execute();
    expect((await owner.get('/rest/payment_methods')).json()).toMatchObject({ use_credit: true, credit: 1_000 });
    const fresh = async (nr: string) => {
      const { customer, fatturanteId } = await customerOf(t.db, ids.rossi);
      const issued = await issueInvoice(t.db, {
        companyId: ids.rossi,
        fatturanteId,
        nr,
        data: today(),
        currency: 'EUR',
        paymethod: 'Bonifico',
        customer,
        rows: [{ description: 'Servizio', qt: 1, price: 5_000, vat: 22 }],
        installments: [{ data: today(), amount: 6_100 }],
      });
      return { id: issued.installmentIds[0]!, amount: 6_100 };
    };
    const target = await fresh('CREDIT-1');
    const started = (await payInvoice(owner, { payment_id: target.id, method: 'sandbox' })).json() as {
      redirect: string;
      transaction: number;
    };
    expect(
      await t.db
        .selectFrom('payment_transactions')
        .select(['amount', 'credit_amount'])
        .where('id', '=', started.transaction)
        .executeTakeFirstOrThrow(),
    ).toEqual({ amount: target.amount - 1_000, credit_amount: 1_000 });
    // Held by that checkout: another payment finds no credit left.
    const other = await fresh('CREDIT-2');
    const second = (await payInvoice(owner, { payment_id: other.id, method: 'sandbox' })).json() as {
      transaction: number;
    };
    expect(
      (
        await t.db
          .selectFrom('payment_transactions')
          .select('credit_amount')
          .where('id', '=', second.transaction)
          .executeTakeFirstOrThrow()
      ).credit_amount,
    ).toBe(0);
    await checkout(owner, started.redirect, 'pay');
    expect((await owner.get('/rest/payment_methods')).json()).toMatchObject({ credit: 0 });
    expect(
      await t.db
        .selectFrom('credit_movements')
        .select('amount')
        .where('transaction_id', '=', started.transaction)
        .execute(),
    ).toEqual([{ amount: -1_000 }]);
    await t.db.updateTable('aziende').set({ use_credit: false }).where('id', '=', ids.rossi).execute();
  });
});

describe('POST /api/pay_product (renew)', () => {
  const products = async (b: TestBrowser) => ((await b.get('/rest/products?size=100')).json() as Page<Product>).items;

  it('issues the renewal invoice, and extends data_fine by one period once paid', async () => {
    const owner = await signedIn('owner');
    const regit = (await products(owner)).find((p) => p.codice === 'REGIT')!;
    const started = await owner.post('/api/pay_product', { ids: [regit.id], method: 'sandbox' });
    expect(started.statusCode).toBe(200);
    const { redirect, transaction } = started.json() as { redirect: string; transaction: number };
    const pending = (await products(owner)).find((p) => p.id === regit.id)!;
    expect(pending.pending_invoice).toMatch(/^BBW-\d{4}-\d{5}$/);
    expect(pending.data_fine).toBe(regit.data_fine);
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('nr', '=', pending.pending_invoice!)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      purpose: 'renewal',
      currency: 'EUR',
      imponibile: regit.importo,
      vatamount: Math.round(regit.importo * 0.22),
    });
    expect((await checkout(owner, redirect, 'pay')).landing).toBe(`/order-result/${transaction}?res=0&ref=products`);
    const renewed = (await products(owner)).find((p) => p.id === regit.id)!;
    expect(renewed).toMatchObject({ data_fine: nextPeriodEnd(regit.data_fine, 'Annuale'), pending_invoice: null });
  });

  it('settles the demo’s unpaid renewal (Pagamenti arretrati) through pay_invoice too', async () => {
    const owner = await signedIn('owner');
    const hosmn = (await products(owner)).find((p) => p.codice === 'HOSMN')!;
    const payment = (await pendingPayments(owner)).find((p) => p.fattura === hosmn.pending_invoice)!;
    const started = (await payInvoice(owner, { payment_id: payment.id, method: 'sandbox' })).json() as {
      redirect: string;
    };
    await checkout(owner, started.redirect, 'pay');
    const after = (await products(owner)).find((p) => p.id === hosmn.id)!;
    expect(after.pending_invoice).toBeNull();
    expect(after.data_fine > hosmn.data_fine).toBe(true);
  });

  it('refuses one-off, expired and unpaid products, and another company’s; nothing is invoiced', async () => {
    const reseller = await signedIn('reseller');
    const mine = await products(reseller);
    const count = async () =>
      Number((await t.db.selectFrom('invoices').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [codice, status, reason] of [
      ['TONEETTRANS', 409, 'not_renewable'],
      ['SSLBAS', 409, 'not_renewable'],
      ['HOSMN', 409, 'not_renewable'],
    ] as const) {
      const p = mine.find((x) => x.codice === codice)!;
      const response = await reseller.post('/api/pay_product', { ids: [p.id], method: 'sandbox' });
      expect([response.statusCode, response.json().reason], codice).toEqual([status, reason]);
    }
    const owner = await signedIn('owner');
    const theirs = (await products(owner)).find((p) => p.codice === 'SSLART')!;
    const foreign = await reseller.post('/api/pay_product', { ids: [theirs.id], method: 'sandbox' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Errore: Prodotto non trovato']);
    expect(await count()).toBe(before);
    expect(isoDateIn(new Date(), PROVIDER_TIME_ZONE)).toMatch(/^\d{4}-/);
  });
});

describe('access and tenant isolation', () => {
  it('contabile may pay; tecnico is refused with 403 code 10 on every pay call', async () => {
    const tecnico = await signedIn('tecnico');
    for (const [url, body] of [
      ['/api/pay_invoice', { payment_id: 1, method: 'sandbox' }],
      ['/api/pay_product', { ids: [1], method: 'sandbox' }],
    ] as const) {
      const refused = await tecnico.post(url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe(10);
    }
    expect((await tecnico.get('/rest/payment_methods')).statusCode).toBe(403);
    const balance = await tecnico.get('/rest/balance');
    expect([balance.statusCode, balance.json().code]).toEqual([403, 10]);
  });

  it("GET /rest/balance answers the company's own cashback: another company's never shows, an operator sees the customer's", async () => {
    const owner = await signedIn('owner');
    const mine = (await owner.get('/rest/balance')).json() as { amount: number };
    const cashbackOf = async (company: number) =>
      Number(
        (
          await t.db
            .selectFrom('credit_movements')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
            .where('company_id', '=', company)
            .where('tipo', '=', 'cashback')
            .executeTakeFirstOrThrow()
        ).total,
      );
    expect(mine.amount).toBe(Math.max(0, await cashbackOf(ids.rossi)));
    // id_cliente is an operator's: a customer naming another company gets its own balance.
    expect((await owner.get(`/rest/balance?id_cliente=${ids.alpi}`)).json()).toEqual(mine);
    const staff = await signedIn('staff');
    expect((await staff.get(`/rest/balance?id_cliente=${ids.alpi}`)).json()).toEqual({
      amount: Math.max(0, await cashbackOf(ids.alpi)),
    });
  });

  it('staff paying for a customer (id_cliente) come back to the customer’s order_result, which reads the transaction', async () => {
    const staff = await signedIn('staff');
    const payment = (await pendingPayments(staff, `&pending_only=1&id_cliente=${ids.rossi}`)).find(
      (p) => p.fattura !== 'DEMO-2024-0412',
    )!;
    expect(payment).toBeDefined();
    const started = await staff.call('POST', `/api/pay_invoice?id_cliente=${ids.rossi}`, {
      body: { payment_id: payment.id, method: 'sandbox', ref: 'invoices' },
      form: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirect, transaction } = started.json() as { redirect: string; transaction: number };
    const { landing } = await checkout(staff, redirect, 'pay');
    expect(landing).toBe(`/${ids.rossi}/order-result/${transaction}?res=0&ref=invoices`);
    expect((await staff.get(`/rest/transactions/${transaction}?id_cliente=${ids.rossi}`)).json()).toMatchObject({
      id: transaction,
      status: 'paid',
    });
    // The customer's own payments still come back without a prefix.
    const owner = await signedIn('owner');
    const own = (await ordinary(owner))[0]!;
    const mine = (await payInvoice(owner, { payment_id: own.id, method: 'sandbox' })).json() as {
      redirect: string;
      transaction: number;
    };
    expect((await checkout(owner, mine.redirect, 'cancel')).landing).toBe(`/order-result/${mine.transaction}?res=1`);
  });

  it('answers 404 to another company’s payment and transaction, and pays nothing', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const theirs = (await pendingPayments(reseller))[0]!;
    const refused = await payInvoice(owner, { payment_id: theirs.id, method: 'sandbox' });
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Errore: Pagamento non trovato']);
    expect(await transactionsOf(theirs.id)).toEqual([]);
    const own = (await payInvoice(reseller, { payment_id: theirs.id, method: 'sandbox' })).json() as {
      transaction: number;
    };
    expect((await owner.get(`/rest/transactions/${own.transaction}`)).statusCode).toBe(404);
    expect((await reseller.get(`/rest/transactions/${own.transaction}`)).statusCode).toBe(200);
  });
});

describe('recurring payments', () => {
  it('charges the payments due of a company with recurring payments on through its mandate, within 10,000, once', async () => {
    const { chargeDueInstallments } = await import('../../modules/ledger/index.ts');
    const providers = paymentProviders(['sandbox'], t.app.digest);
    const reseller = await signedIn('reseller');
    const due = (await pendingPayments(reseller, '&expiring=0')).filter((p) => p.fattura !== 'DEMO-2024-0412');
    await t.db.updateTable('aziende').set({ has_recurring_payments: true }).where('id', '=', ids.alpi).execute();
    // Checkouts left open by earlier tests would keep their payments from being charged.
    await t.db
      .updateTable('payment_transactions')
      .set({ status: 'cancelled' })
      .where('company_id', '=', ids.alpi)
      .where('status', '=', 'pending')
      .execute();
    // No mandate yet: nothing is charged.
    expect(await chargeDueInstallments(t.db, providers, new Date())).toBe(0);
    // A paid transaction that authorised recurring payments is the mandate.
    const any = (await pendingPayments(reseller)).find(
      (p) => p.fattura !== 'DEMO-2024-0412' && !due.some((d) => d.id === p.id),
    )!;
    const started = (
      await payInvoice(reseller, { payment_id: any.id, method: 'sandbox', enable_recurring_payments: '1' })
    ).json() as { redirect: string };
    await checkout(reseller, started.redirect, 'pay');
    const big = due.find((p) => p.amount > 1_000_000);
    const charged = await chargeDueInstallments(t.db, providers, new Date());
    expect(charged).toBe(due.filter((p) => p.amount <= 1_000_000).length);
    expect(charged).toBeGreaterThan(0);
    for (const p of due) expect((await installment(p.id)).paid_at !== null, p.fattura).toBe(p !== big);
    expect(await chargeDueInstallments(t.db, providers, new Date())).toBe(0);
    await t.db.updateTable('aziende').set({ has_recurring_payments: false }).where('id', '=', ids.alpi).execute();
  });
});
