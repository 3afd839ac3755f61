import type { Payment } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { fakeAxerve, fakePayPal } from '../../test-support/fake-providers.ts';
import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { chargeDueInstallments, paymentProviders } from '../../modules/ledger/index.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let paypal: Awaited<ReturnType<typeof fakePayPal>>;
let axerve: Awaited<ReturnType<typeof fakeAxerve>>;
beforeAll(async () => {
  paypal = await fakePayPal();
  axerve = await fakeAxerve();
  t = await buildTestApp(
    {
      payments: {
        ...testConfig().payments,
        providers: ['sandbox', 'paypal', 'axerve'],
        paypal: { apiUrl: paypal.url, clientId: 'pp-client', clientSecret: 'pp-secret', webhookId: 'WH-1' },
        axerve: { apiUrl: axerve.url, shopLogin: 'GESPAY12345', apiKey: 'ax-key' },
      },
    },
    { racing: true },
  );
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
let next = 0;
/** Each test takes its own payment due of Rossi. */
const nextPayment = async (b: TestBrowser) => {
  const items = ((await b.get('/rest/payments?size=100&pending_only=1')).json() as Page<Payment>).items.filter(
    (p) => p.fattura !== 'DEMO-2024-0412',
  );
  return items[next++ % items.length]!;
};
const transaction = (id: number) =>
  t.db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paidAt = async (id: number) =>
  (await t.db.selectFrom('installments').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow()).paid_at;
const start = async (b: TestBrowser, payment: Payment, method: string) => {
  const answer = await b.call('POST', '/api/pay_invoice', { body: { payment_id: payment.id, method }, form: true });
  expect(answer.statusCode, answer.body).toBe(200);
  const { redirect, transaction: id } = answer.json() as { redirect: string; transaction: number };
  return { redirect, id, tx: await transaction(id) };
};
const webhook = (b: TestBrowser, body: Record<string, unknown>, signature = 'good-signature') =>
  b.call('POST', '/api/payments/webhook/paypal', {
    body,
    xhr: false,
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.test/cert',
      'paypal-transmission-id': 'T1',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
  });

describe('providers enabled by configuration', () => {
  it("offers the company's methods of the enabled providers", async () => {
    const owner = await signedIn('owner');
    expect((await owner.get('/rest/payment_methods')).json().metodi_pagamento).toEqual([
      'sandbox',
      'paypal',
      'axerve-cc',
      'axerve-paypal',
    ]);
  });
});

describe('PayPal (Orders v2) against a local fake', () => {
  it('creates the order, sends to the approve link, captures on return; the webhook for the same capture changes nothing', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const { redirect, id, tx } = await start(owner, payment, 'paypal');
    expect(redirect).toBe(`https://www.paypal.test/checkoutnow?token=${tx.provider_ref}`);
    expect(paypal.orders.get(tx.provider_ref!)).toMatchObject({
      custom_id: tx.token,
      amount: { currency_code: 'EUR', value: (payment.amount / 100).toFixed(2) },
      vault: false,
    });
    // Orders v2 as documented: intent CAPTURE, the return and cancel URLs in payment_source.paypal.experience_context.
    expect(paypal.bodies.findLast((b) => b.intent === 'CAPTURE')).toMatchObject({
      purchase_units: [{ custom_id: tx.token, amount: { currency_code: 'EUR' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: expect.stringContaining(`/api/payments/return/paypal?tx=${tx.token}`),
            cancel_url: expect.stringContaining('&cancel=1'),
          },
        },
      },
    });
    paypal.approve(tx.provider_ref!);
    const back = await owner.get(`/api/payments/return/paypal?tx=${tx.token}&token=${tx.provider_ref}&PayerID=BUYER1`, {
      xhr: false,
    });
    expect(back.headers.location).toBe(`/order-result/${id}?res=0`);
    expect(await paidAt(payment.id)).not.toBeNull();

    const replay = await webhook(new TestBrowser(t.app), {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAPTURE-${tx.provider_ref}`,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: (payment.amount / 100).toFixed(2) },
        custom_id: tx.token,
        supplementary_data: { related_ids: { order_id: tx.provider_ref } },
      },
    });
    expect(replay.json()).toEqual({ received: true });
    expect(
      await t.db
        .selectFrom('provider_events')
        .select(['event_key', 'outcome'])
        .where('transaction_id', '=', id)
        .execute(),
    ).toEqual([{ event_key: `capture:CAPTURE-${tx.provider_ref}`, outcome: 'paid' }]);
  });

  it('settles from the verified webhook first; a webhook with a bad signature is refused', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const { id, tx } = await start(owner, payment, 'paypal');
    const event = {
      id: 'WH-EVT-2',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAPTURE-${tx.provider_ref}`,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: (payment.amount / 100).toFixed(2) },
        custom_id: tx.token,
        supplementary_data: { related_ids: { order_id: tx.provider_ref } },
      },
    };
    const forged = await webhook(new TestBrowser(t.app), event, 'forged');
    expect([forged.statusCode, forged.json().reason]).toEqual([400, 'unverified']);
    expect(await paidAt(payment.id)).toBeNull();
    expect((await webhook(new TestBrowser(t.app), event)).statusCode).toBe(200);
    expect((await transaction(id)).status).toBe('paid');
    // The buyer's browser comes back afterwards: the capture is the same, nothing changes.
    paypal.approve(tx.provider_ref!);
    const back = await owner.get(`/api/payments/return/paypal?tx=${tx.token}&token=${tx.provider_ref}`, { xhr: false });
    expect(back.headers.location).toBe(`/order-result/${id}?res=0`);
    expect(
      await t.db.selectFrom('provider_events').select('outcome').where('transaction_id', '=', id).execute(),
    ).toEqual([{ outcome: 'paid' }]);
  });

  it('cancelled on PayPal: res=1; a capture of another amount settles nothing', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const first = await start(owner, payment, 'paypal');
    // Back without approving (PAYER_ACTION_REQUIRED): cancelled, nothing captured.
    const notApproved = await owner.get(
      `/api/payments/return/paypal?tx=${first.tx.token}&token=${first.tx.provider_ref}`,
      { xhr: false },
    );
    expect(notApproved.headers.location).toBe(`/order-result/${first.id}?res=1`);
    expect(paypal.calls.filter((c) => c === `POST /v2/checkout/orders/${first.tx.provider_ref}/capture`)).toEqual([]);
    const cancelled = await owner.get(
      `/api/payments/return/paypal?tx=${first.tx.token}&token=${first.tx.provider_ref}&cancel=1`,
      { xhr: false },
    );
    expect(cancelled.headers.location).toBe(`/order-result/${first.id}?res=1`);
    const second = await start(owner, payment, 'paypal');
    paypal.approve(second.tx.provider_ref!);
    paypal.setAmount(second.tx.provider_ref!, '0.01');
    const wrong = await owner.get(`/api/payments/return/paypal?tx=${second.tx.token}&token=${second.tx.provider_ref}`, {
      xhr: false,
    });
    expect(wrong.headers.location).toBe(`/order-result/${second.id}?res=3&err=amount_mismatch`);
    expect(await paidAt(payment.id)).toBeNull();
    // A return naming another transaction's order is not believed.
    const crossed = await owner.get(
      `/api/payments/return/paypal?tx=${second.tx.token}&token=${first.tx.provider_ref}`,
      { xhr: false },
    );
    expect(crossed.headers.location).toBe('/axerve_paypal_error');
  });
});

describe('a provider that fails', () => {
  it('leaves no pending transaction behind: it ends in error, the next try makes a new one', async () => {
    const broken = await t.sibling({
      payments: {
        ...t.config.payments,
        paypal: { apiUrl: paypal.url, clientId: 'pp-client', clientSecret: 'wrong', webhookId: undefined },
      },
    });
    const owner = new TestBrowser(broken);
    await owner.loginTo('owner');
    const payment = await nextPayment(owner);
    const failed = await owner.call('POST', '/api/pay_invoice', {
      body: { payment_id: payment.id, method: 'paypal' },
      form: true,
    });
    expect(failed.statusCode).toBe(500);
    const rows = await t.db
      .selectFrom('payment_transactions')
      .select('status')
      .where('installment_id', '=', payment.id)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['error']);
    expect(await paidAt(payment.id)).toBeNull();
  });
});

describe('Axerve against a local fake', () => {
  it('creates the payment, sends to its page, reads the result from Axerve on the server-to-server call; the browser return changes nothing more', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const { redirect, id, tx } = await start(owner, payment, 'axerve-cc');
    expect(redirect).toBe(
      `https://sandbox.axerve.test/pagam/src/index.html?paymentID=${tx.provider_ref}&paymentToken=tok-${tx.provider_ref}&shopLogin=GESPAY12345`,
    );
    // payment/create as documented: amount as a decimal string, the token as shopTransactionID, the return as every response URL.
    const back = `/api/payments/return/axerve?tx=${encodeURIComponent(tx.token)}`;
    expect(axerve.bodies.findLast((b) => b.path === '/api/v1/payment/create/')).toMatchObject({
      shopLogin: 'GESPAY12345',
      amount: (payment.amount / 100).toFixed(2),
      currency: 'EUR',
      shopTransactionID: tx.token,
      paymentType: ['CREDITCARD'],
      responseURLs: {
        buyerOK: expect.stringContaining(back),
        buyerKO: expect.stringContaining(back),
        serverNotificationURL: expect.stringContaining(back),
      },
    });
    // Before the card holder has paid, a return tells nothing.
    expect((await owner.get(`/api/payments/return/axerve?tx=${tx.token}`, { xhr: false })).headers.location).toBe(
      '/axerve_paypal_error',
    );
    axerve.pay(tx.provider_ref!, 'OK');
    // Axerve appends its own parameters (a, b); only the token is used, to ask payment/detail.
    const s2s = await new TestBrowser(t.app).get(`/api/payments/return/axerve?tx=${tx.token}&a=GESPAY12345&b=opaque`, {
      xhr: false,
    });
    expect(s2s.headers.location).toBe(`/order-result/${id}?res=0`);
    expect(await paidAt(payment.id)).not.toBeNull();
    const browser = await owner.get(`/api/payments/return/axerve?tx=${tx.token}&paymentID=${tx.provider_ref}`, {
      xhr: false,
    });
    expect(browser.headers.location).toBe(`/order-result/${id}?res=0`);
    expect(
      await t.db.selectFrom('provider_events').select('outcome').where('transaction_id', '=', id).execute(),
    ).toEqual([{ outcome: 'paid' }]);
  });

  it('a refused card is res=2 with the reason; a paymentID of another transaction is not believed', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const first = await start(owner, payment, 'axerve-paypal');
    expect(axerve.bodies.findLast((b) => b.path === '/api/v1/payment/create/')).toMatchObject({
      paymentType: ['PAYPAL'],
    });
    axerve.pay(first.tx.provider_ref!, 'KO');
    expect(
      (
        await owner.get(`/api/payments/return/axerve?tx=${first.tx.token}&paymentID=${first.tx.provider_ref}`, {
          xhr: false,
        })
      ).headers.location,
    ).toBe(`/order-result/${first.id}?res=2&err=Autorizzazione+negata`);
    const second = await start(owner, payment, 'axerve-cc');
    const crossed = await owner.get(
      `/api/payments/return/axerve?tx=${second.tx.token}&paymentID=${first.tx.provider_ref}`,
      { xhr: false },
    );
    expect(crossed.headers.location).toBe('/axerve_paypal_error');
    expect(await paidAt(payment.id)).toBeNull();
  });
});

describe('Axerve: a checkout taken up again', () => {
  it('is a new transaction (payment/create has no idempotency key); the old one gives way, the new one settles', async () => {
    const owner = await signedIn('owner');
    const payment = await nextPayment(owner);
    const first = await start(owner, payment, 'axerve-cc');
    const again = await start(owner, payment, 'axerve-cc');
    expect(again.id).not.toBe(first.id);
    expect(again.tx.token).not.toBe(first.tx.token);
    expect((await transaction(first.id)).status).toBe('cancelled');
    const creates = axerve.bodies.filter(
      (b) =>
        b.path === '/api/v1/payment/create/' &&
        (b.shopTransactionID === first.tx.token || b.shopTransactionID === again.tx.token),
    );
    expect(creates).toHaveLength(2);
    axerve.pay(again.tx.provider_ref!, 'OK');
    expect((await owner.get(`/api/payments/return/axerve?tx=${again.tx.token}`, { xhr: false })).headers.location).toBe(
      `/order-result/${again.id}?res=0`,
    );
    expect(await paidAt(payment.id)).not.toBeNull();
  });
});

describe('recurring charges through PayPal and Axerve (the job, against the local fakes)', () => {
  const yesterday = () => isoDateIn(new Date(Date.now() - 86_400_000), PROVIDER_TIME_ZONE);
  let rossi: number;
  let usable: number[];
  const providers = () => paymentProviders(t.config.payments, t.app.digest);
  const charge = () => chargeDueInstallments(t.db, providers(), new Date());
  const recurringOf = (installmentId: number) =>
    t.db
      .selectFrom('payment_transactions')
      .select(['id', 'provider', 'status', 'recurring', 'provider_ref'])
      .where('installment_id', '=', installmentId)
      .where('recurring', '=', true)
      .execute();
  const eventsOf = (transactionId: number) =>
    t.db.selectFrom('provider_events').select('outcome').where('transaction_id', '=', transactionId).execute();
  /** Makes exactly these installments of Rossi due (unpaid, due yesterday); every other one of Rossi's waits until 2099. */
  const onlyDue = async (...installmentIds: number[]) => {
    await t.db
      .updateTable('installments')
      .set({ data: '2099-01-01' })
      .where('company_id', '=', rossi)
      .where('paid_at', 'is', null)
      .execute();
    await t.db
      .updateTable('installments')
      .set({ paid_at: null, data: yesterday() })
      .where('id', 'in', installmentIds)
      .execute();
  };
  /** A payment of Rossi paid by the owner through a provider's page, authorising recurring payments: the mandate. */
  const authorise = async (installmentId: number, method: 'paypal' | 'axerve-cc') => {
    await onlyDue(installmentId);
    const owner = await signedIn('owner');
    const answer = await owner.call('POST', '/api/pay_invoice', {
      body: { payment_id: installmentId, method, enable_recurring_payments: '1' },
      form: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const tx = await transaction((answer.json() as { transaction: number }).transaction);
    if (method === 'paypal') {
      paypal.approve(tx.provider_ref!);
      expect(
        (await owner.get(`/api/payments/return/paypal?tx=${tx.token}&token=${tx.provider_ref}`, { xhr: false })).headers
          .location,
      ).toMatch(/res=0/);
    } else {
      axerve.pay(tx.provider_ref!, 'OK');
      expect((await owner.get(`/api/payments/return/axerve?tx=${tx.token}`, { xhr: false })).headers.location).toMatch(
        /res=0/,
      );
    }
    return transaction(tx.id);
  };

  beforeAll(async () => {
    rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    // Checkouts left open by earlier tests would keep their installments from being charged.
    await t.db
      .updateTable('payment_transactions')
      .set({ status: 'cancelled' })
      .where('company_id', '=', rossi)
      .where('status', '=', 'pending')
      .execute();
    const rows = await t.db
      .selectFrom('installments')
      .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
      .select('installments.id')
      .where('installments.company_id', '=', rossi)
      .where('invoices.type', '=', 'fattura')
      .where('invoices.nr', '<>', 'DEMO-2024-0412')
      .where('installments.amount', '>', 0)
      .where('installments.amount', '<=', 1_000_000)
      .orderBy('installments.id')
      .execute();
    usable = rows.map((r) => r.id);
    expect(usable.length).toBeGreaterThanOrEqual(6);
  });

  it('PayPal: the vaulted wallet charges a due installment once; a declined wallet leaves the next unpaid, recorded, and is not tried again', async () => {
    const [mandatePayment, due, refused] = usable as [number, number, number];
    const mandate = await authorise(mandatePayment, 'paypal');
    // The order vaulted the wallet (store_in_vault ON_SUCCESS, merchant use) and the capture gave the vault id back.
    expect(paypal.orders.get(mandate.provider_ref!)).toMatchObject({ vault: true });
    expect(mandate.mandate_ref).toBe(`VAULT-${mandate.provider_ref}`);

    await onlyDue(due);
    // Two runs at once (two worker processes): one charge.
    const runs = await Promise.all([charge(), charge()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await recurringOf(due)).toHaveLength(1);
    const [charged] = await recurringOf(due);
    expect(charged).toMatchObject({ provider: 'paypal', status: 'paid' });
    expect(await paidAt(due)).not.toBeNull();
    expect(paypal.bodies.findLast((b) => b.intent === 'CAPTURE')).toMatchObject({
      payment_source: { paypal: { vault_id: mandate.mandate_ref } },
    });
    expect(await eventsOf(charged!.id)).toEqual([{ outcome: 'paid' }]);
    // The job again: nothing left to charge, no second transaction.
    expect(await charge()).toBe(0);
    expect(await recurringOf(due)).toHaveLength(1);

    paypal.declineVault(mandate.mandate_ref!);
    await onlyDue(refused);
    expect(await charge()).toBe(0);
    expect(await paidAt(refused)).toBeNull();
    const [declined] = await recurringOf(refused);
    expect(declined).toMatchObject({ provider: 'paypal', status: 'refused' });
    expect(await eventsOf(declined!.id)).toEqual([{ outcome: 'refused' }]);
    expect(await charge()).toBe(0);
    expect(await recurringOf(refused)).toHaveLength(1);
  });

  it('Axerve: the card token charges a due installment once (payment/create + payment/submit); a declined token leaves the next unpaid, recorded', async () => {
    const [, , , mandatePayment, due, refused] = usable as [number, number, number, number, number, number];
    const mandate = await authorise(mandatePayment, 'axerve-cc');
    // Created asking for a token (requestToken MASKEDPAN, unscheduled MIT first); detail gave the token back.
    expect(
      axerve.bodies.find((b) => b.path === '/api/v1/payment/create/' && b.shopTransactionID === mandate.token),
    ).toMatchObject({ requestToken: 'MASKEDPAN', transDetails: { type: '03F' } });
    expect(mandate.mandate_ref).toBe(`4444xxxxxxxx${mandate.provider_ref}`);

    await onlyDue(due);
    expect(await charge()).toBe(1);
    const [charged] = await recurringOf(due);
    expect(charged).toMatchObject({ provider: 'axerve', status: 'paid' });
    expect(await paidAt(due)).not.toBeNull();
    expect(axerve.bodies.findLast((b) => b.path === '/api/v1/payment/submit')).toMatchObject({
      paymentType: 'CREDITCARD',
      paymentTypeDetails: { creditcard: { token: mandate.mandate_ref } },
    });
    expect(await charge()).toBe(0);
    expect(await recurringOf(due)).toHaveLength(1);

    axerve.declineToken(mandate.mandate_ref!);
    await onlyDue(refused);
    expect(await charge()).toBe(0);
    expect(await paidAt(refused)).toBeNull();
    const [declined] = await recurringOf(refused);
    expect(declined).toMatchObject({ provider: 'axerve', status: 'refused' });
    expect(await eventsOf(declined!.id)).toEqual([{ outcome: 'refused' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(declined!.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['payments.recurring_started', 'payments.refused']),
    );
    expect(await charge()).toBe(0);
  });

  it('a provider that cannot be asked: the charge ends in error, recorded, and the job never repeats it', async () => {
    const unreachable = paymentProviders(t.config.payments, t.app.digest, () =>
      Promise.reject(new Error('connect ECONNREFUSED')),
    );
    await onlyDue(usable[1]!);
    expect(await chargeDueInstallments(t.db, unreachable, new Date())).toBe(0);
    const failed = (await recurringOf(usable[1]!)).filter((x) => x.status === 'error');
    expect(failed).toHaveLength(1);
    expect(
      (await t.db.selectFrom('audit_log').select('action').where('subject', '=', String(failed[0]!.id)).execute()).map(
        (a) => a.action,
      ),
    ).toContain('payments.recurring_failed');
    expect(await paidAt(usable[1]!)).toBeNull();
    // The provider answers again: still not charged a second time.
    expect(await charge()).toBe(0);
    expect(await recurringOf(usable[1]!)).toHaveLength(2);
  });

  it('PayPal: when the webhook settles first, the browser’s return (the same capture) still keeps the vault id', async () => {
    await onlyDue(usable[0]!);
    const owner = await signedIn('owner');
    const answer = await owner.call('POST', '/api/pay_invoice', {
      body: { payment_id: usable[0], method: 'paypal', enable_recurring_payments: '1' },
      form: true,
    });
    const tx = await transaction((answer.json() as { transaction: number }).transaction);
    paypal.approve(tx.provider_ref!);
    const value = paypal.orders.get(tx.provider_ref!)!.amount.value;
    const hook = await webhook(new TestBrowser(t.app), {
      id: 'WH-EVT-VAULT',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAPTURE-${tx.provider_ref}`,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value },
        custom_id: tx.token,
        supplementary_data: { related_ids: { order_id: tx.provider_ref } },
      },
    });
    expect(hook.statusCode).toBe(200);
    expect(await transaction(tx.id)).toMatchObject({ status: 'paid', mandate_ref: null });
    expect(
      (await owner.get(`/api/payments/return/paypal?tx=${tx.token}&token=${tx.provider_ref}`, { xhr: false })).headers
        .location,
    ).toMatch(/res=0/);
    expect((await transaction(tx.id)).mandate_ref).toBe(`VAULT-${tx.provider_ref}`);
  });
});
