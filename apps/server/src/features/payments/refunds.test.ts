import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, customerOf, issueDueRefunds, issueInvoice, paymentProviders } from '../../modules/ledger/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { fakeAxerve, fakePayPal } from '../../test-support/fake-providers.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test-support/test-app.ts';

/**
 * Money collected for a checkout that can no longer settle (issue: a superseded checkout spent
 * cashback twice): it is never applied, no balance goes below zero, and it is given back through
 * the provider with the finance team told.
 */
let t: TestApp;
let paypal: Awaited<ReturnType<typeof fakePayPal>>;
let axerve: Awaited<ReturnType<typeof fakeAxerve>>;
let ids: Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  paypal = await fakePayPal();
  axerve = await fakeAxerve();
  t = await buildTestApp({
    payments: {
      ...testConfig().payments,
      providers: ['sandbox', 'paypal', 'axerve'],
      paypal: { apiUrl: paypal.url, clientId: 'pp-client', clientSecret: 'pp-secret', webhookId: 'WH-1' },
      axerve: { apiUrl: axerve.url, shopLogin: 'GESPAY12345', apiKey: 'ax-key' },
    },
  });
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi), alpi: await companyId(t.db, DEMO_COMPANIES.alpi) };
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await axerve.close();
});

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
let invoices = 0;
/** A fresh invoice of the company with one installment due today. */
async function due(company: number, currency: 'EUR' | 'CHF', amount: number) {
  const { customer, fatturanteId } = await customerOf(t.db, company);
  const issued = await issueInvoice(t.db, {
    companyId: company,
    fatturanteId,
    nr: `REFUND-${++invoices}`,
    data: isoDateIn(new Date(), PROVIDER_TIME_ZONE),
    currency,
    paymethod: 'Bonifico',
    customer,
    rows: [{ description: 'Servizio', qt: 1, price: amount, vat: 0 }],
    installments: [{ data: isoDateIn(new Date(), PROVIDER_TIME_ZONE), amount }],
  });
  return issued.installmentIds[0]!;
}
const pay = async (b: TestBrowser, body: Record<string, unknown>) => {
  const answer = await b.call('POST', '/api/pay_invoice', { body, form: true });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { redirect?: string; transaction: number; result?: number };
};
/** The sandbox page's choice, and the signed return it leads to, not yet followed. */
async function decide(b: TestBrowser, redirect: string, outcome: 'pay' | 'cancel') {
  const decided = await b.call('POST', new URL(redirect).pathname, { body: { outcome }, form: true, xhr: false });
  expect(decided.statusCode).toBe(303);
  return decided.headers.location as string;
}
const follow = async (b: TestBrowser, url: string) => (await b.get(url, { xhr: false })).headers.location as string;
const status = async (id: number) =>
  (await t.db.selectFrom('payment_transactions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const paidAt = async (id: number) =>
  (await t.db.selectFrom('installments').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow()).paid_at;
const ledger = (company: number, tipo: 'cashback' | 'credito') => balanceOf(t.db, company, tipo);
const refundsOf = (transaction: number) =>
  t.db
    .selectFrom('payment_refunds')
    .select(['amount', 'currency', 'reason', 'status', 'refund_ref'])
    .where('transaction_id', '=', transaction)
    .execute();
const financeMails = () =>
  t.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('template', '=', 'payment_refund')
    .orderBy('id')
    .execute();

describe('a checkout superseded by a newer one', () => {
  it('paid later at the sandbox settles nothing and spends no cashback: the money is refunded, the finance team told', async () => {
    const reseller = await signedIn('reseller');
    const balance = await ledger(ids.alpi, 'cashback');
    expect(balance).toBeGreaterThan(0);
    const p = await due(ids.alpi, 'CHF', balance + 5_000);
    const q = await due(ids.alpi, 'CHF', balance);

    // Checkout A spends the whole cashback; its signed return is kept, not followed.
    const a = await pay(reseller, { payment_id: p, method: 'sandbox', cashback_amount: balance });
    const returnA = await decide(reseller, a.redirect!, 'pay');
    // Checkout B for the same installment without cashback: A gives way.
    const b = await pay(reseller, { payment_id: p, method: 'sandbox' });
    expect(await status(a.transaction)).toBe('cancelled');
    // The freed cashback pays another installment whole.
    expect(await pay(reseller, { payment_id: q, method: 'sandbox', cashback_amount: balance })).toMatchObject({
      result: 0,
    });
    expect(await ledger(ids.alpi, 'cashback')).toBe(0);

    // A's return now: nothing settles, nothing is spent again.
    expect(await follow(reseller, returnA)).toBe(`/order-result/${a.transaction}?res=3&err=superseded`);
    expect(await status(a.transaction)).toBe('cancelled');
    expect(await paidAt(p)).toBeNull();
    expect(await ledger(ids.alpi, 'cashback')).toBe(0);
    expect((await reseller.get('/rest/balance')).json()).toEqual({ amount: 0 });
    expect(await refundsOf(a.transaction)).toEqual([
      {
        amount: 5_000,
        currency: 'CHF',
        reason: 'superseded',
        status: 'refunded',
        refund_ref: expect.stringMatching(/^sandbox-refund:/),
      },
    ]);
    const mails = await financeMails();
    expect(mails.at(-1)).toMatchObject({
      to_address: 'amministrazione@nuvolaria.example',
      subject: expect.stringContaining('Pagamento rimborsato'),
      text_body: expect.stringContaining(`transazione ${a.transaction}`),
    });

    // The same return again refunds nothing twice.
    await follow(reseller, returnA);
    expect(await refundsOf(a.transaction)).toHaveLength(1);
    // Later payments of the company still work, and B settles the installment as usual.
    expect(await follow(reseller, await decide(reseller, b.redirect!, 'pay'))).toBe(
      `/order-result/${b.transaction}?res=0`,
    );
    expect(await paidAt(p)).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(a.transaction))
      .where('action', 'like', 'payments.refund%')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['payments.refund_due', 'payments.refunded']);
  });

  it('spends no credit twice either (use_credit)', async () => {
    const owner = await signedIn('owner');
    await t.db.updateTable('aziende').set({ use_credit: true }).where('id', '=', ids.rossi).execute();
    await t.db
      .insertInto('credit_movements')
      .values({ company_id: ids.rossi, tipo: 'credito', amount: 2_000, currency: 'EUR', descrizione: 'Credito' })
      .execute();
    const credit = await ledger(ids.rossi, 'credito');
    const p = await due(ids.rossi, 'EUR', credit + 3_000);
    const a = await pay(owner, { payment_id: p, method: 'sandbox' });
    const returnA = await decide(owner, a.redirect!, 'pay');
    // Another user's checkout supersedes A and takes the same credit.
    const contabile = await signedIn('contabile');
    const b = await pay(contabile, { payment_id: p, method: 'sandbox' });
    expect(await status(a.transaction)).toBe('cancelled');
    expect(await follow(owner, returnA)).toBe(`/order-result/${a.transaction}?res=3&err=superseded`);
    expect(await ledger(ids.rossi, 'credito')).toBe(credit);
    expect(await paidAt(p)).toBeNull();
    expect(await refundsOf(a.transaction)).toMatchObject([{ amount: 3_000, reason: 'superseded', status: 'refunded' }]);
    // B spends it once.
    expect(await follow(contabile, await decide(contabile, b.redirect!, 'pay'))).toBe(
      `/order-result/${b.transaction}?res=0`,
    );
    expect(await ledger(ids.rossi, 'credito')).toBe(0);
    await t.db.updateTable('aziende').set({ use_credit: false }).where('id', '=', ids.rossi).execute();
  });

  it('through PayPal: a superseded order is not captured, so nothing is taken', async () => {
    const owner = await signedIn('owner');
    const p = await due(ids.rossi, 'EUR', 4_200);
    const a = await pay(owner, { payment_id: p, method: 'paypal' });
    const orderA = new URL(a.redirect!).searchParams.get('token')!;
    paypal.approve(orderA);
    await pay(owner, { payment_id: p, method: 'sandbox' });
    const tokenA = (
      await t.db
        .selectFrom('payment_transactions')
        .select('token')
        .where('id', '=', a.transaction)
        .executeTakeFirstOrThrow()
    ).token;
    expect(await follow(owner, `/api/payments/return/paypal?tx=${tokenA}&token=${orderA}&PayerID=B1`)).toBe(
      `/order-result/${a.transaction}?res=1`,
    );
    expect(paypal.calls).not.toContain(`POST /v2/checkout/orders/${orderA}/capture`);
    expect(await paidAt(p)).toBeNull();
    expect(await refundsOf(a.transaction)).toEqual([]);
  });
});

describe('an installment paid twice at the provider', () => {
  it('Axerve: the old checkout paid after the new one settled is refunded through payment/refund', async () => {
    const owner = await signedIn('owner');
    const p = await due(ids.rossi, 'EUR', 7_300);
    // Axerve's checkouts cannot be taken up again: a second try is a new, payable checkout.
    const first = await pay(owner, { payment_id: p, method: 'axerve-cc' });
    const second = await pay(owner, { payment_id: p, method: 'axerve-cc' });
    const ref = async (id: number) =>
      t.db
        .selectFrom('payment_transactions')
        .select(['token', 'provider_ref'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const [a, b] = [await ref(first.transaction), await ref(second.transaction)];
    axerve.pay(b.provider_ref!, 'OK');
    expect(await follow(owner, `/api/payments/return/axerve?tx=${b.token}`)).toBe(
      `/order-result/${second.transaction}?res=0`,
    );
    // The first page was still open and is paid too.
    axerve.pay(a.provider_ref!, 'OK');
    expect(await follow(owner, `/api/payments/return/axerve?tx=${a.token}`)).toBe(
      `/order-result/${first.transaction}?res=3&err=superseded`,
    );
    expect(await refundsOf(first.transaction)).toMatchObject([
      { amount: 7_300, currency: 'EUR', reason: 'superseded', status: 'refunded' },
    ]);
    expect(axerve.bodies.filter((x) => x.path === '/api/v1/payment/refund')).toMatchObject([
      { shopTransactionID: a.token, paymentID: a.provider_ref, amount: '73.00', currency: 'EUR' },
    ]);
  });

  it('PayPal: a second capture of a paid installment is refunded through the capture’s refund', async () => {
    const owner = await signedIn('owner');
    const p = await due(ids.rossi, 'EUR', 2_500);
    const a = await pay(owner, { payment_id: p, method: 'paypal' });
    const orderA = new URL(a.redirect!).searchParams.get('token')!;
    const tokenA = (
      await t.db
        .selectFrom('payment_transactions')
        .select('token')
        .where('id', '=', a.transaction)
        .executeTakeFirstOrThrow()
    ).token;
    paypal.approve(orderA);
    // Settled meanwhile another way (a sandbox payment in another tab, with the checkout still pending).
    await t.db.updateTable('installments').set({ paid_at: new Date() }).where('id', '=', p).execute();
    expect(await follow(owner, `/api/payments/return/paypal?tx=${tokenA}&token=${orderA}&PayerID=B1`)).toBe(
      `/order-result/${a.transaction}?res=3&err=already_paid`,
    );
    expect(await status(a.transaction)).toBe('error');
    expect(paypal.refunds).toEqual([`CAPTURE-${orderA}`]);
    expect(await refundsOf(a.transaction)).toEqual([
      {
        amount: 2_500,
        currency: 'EUR',
        reason: 'already_paid',
        status: 'refunded',
        refund_ref: `REFUND-CAPTURE-${orderA}`,
      },
    ]);
  });
});

describe('the balance invariant', () => {
  it('a payment whose cashback is no longer on the balance settles nothing: no balance below zero', async () => {
    const reseller = await signedIn('reseller');
    await t.db
      .insertInto('credit_movements')
      .values({ company_id: ids.alpi, tipo: 'cashback', amount: 3_000, currency: 'CHF', descrizione: 'Cashback' })
      .execute();
    const p = await due(ids.alpi, 'CHF', 9_000);
    const a = await pay(reseller, { payment_id: p, method: 'sandbox', cashback_amount: 3_000 });
    const returnA = await decide(reseller, a.redirect!, 'pay');
    // The balance shrinks while the checkout is open (a correction by the finance team).
    await t.db
      .insertInto('credit_movements')
      .values({ company_id: ids.alpi, tipo: 'cashback', amount: -1_000, currency: 'CHF', descrizione: 'Rettifica' })
      .execute();
    expect(await follow(reseller, returnA)).toBe(`/order-result/${a.transaction}?res=3&err=balance_short`);
    expect(await status(a.transaction)).toBe('error');
    expect(await paidAt(p)).toBeNull();
    expect(await ledger(ids.alpi, 'cashback')).toBe(2_000);
    expect(await refundsOf(a.transaction)).toMatchObject([
      { amount: 6_000, reason: 'balance_short', status: 'refunded' },
    ]);
  });
});

describe('the refunds job', () => {
  it('asks the provider for refunds whose first attempt never ran, and hands the unanswered to the finance team', async () => {
    const owner = await signedIn('owner');
    const p = await due(ids.rossi, 'EUR', 1_100);
    const a = await pay(owner, { payment_id: p, method: 'sandbox' });
    const long = new Date(Date.now() - 2 * 3_600_000);
    const refund = async (status: 'due' | 'sending', event: string) =>
      (
        await t.db
          .insertInto('payment_refunds')
          .values({
            transaction_id: a.transaction,
            company_id: ids.rossi,
            provider: 'sandbox',
            event_key: event,
            amount: 1_100,
            currency: 'EUR',
            reason: 'superseded',
            status,
            created_at: long,
            updated_at: long,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const missed = await refund('due', 'missed');
    const stuck = await refund('sending', 'stuck');
    await issueDueRefunds({
      db: t.db,
      providers: paymentProviders(t.config.payments, t.app.digest),
      brand: t.config.brand,
    });
    const rows = await t.db
      .selectFrom('payment_refunds')
      .select(['id', 'status', 'detail'])
      .where('id', 'in', [missed, stuck])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: missed, status: 'refunded', detail: null },
      { id: stuck, status: 'failed', detail: 'no_answer' },
    ]);
    expect((await financeMails()).at(-1)!.subject).toContain('Rimborso da eseguire a mano');
  });
});
