import type { Invoice, OfferDetail, Product } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeDueInstallments, paymentProviders } from '../../modules/ledger/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<'rossi' | 'alpi' | 'bernasconi' | 'provider', number>;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
  ids.rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  ids.alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  ids.bernasconi = await companyId(t.db, DEMO_COMPANIES.bernasconi);
  ids.provider = await companyId(t.db, DEMO_COMPANIES.provider);
});
afterAll(() => t.close());

const signedIn = async (username: string, company?: number) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username, company);
  return b;
};
const payOffer = (b: TestBrowser, body: Record<string, unknown>, query = '') =>
  b.call('POST', `/api/pay_offer${query}`, { body, form: true });

/** A hosting offer with a domain to register and a site to move (a reseller's: transfers are reseller-only). */
const REGISTRATION = (domain: string) => ({ path: 'hosting', nomeDominio: domain, domainAction: 'registrazione' });

async function newOffer(b: TestBrowser, state: Record<string, unknown>, query = ''): Promise<number> {
  const response = await b.post(`/rest/offers${query}`, { state });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id_offerta: number }).id_offerta;
}
const offerRow = (id: number) => t.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (offerId: number) =>
  t.db
    .selectFrom('offers')
    .innerJoin('products', 'products.order_id', 'offers.order_id')
    .selectAll('products')
    .where('offers.id', '=', offerId)
    .orderBy('products.id')
    .execute();
const invoicesOfOffer = (offerId: number) =>
  t.db
    .selectFrom('invoices')
    .innerJoin('offers', 'offers.invoice_id', 'invoices.id')
    .selectAll('invoices')
    .where('offers.id', '=', offerId)
    .execute();

/** The sandbox checkout: its page, the choice, the signed return; where the browser lands and the return's address. */
async function checkout(b: TestBrowser, redirect: string, outcome: 'pay' | 'cancel' | 'refuse') {
  const path = new URL(redirect, 'http://localhost').pathname;
  expect((await b.get(path)).statusCode).toBe(200);
  const decided = await b.call('POST', path, { body: { outcome }, form: true, xhr: false });
  expect(decided.statusCode).toBe(303);
  const returnUrl = decided.headers.location as string;
  const returned = await b.get(returnUrl, { xhr: false });
  expect(returned.statusCode).toBe(303);
  return { returnUrl, landing: returned.headers.location as string };
}

describe('POST /api/pay_offer', () => {
  it('issues the offer invoice, pays it through the sandbox and makes the order concluso with its products', async () => {
    const owner = await signedIn('owner');
    const id = await newOffer(owner, REGISTRATION('ordine-rossi.it'));
    const offer = (await owner.get(`/rest/offers/${id}`)).json() as OfferDetail;

    const started = await payOffer(owner, { idOfferta: id, method: 'sandbox' });
    expect(started.statusCode, started.body).toBe(200);
    const { redirect, transaction } = started.json() as { redirect: string; transaction: number };
    expect(redirect).toMatch(/\/api\/payments\/sandbox\//);

    // The ledger's invoice: the offer's lines at their prices, in its currency, VAT of the company, unpaid so far.
    const [invoice] = await invoicesOfOffer(id);
    expect(invoice).toMatchObject({ company_id: ids.rossi, purpose: 'offer', currency: 'EUR' });
    const rows = await t.db.selectFrom('invoice_rows').selectAll().where('invoice_id', '=', invoice!.id).execute();
    expect(rows.map((r) => [r.qt, r.price])).toEqual(offer.prodotti.map((l) => [l.qt, l.prezzo]));
    expect(rows.map((r) => Number(r.vat))).toEqual(offer.prodotti.map(() => offer.iva));
    expect((await offerRow(id)).stato_ordine).toBeNull();

    const { returnUrl, landing } = await checkout(owner, redirect, 'pay');
    // Back to the confirm_offer page with res (spec 3 §2, §8).
    expect(landing).toBe(`/offers/${id}?res=0`);
    const concluded = await offerRow(id);
    expect(concluded).toMatchObject({ stato_offerta: null, stato_ordine: 'concluso', invoice_id: invoice!.id });
    expect(concluded.order_id).not.toBeNull();
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', concluded.order_id!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ company_id: ids.rossi, stato: 'concluso' });

    // Its products: one per line, being activated; the domain registration awaits its registrant.
    const products = await ordersOf(id);
    expect(products.map((p) => [p.codice, p.qt, p.importo])).toEqual(
      offer.prodotti.map((l) => [l.codice, l.qt, l.prezzo * l.qt]),
    );
    expect(products.every((p) => p.stato_tecnico === 'attivare' && p.free_period === 0)).toBe(true);
    const registration = products.find((p) => p.codice === 'REGIT')!;
    expect(registration).toMatchObject({ dominio: 'ordine-rossi.it', registrazione_dominio: true, missing_data: true });
    const listed = (await owner.get('/rest/products?size=100&missing_data=1')).json() as Page<Product>;
    expect(listed.items.map((p) => p.id)).toContain(registration.id);
    const activations = (await owner.get('/rest/products?size=100&new_activations=1')).json() as Page<Product>;
    expect(activations.items.map((p) => p.id)).toEqual(expect.arrayContaining(products.map((p) => p.id)));
    // The invoice in the invoices list, paid.
    const invoices = (await owner.get('/rest/invoices?size=100')).json() as Page<Invoice>;
    expect(invoices.items.find((i) => i.id === invoice!.id)).toBeDefined();
    expect(
      (await t.db.selectFrom('installments').select('paid_at').where('invoice_id', '=', invoice!.id).execute())[0]!
        .paid_at,
    ).not.toBeNull();
    // The order in the offers page's section and the offer's answer.
    expect((await owner.get(`/rest/offers/${id}`)).json()).toMatchObject({
      stato_offerta: null,
      stato_ordine: 'concluso',
    });

    // A replayed provider callback: the same landing, still one order.
    const replay = await owner.get(returnUrl, { xhr: false });
    expect(replay.headers.location).toBe(`/offers/${id}?res=0`);
    expect((await ordersOf(id)).length).toBe(products.length);
    // Confirming again: 409, nothing new.
    const again = await payOffer(owner, { idOfferta: id, method: 'sandbox' });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'offer_closed']);
    expect(await invoicesOfOffer(id)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(id))
      .where('action', 'like', 'offers.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['offers.created', 'offers.invoiced', 'offers.concluded']);
    expect(transaction).toBeGreaterThan(0);
  });

  it('a cancelled checkout leaves the offer open; confirming again pays the same invoice', async () => {
    const owner = await signedIn('owner');
    const id = await newOffer(owner, { path: 'mail', codiceProdottoMail: 'MLART20' });
    const first = (await payOffer(owner, { idOfferta: id, method: 'sandbox' })).json() as { redirect: string };
    expect((await checkout(owner, first.redirect, 'cancel')).landing).toBe(`/offers/${id}?res=1`);
    expect(await offerRow(id)).toMatchObject({ stato_offerta: 'inviata', stato_ordine: null, order_id: null });
    const second = (await payOffer(owner, { idOfferta: id, method: 'sandbox' })).json() as { redirect: string };
    expect((await checkout(owner, second.redirect, 'refuse')).landing).toBe(`/offers/${id}?res=2`);
    const third = (await payOffer(owner, { idOfferta: id, method: 'sandbox' })).json() as { redirect: string };
    expect((await checkout(owner, third.redirect, 'pay')).landing).toBe(`/offers/${id}?res=0`);
    expect(await invoicesOfOffer(id)).toHaveLength(1);
    expect((await offerRow(id)).stato_ordine).toBe('concluso');
  });

  it("an offer in the other currency is invoiced in it, and paid without the company's cashback (kept in its own)", async () => {
    const owner = await signedIn('owner');
    const id = await newOffer(owner, { path: 'mail', codiceProdottoMail: 'MLART20' });
    // As the summary saves it for a company whose currency is not locked (spec 3 §2): its lines in francs.
    await t.db.updateTable('offers').set({ currency: 'CHF' }).where('id', '=', id).execute();
    const cashback = await payOffer(owner, { idOfferta: id, method: 'sandbox', cashback_amount: 100 });
    expect([cashback.statusCode, cashback.json().reason]).toEqual([422, 'cashback_currency']);
    const started = await payOffer(owner, { idOfferta: id, method: 'sandbox' });
    expect(started.statusCode, started.body).toBe(200);
    const [invoice] = await invoicesOfOffer(id);
    expect(invoice).toMatchObject({ currency: 'CHF' });
    const transaction = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', (started.json() as { transaction: number }).transaction)
      .executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ currency: 'CHF', credit_amount: 0, cashback_amount: 0 });
  });

  it("a reseller's trial becomes an order at once with nothing to pay: free_period and testing_mode on its products", async () => {
    const reseller = await signedIn('reseller');
    const id = await newOffer(reseller, {
      path: 'hosting',
      fatturaMe: true,
      notForResale: true,
      newService: true,
      freePeriod: 30,
      renewAfterFreePeriod: false,
    });
    expect(await offerRow(id)).toMatchObject({ free_period: 30, testing_mode: 'disdici' });
    const answer = await payOffer(reseller, { idOfferta: id, method: 'sandbox' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { result: 0, transaction: null }]);
    expect(await invoicesOfOffer(id)).toHaveLength(0);
    const products = await ordersOf(id);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products)
      expect(p).toMatchObject({ free_period: 30, rinnovo_automatico: false, nfr: true, currency: 'CHF' });
    const trialEnd = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(products.every((p) => Math.abs(Date.parse(p.data_fine) - Date.parse(trialEnd)) <= 86_400_000)).toBe(true);
  });

  it('marks the transfers a reseller offer asked for, so they reach /transfers', async () => {
    const reseller = await signedIn('reseller');
    const id = await newOffer(reseller, {
      path: 'hosting',
      fatturaMe: true,
      notForResale: false,
      newService: false,
      siteTransfer: true,
      mailTransfer: true,
      extraTimeTransfer: false,
      nomeDominio: 'trasloco-alpi.ch',
      domainAction: 'dns',
    });
    const { redirect } = (await payOffer(reseller, { idOfferta: id, method: 'sandbox' })).json() as {
      redirect: string;
    };
    await checkout(reseller, redirect, 'pay');
    const products = await ordersOf(id);
    const hosting = products.find((p) => p.ask_site_transfer)!;
    expect(hosting).toMatchObject({ missing_data: true, ask_mail_transfer: true, missing_mail_data: true });
    const transfers = (await reseller.get('/rest/products?size=100&missing_data=1')).json() as Page<Product>;
    expect(transfers.items.map((p) => p.id)).toContain(hosting.id);
  });

  it('refuses: without confirm ability 403, another company’s offer 404, rejected or concluded 409, a customer’s 409', async () => {
    const owner = await signedIn('owner');
    const id = await newOffer(owner, { path: 'mail', codiceProdottoMail: 'MLART20' });
    const tecnico = await signedIn('tecnico');
    expect((await payOffer(tecnico, { idOfferta: id, method: 'sandbox' })).statusCode).toBe(403);
    const reseller = await signedIn('reseller');
    const other = await payOffer(reseller, { idOfferta: id, method: 'sandbox' });
    expect([other.statusCode, other.json().reason]).toEqual([404, 'offer_not_found']);
    expect((await payOffer(owner, { idOfferta: 999_999, method: 'sandbox' })).statusCode).toBe(404);

    const rejected = await newOffer(owner, { path: 'mail', codiceProdottoMail: 'MLART20' });
    await owner.call('PUT', `/rest/offers/${rejected}`, {
      body: { stato: 'rifiutata', motivazione_rifiuto: 'prezzo' },
    });
    const closed = await payOffer(owner, { idOfferta: rejected, method: 'sandbox' });
    expect([closed.statusCode, closed.json().reason]).toEqual([409, 'offer_closed']);
    const demoOrder = await t.db
      .selectFrom('offers')
      .select('id')
      .where('company_id', '=', ids.rossi)
      .where('stato_ordine', '=', 'concluso')
      .executeTakeFirstOrThrow();
    expect((await payOffer(owner, { idOfferta: demoOrder.id, method: 'sandbox' })).json().reason).toBe('offer_closed');

    const forCustomer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('reseller_id', '=', ids.alpi)
      .where('company_id', '=', ids.bernasconi)
      .executeTakeFirstOrThrow();
    const customers = await payOffer(reseller, { idOfferta: forCustomer.id, method: 'sandbox' });
    expect([customers.statusCode, customers.json().reason]).toEqual([409, 'billed_to_customer']);
    // A method the company may not use, and a body without one: nothing issued.
    expect((await payOffer(owner, { idOfferta: id })).statusCode).toBe(400);
    expect(await invoicesOfOffer(id)).toHaveLength(0);
    expect(await invoicesOfOffer(rejected)).toHaveLength(0);
  });

  it('two confirmations and two paid returns at once make one invoice and one order', async () => {
    const owner = await signedIn('owner');
    const otherTab = await signedIn('owner');
    const id = await newOffer(owner, REGISTRATION('gara-rossi.it'));
    const [a, b] = await Promise.all([
      payOffer(owner, { idOfferta: id, method: 'sandbox' }),
      payOffer(otherTab, { idOfferta: id, method: 'sandbox' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await invoicesOfOffer(id)).toHaveLength(1);
    const redirects = [a, b].map((r) => new URL((r.json() as { redirect: string }).redirect, 'http://x').pathname);
    // Both checkouts decided 'pay' before either return reaches the portal.
    const returns = await Promise.all(
      redirects.map(async (path) => {
        const decided = await owner.call('POST', path, { body: { outcome: 'pay' }, form: true, xhr: false });
        return decided.headers.location as string;
      }),
    );
    const landings = await Promise.all(returns.map((url) => owner.get(url, { xhr: false })));
    expect(landings.map((l) => l.statusCode)).toEqual([303, 303]);
    const offer = await offerRow(id);
    expect(offer.stato_ordine).toBe('concluso');
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('products', 'products.order_id', 'orders.id')
      .select('orders.id')
      .distinct()
      .where('products.dominio', '=', 'gara-rossi.it')
      .execute();
    expect(orders).toEqual([{ id: offer.order_id }]);
    const installments = await t.db
      .selectFrom('installments')
      .selectAll()
      .where('invoice_id', '=', offer.invoice_id!)
      .execute();
    expect(installments).toHaveLength(1);
    const paid = await t.db
      .selectFrom('payment_transactions')
      .select('status')
      .where('installment_id', '=', installments[0]!.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it("the recurring charges never pay an offer's invoice: confirming is the customer's to finish", async () => {
    const owner = await signedIn('owner');
    const id = await newOffer(owner, { path: 'mail', codiceProdottoMail: 'MLART20' });
    // Confirmed, then the checkout cancelled: the invoice waits, with no checkout under way.
    const { redirect } = (await payOffer(owner, { idOfferta: id, method: 'sandbox' })).json() as { redirect: string };
    await checkout(owner, redirect, 'cancel');
    const [invoice] = await invoicesOfOffer(id);
    const installment = await t.db
      .selectFrom('installments')
      .selectAll()
      .where('invoice_id', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    // A company paying by mandate, with a mandate the sandbox can charge.
    const paid = await t.db
      .selectFrom('installments')
      .select(['id', 'amount', 'currency'])
      .where('company_id', '=', ids.rossi)
      .where('paid_at', 'is not', null)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('aziende').set({ has_recurring_payments: true }).where('id', '=', ids.rossi).execute();
    await t.db
      .insertInto('payment_transactions')
      .values({
        company_id: ids.rossi,
        installment_id: paid.id,
        provider: 'sandbox',
        method: 'sandbox',
        amount: paid.amount,
        currency: paid.currency as 'EUR',
        token: `mandate-${id}-abcdefghijklmnop`,
        enable_recurring: true,
        status: 'paid',
        mandate_ref: 'sbx_mandate_test',
      })
      .execute();
    try {
      await chargeDueInstallments(t.db, paymentProviders(t.config.payments, t.app.digest), new Date());
      expect(
        (
          await t.db
            .selectFrom('installments')
            .select('paid_at')
            .where('id', '=', installment.id)
            .executeTakeFirstOrThrow()
        ).paid_at,
      ).toBeNull();
      expect(
        await t.db
          .selectFrom('payment_transactions')
          .select('id')
          .where('installment_id', '=', installment.id)
          .where('recurring', '=', true)
          .execute(),
      ).toHaveLength(0);
      expect((await offerRow(id)).stato_ordine).toBeNull();
    } finally {
      await t.db.updateTable('aziende').set({ has_recurring_payments: false }).where('id', '=', ids.rossi).execute();
    }
  });

  it('staff prepare an offer as the customer (id_cliente), billed to that customer, and may confirm it for them', async () => {
    const staff = await signedIn('staff', ids.provider);
    const id = await newOffer(staff, { path: 'mail', codiceProdottoMail: 'MLART20' }, `?id_cliente=${ids.rossi}`);
    expect(await offerRow(id)).toMatchObject({ company_id: ids.rossi, reseller_id: null, currency: 'EUR' });
    const owner = await signedIn('owner');
    expect((await owner.get(`/rest/offers/${id}`)).statusCode).toBe(200);
    // Another customer's staff prefix does not see it.
    expect((await staff.get(`/rest/offers/${id}?id_cliente=${ids.alpi}`)).statusCode).toBe(404);
    const other = await payOffer(staff, { idOfferta: id, method: 'sandbox' }, `?id_cliente=${ids.alpi}`);
    expect([other.statusCode, other.json().reason]).toEqual([404, 'offer_not_found']);

    // Confirmed and paid for the customer: back to the customer's confirm_offer, the order the customer's.
    const started = await payOffer(staff, { idOfferta: id, method: 'sandbox' }, `?id_cliente=${ids.rossi}`);
    expect(started.statusCode, started.body).toBe(200);
    const { landing } = await checkout(staff, (started.json() as { redirect: string }).redirect, 'pay');
    expect(landing).toBe(`/${ids.rossi}/offers/${id}?res=0`);
    const order = await offerRow(id);
    expect(order.stato_ordine).toBe('concluso');
    expect((await ordersOf(id)).every((p) => p.company_id === ids.rossi)).toBe(true);
  });
});
