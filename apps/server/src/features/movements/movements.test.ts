import type { Page } from '@sportello/domain/api';
import {
  isoDateIn,
  KINDS_OF_BALANCE,
  NOT_AUTHORIZED_CODE,
  plusMonths,
  PROVIDER_TIME_ZONE,
  type StaffQueueCounts,
  type StaffQueueItem,
} from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditPartnerEarnings,
  customerOf,
  issueInvoice,
  markCommissionPaid,
  rejectCommissionRequest,
  waitingCommissionRequests,
} from '../../modules/ledger/index.ts';
import { DEMO_WAITING_COMMISSION } from '../../demo/movements-seed.ts';
import { SYSTEM_SOURCE } from '../../platform/audit/audit-log.ts';
import { multipartBody, TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { mailsTo } from '../../test-support/mailbox.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
});
afterAll(() => t.close());

const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const thisMonth = () => Number(today().slice(5, 7));
const approved = { approval: 'approvato', contratto_cliente: true } as const;
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const IBAN = 'CH93 0076 2011 6238 5295 7';

/** A Swiss reseller with a discount, its survey compiled, its cashback running this month unless told otherwise. */
const resellerFixture = (fields: Record<string, unknown> = {}, grants?: Parameters<typeof companyFixture>[3]) =>
  companyFixture(
    t.app,
    t.db,
    {
      ...approved,
      is_reseller: true,
      sconto: 20,
      stato: 'CH',
      currency: 'CHF',
      survey_completion_date: today(),
      compiled_survey: true,
      referral_percentage: 10,
      comarketing_percentage: 5,
      cashback_percentage: 3,
      collect_from: 10_000,
      ...fields,
    },
    grants,
  );

const credit = (
  companyId: number,
  tipo: 'provvigioni' | 'comarketing' | 'cashback' | 'segnalazioni',
  amount: number,
  data = new Date(),
) =>
  t.db
    .insertInto('credit_movements')
    .values({ company_id: companyId, tipo, amount, currency: 'CHF', descrizione: `Credito ${tipo}`, data })
    .execute();

const statement = async (b: TestBrowser, query = '') => {
  const response = await b.get(`/rest/account_movements${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: {
      id: string;
      tipo: string;
      amount: number;
      data: string;
      dettagli: string;
      scadenza: string | null;
      richiesta: number | null;
    }[];
    total: number;
    size: number;
    balances: { provvigioni: number; comarketing: number; cashback: number };
    collect_from: number;
    cashback_status: string;
    cashback_months: number[];
    iban: string | null;
  };
};

const request = async (
  b: TestBrowser,
  json: Record<string, unknown>,
  files: { name: string; content: Buffer | string; type?: string }[] = [{ name: 'fattura.pdf', content: PDF }],
) => b.call('POST', '/rest/commissions', { raw: await multipartBody(json, files) });

/** Pays an invoice of `company` (taxable `net` cents, 8.1% VAT) through the sandbox checkout, as its owner would. */
async function paidInvoice(company: CompanyFixture, net: number): Promise<number> {
  const { customer, fatturanteId } = await customerOf(t.db, company.id);
  const total = net + Math.round(net * 0.081);
  const issued = await issueInvoice(t.db, {
    companyId: company.id,
    fatturanteId,
    data: today(),
    currency: 'CHF',
    paymethod: 'Bonifico',
    customer,
    rows: [{ description: 'Hosting', qt: 1, price: net, vat: 8.1 }],
    installments: [{ data: today(), amount: total }],
  });
  const started = await company.browser.call('POST', '/api/pay_invoice', {
    body: { payment_id: issued.installmentIds[0]!, method: 'sandbox' },
    form: true,
  });
  expect(started.statusCode).toBe(200);
  const path = new URL((started.json() as { redirect: string }).redirect, 'http://localhost').pathname;
  const decided = await company.browser.call('POST', path, { body: { outcome: 'pay' }, form: true, xhr: false });
  await company.browser.get(decided.headers.location as string, { xhr: false });
  return issued.id;
}

const movementsOf = (companyId: number) =>
  t.db
    .selectFrom('credit_movements')
    .select(['tipo', 'amount', 'invoice_id', 'request_id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

describe('every statement call is for resellers with the billing grant', () => {
  const calls = [
    ['GET', '/rest/account_movements'],
    ['POST', '/rest/commissions'],
    ['GET', '/rest/commissions_receipt?id=1'],
    ['GET', '/rest/commissions/1/files/1'],
  ] as const;
  it.each(calls)('%s %s answers 403 code 10 to a company that is not a reseller', async (method, url) => {
    const customer = await companyFixture(t.app, t.db, approved);
    const response =
      method === 'POST'
        ? await request(customer.browser, { tipo: 'comarketing', importo: '1' })
        : await customer.browser.get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
  });

  it('refuses a reseller user without the billing grant', async () => {
    const reseller = await resellerFixture({}, ['developer']);
    expect((await reseller.browser.get('/rest/account_movements')).statusCode).toBe(403);
  });
});

describe('earnings: a settled invoice credits its resellers once', () => {
  it('credits commissions on a customer, referrals on a presented one, co-marketing and cashback on its own', async () => {
    const reseller = await resellerFixture({
      cashback_months: [thisMonth(), (thisMonth() % 12) + 1, ((thisMonth() + 1) % 12) + 1],
      cashback_until: plusMonths(today(), 6),
    });
    const customer = await companyFixture(t.app, t.db, {
      ...approved,
      parent_id: reseller.id,
      stato: 'CH',
      currency: 'CHF',
    });
    const presented = await companyFixture(t.app, t.db, {
      ...approved,
      parent_id: reseller.id,
      presented: true,
      stato: 'CH',
      currency: 'CHF',
    });
    const fromCustomer = await paidInvoice(customer, 50_000);
    const fromPresented = await paidInvoice(presented, 20_000);
    const own = await paidInvoice(reseller, 100_000);
    expect(await movementsOf(reseller.id)).toEqual([
      { tipo: 'provvigioni', amount: 5_000, invoice_id: fromCustomer, request_id: null },
      { tipo: 'segnalazioni', amount: 2_000, invoice_id: fromPresented, request_id: null },
      { tipo: 'comarketing', amount: 5_000, invoice_id: own, request_id: null },
      { tipo: 'cashback', amount: 3_000, invoice_id: own, request_id: null },
    ]);
    // Replayed, the same settlement credits nothing more.
    await creditPartnerEarnings(t.db, own, new Date());
    await creditPartnerEarnings(t.db, fromCustomer, new Date());
    expect(await movementsOf(reseller.id)).toHaveLength(4);
    const body = await statement(reseller.browser);
    expect(body.balances).toEqual({ provvigioni: 7_000, comarketing: 5_000, cashback: 3_000 });
    // The customers earn nothing themselves.
    expect(await movementsOf(customer.id)).toEqual([]);
  });

  it('credits no commission to a reseller without a discount, and no cashback outside its months or without the survey', async () => {
    const other = (thisMonth() % 12) + 1;
    const noDiscount = await resellerFixture({
      sconto: 0,
      survey_completion_date: null,
      cashback_months: [thisMonth(), other, (other % 12) + 1],
    });
    const customer = await companyFixture(t.app, t.db, {
      ...approved,
      parent_id: noDiscount.id,
      stato: 'CH',
      currency: 'CHF',
    });
    await paidInvoice(customer, 10_000);
    await paidInvoice(noDiscount, 10_000);
    expect((await movementsOf(noDiscount.id)).map((m) => m.tipo)).toEqual(['comarketing']);
  });

  it('credits nothing on an invoice in another currency than the reseller’s', async () => {
    const reseller = await resellerFixture();
    const euro = await companyFixture(t.app, t.db, { ...approved, parent_id: reseller.id });
    const { customer, fatturanteId } = await customerOf(t.db, euro.id);
    const issued = await issueInvoice(t.db, {
      companyId: euro.id,
      fatturanteId,
      data: today(),
      currency: 'EUR',
      paymethod: 'Bonifico',
      customer,
      rows: [{ description: 'Hosting', qt: 1, price: 10_000, vat: 22 }],
      installments: [{ data: today(), amount: 12_200, paid_at: new Date() }],
    });
    await creditPartnerEarnings(t.db, issued.id, new Date());
    expect(await movementsOf(reseller.id)).toEqual([]);
  });
});

describe('GET /rest/account_movements', () => {
  it('answers the movements newest first, 50 a page, by tab and details, with the parameters and expiry', async () => {
    const reseller = await resellerFixture({ iban: 'CH9300762011623852957' });
    const old = new Date(Date.parse(`${plusMonths(today(), -13)}T10:00:00Z`));
    await credit(reseller.id, 'provvigioni', 1_000, old);
    for (let i = 0; i < 55; i += 1)
      await credit(reseller.id, 'comarketing', 100 + i, new Date(Date.now() - i * 60_000));
    await credit(reseller.id, 'segnalazioni', 700);
    const first = await statement(reseller.browser);
    expect(first).toMatchObject({ size: 50, total: 57, collect_from: 10_000, iban: 'CH9300762011623852957' });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ tipo: 'segnalazioni', amount: 700, scadenza: null });
    const dates = first.items.map((m) => m.data);
    expect([...dates].sort().reverse()).toEqual(dates);
    const commissions = await statement(reseller.browser, '?tipo=provvigioni');
    expect(commissions.items.map((m) => m.tipo)).toEqual(['segnalazioni', 'provvigioni']);
    // Older than 12 months: it expires 15 months after it was earned.
    expect(commissions.items[1]).toMatchObject({ scadenza: plusMonths(plusMonths(today(), -13), 15) });
    expect((await statement(reseller.browser, '?tipo=provvigioni&q=segnalazioni')).items).toHaveLength(1);
    expect((await statement(reseller.browser, '?q=nessuno')).items).toEqual([]);
    expect(first.balances).toEqual({ provvigioni: 1_700, comarketing: 55 * 100 + (54 * 55) / 2, cashback: 0 });
    const csv = await reseller.browser.get('/rest/account_movements?format=csv&tipo=provvigioni');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
  });

  it("dates a movement by the provider's day, not the UTC one", async () => {
    const reseller = await resellerFixture();
    // 23:30 UTC is already the next day in Rome, in winter (UTC+1) and in summer (UTC+2).
    await credit(reseller.id, 'provvigioni', 100, new Date('2026-01-14T23:30:00Z'));
    await credit(reseller.id, 'provvigioni', 200, new Date('2026-07-14T22:30:00Z'));
    await credit(reseller.id, 'provvigioni', 300, new Date('2026-07-14T21:30:00Z'));
    const body = await statement(reseller.browser);
    expect(body.items.map((m) => [m.amount, m.data])).toEqual([
      [200, '2026-07-15'],
      [300, '2026-07-14'],
      [100, '2026-01-15'],
    ]);
  });

  it('shows no movement of another reseller, nor the customer credit', async () => {
    const one = await resellerFixture();
    const two = await resellerFixture();
    await credit(one.id, 'provvigioni', 5_000);
    await t.db
      .insertInto('credit_movements')
      .values({ company_id: two.id, tipo: 'credito', amount: 900, currency: 'CHF', descrizione: 'Credito' })
      .execute();
    const body = await statement(two.browser);
    expect(body.items).toEqual([]);
    expect(body.balances).toEqual({ provvigioni: 0, comarketing: 0, cashback: 0 });
  });

  it('tells the cashback state: survey missing, to choose, active, expired', async () => {
    const missing = await resellerFixture({ survey_completion_date: null });
    expect((await statement(missing.browser)).cashback_status).toBe('survey_missing');
    const choose = await resellerFixture();
    expect((await statement(choose.browser)).cashback_status).toBe('choose');
    const active = await resellerFixture({ cashback_months: [1, 2, 3], cashback_until: plusMonths(today(), 1) });
    expect((await statement(active.browser)).cashback_status).toBe('active');
    const expired = await resellerFixture({ cashback_months: [1, 2, 3], cashback_until: plusMonths(today(), -1) });
    expect((await statement(expired.browser)).cashback_status).toBe('expired');
  });
});

describe('POST /rest/commissions', () => {
  it('takes a commission with its invoice: debits the balance at once, remembers the IBAN, tells finance, waits in the queue', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 30_000);
    const response = await request(reseller.browser, {
      tipo: 'provvigioni',
      importo: '120.50',
      iban: IBAN,
      messaggio: 'Fattura 7',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { id: number; balance: number; message: string };
    expect(answer).toMatchObject({
      result: 'ok',
      balance: 30_000 - 12_050,
      message:
        'Fattura ricevuta correttamente e credito scalato. Verrai contattato dalla nostra amministrazione per il pagamento.',
    });
    const body = await statement(reseller.browser);
    expect(body.balances.provvigioni).toBe(17_950);
    expect(body.iban).toBe('CH9300762011623852957');
    expect(body.items[0]).toMatchObject({
      amount: -12_050,
      dettagli: `Richiesta provvigioni n. ${answer.id}`,
      richiesta: answer.id,
    });
    const queued = await waitingCommissionRequests(t.db);
    expect(queued.find((r) => r.id === answer.id)).toMatchObject({
      importo: 12_050,
      tipo: 'provvigioni',
      company_id: reseller.id,
    });
    const notice = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'commission_request')
      .where('subject', 'like', `%n. ${answer.id}:%`)
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain('120.50 CHF');
    expect(notice).toMatchObject({ to_address: 'amministrazione@nuvolaria.example' });
    expect(notice.text_body).toContain('CH9300762011623852957');

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(answer.id))
      .where('company_id', '=', reseller.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('movements.collection_requested');
    // The invoice is kept, served back to its company only.
    const file = await t.db
      .selectFrom('commission_request_files')
      .select('id')
      .where('request_id', '=', answer.id)
      .executeTakeFirstOrThrow();
    const download = await reseller.browser.get(`/rest/commissions/${answer.id}/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stranger = await resellerFixture();
    expect((await stranger.browser.get(`/rest/commissions/${answer.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await stranger.browser.get(`/rest/commissions_receipt?id=${answer.id}`)).statusCode).toBe(404);
    // The receipt is a real PDF.
    const receipt = await reseller.browser.get(`/rest/commissions_receipt?id=${answer.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(`Ricevuta della richiesta Provvigioni n. ${answer.id}`);
    expect(text).toContain('CH9300762011623852957');
  });

  it('takes a co-marketing request with a picture, without an IBAN', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'comarketing', 5_000);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d5b1a40000000049454e44ae426082',
      'hex',
    );
    const response = await request(reseller.browser, { tipo: 'comarketing', importo: '50' }, [
      { name: 'fiera.png', content: png },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Richiesta inviata correttamente', balance: 0 });
  });

  const refusals: [
    string,
    Record<string, unknown>,
    { name: string; content: Buffer | string }[] | undefined,
    number,
    string,
  ][] = [
    [
      'a text file named .pdf',
      { tipo: 'provvigioni', importo: '100', iban: IBAN },
      [{ name: 'fattura.pdf', content: 'non sono un pdf' }],
      415,
      'La fattura deve essere un file PDF.',
    ],
    ['no invoice', { tipo: 'provvigioni', importo: '100', iban: IBAN }, [], 422, 'Allega la fattura in formato PDF.'],
    [
      'an invalid IBAN',
      { tipo: 'provvigioni', importo: '100', iban: 'CH93 0076 2011 6238 5295 8' },
      undefined,
      400,
      'IBAN non valido',
    ],
    ['no IBAN', { tipo: 'provvigioni', importo: '100' }, undefined, 400, ''],
    [
      'three decimals',
      { tipo: 'provvigioni', importo: '100.005', iban: IBAN },
      undefined,
      400,
      'Importo non valido: inserisci un numero con al massimo due decimali.',
    ],
    [
      'below collect_from',
      { tipo: 'provvigioni', importo: '99.99', iban: IBAN },
      undefined,
      422,
      "L'importo minimo richiedibile è 100.00 CHF.",
    ],
    [
      'above the balance',
      { tipo: 'provvigioni', importo: '300.01', iban: IBAN },
      undefined,
      422,
      "L'importo supera il saldo disponibile (300.00 CHF).",
    ],
    ['co-marketing without attachments', { tipo: 'comarketing', importo: '1' }, [], 422, 'Allega almeno un documento.'],
    [
      'co-marketing above its balance',
      { tipo: 'comarketing', importo: '0.01' },
      undefined,
      409,
      'Il saldo non consente ancora la richiesta.',
    ],
  ];
  it.each(refusals)('refuses %s with a clear message, changing nothing', async (_, json, files, status, message) => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 30_000);
    const response = await request(reseller.browser, json, files);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { message: string; errors?: Record<string, string> };
    if (message) expect([body.message, ...Object.values(body.errors ?? {})]).toContain(message);
    expect(await movementsOf(reseller.id)).toHaveLength(1);
    expect(
      await t.db.selectFrom('commission_requests').select('id').where('company_id', '=', reseller.id).execute(),
    ).toEqual([]);
  });

  it('refuses an oversize file (413) and more files than allowed, changing nothing', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 30_000);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await request(reseller.browser, { tipo: 'provvigioni', importo: '100', iban: IBAN }, [
      { name: 'f.pdf', content: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'Ogni file può pesare al massimo 10 MiB.',
      reason: 'file_too_large',
    });
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF }));
    expect(
      (await request(reseller.browser, { tipo: 'provvigioni', importo: '100', iban: IBAN }, many)).statusCode,
    ).toBe(413);
    expect(await movementsOf(reseller.id)).toHaveLength(1);
  });

  it('refuses commissions to a reseller without a discount (403)', async () => {
    const reseller = await resellerFixture({ sconto: 0 });
    await credit(reseller.id, 'provvigioni', 30_000);
    const response = await request(reseller.browser, { tipo: 'provvigioni', importo: '100', iban: IBAN });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'no_commissions' });
  });

  it('lets only one of two requests for the whole balance at once through', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 25_000);
    const json = { tipo: 'provvigioni', importo: '250', iban: IBAN };
    const [a, b] = await Promise.all([request(reseller.browser, json), request(reseller.browser, json)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(0);
    expect(
      await t.db.selectFrom('commission_requests').select('id').where('company_id', '=', reseller.id).execute(),
    ).toHaveLength(1);
  });
});

describe('the operator console decides a request', () => {
  const decision = () => ({ db: t.db, source: SYSTEM_SOURCE, now: new Date() });
  it('marks it paid once; a rejected one gives the credit back in the same transaction, once', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 40_000);
    const first = (await request(reseller.browser, { tipo: 'provvigioni', importo: '150', iban: IBAN })).json() as {
      id: number;
    };
    const second = (await request(reseller.browser, { tipo: 'provvigioni', importo: '200', iban: IBAN })).json() as {
      id: number;
    };
    await markCommissionPaid(decision(), first.id, today());
    await expect(markCommissionPaid(decision(), first.id, today())).rejects.toMatchObject({
      options: { reason: 'request_decided' },
    });
    await rejectCommissionRequest(decision(), second.id);
    await expect(rejectCommissionRequest(decision(), second.id)).rejects.toMatchObject({
      options: { reason: 'request_decided' },
    });
    await expect(rejectCommissionRequest(decision(), 99_999_999)).rejects.toMatchObject({
      options: { reason: 'request_not_found' },
    });
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(40_000 - 15_000);
    const rows = await t.db
      .selectFrom('commission_requests')
      .select(['id', 'stato', 'paid_on'])
      .where('company_id', '=', reseller.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first.id, stato: 'pagata', paid_on: today() },
      { id: second.id, stato: 'rifiutata', paid_on: null },
    ]);
  });
});

describe("the operator console's queue of commission and co-marketing requests", () => {
  let staff: TestBrowser;
  let support: TestBrowser;
  beforeAll(async () => {
    staff = new TestBrowser(t.app);
    await staff.loginTo('staff');
    support = new TestBrowser(t.app);
    await support.loginTo('supporto');
  });
  const QUEUE = '/rest/staff/queues/commission_requests';
  const itemOf = async (requestId: number) =>
    ((await staff.get(`${QUEUE}?size=100`)).json() as Page<StaffQueueItem>).items.find((i) => i.id === requestId);
  const count = async () =>
    ((await staff.get('/rest/staff/queues')).json() as StaffQueueCounts).queues.find(
      (q) => q.kind === 'commission_requests',
    )?.count ?? 0;
  const asked = async (reseller: CompanyFixture, importo = '150') => {
    const response = await request(reseller.browser, {
      tipo: 'provvigioni',
      importo,
      iban: IBAN,
      messaggio: 'Fattura 12',
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }).id;
  };
  const requestRow = (id: number) =>
    t.db.selectFrom('commission_requests').select(['stato', 'paid_on']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the waiting requests with their amount, IBAN and invoice, counted; staff open the invoice, nobody else', async () => {
    const before = await count();
    const reseller = await resellerFixture({ lingua: 'de' });
    await credit(reseller.id, 'provvigioni', 30_000);
    const id = await asked(reseller, '120.50');
    expect(await count()).toBe(before + 1);
    const item = await itemOf(id);
    expect(item).toMatchObject({
      company_id: reseller.id,
      details: {
        tipo: 'provvigioni',
        importo: 12_050,
        currency: 'CHF',
        iban: 'CH9300762011623852957',
        messaggio: 'Fattura 12',
      },
      files: [{ filename: 'fattura.pdf' }],
    });
    expect((await support.get(QUEUE)).statusCode).toBe(200);
    // The invoice: to staff (admin and support) acting on the reseller, and to the reseller itself.
    const file = `/rest/commissions/${id}/files/${item?.files?.[0]?.id}`;
    for (const b of [staff, support]) {
      const download = await b.get(`${file}?id_cliente=${reseller.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
    // Another reseller: not found, naming the company too (id_cliente is an operator's: a customer's is ignored).
    const stranger = await resellerFixture();
    expect((await stranger.browser.get(file)).statusCode).toBe(404);
    expect((await stranger.browser.get(`${file}?id_cliente=${reseller.id}`)).statusCode).toBe(404);
    // A customer that is not a reseller: refused; and the console's calls are staff only.
    const customer = await companyFixture(t.app, t.db, approved);
    expect((await customer.browser.get(file)).statusCode).toBe(403);
    const refused = await customer.browser.get(QUEUE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'staff_only' });
    const decided = await customer.browser.post(`${QUEUE}/${id}`, { decision: 'accept', paid_on: today() });
    expect(decided.statusCode).toBe(403);
    expect(decided.json()).toMatchObject({ reason: 'staff_only' });
    expect((await requestRow(id)).stato).toBe('attesa');
  });

  it('marks a request paid on a real past day, once; the owners are told in their language', async () => {
    const reseller = await resellerFixture({ lingua: 'de' });
    await credit(reseller.id, 'provvigioni', 30_000);
    const id = await asked(reseller, '120.50');
    for (const paid_on of [undefined, '', '2026-02-30', plusMonths(today(), 1)]) {
      const refused = await staff.post(`${QUEUE}/${id}`, {
        decision: 'accept',
        ...(paid_on === undefined ? {} : { paid_on }),
      });
      expect(refused.statusCode, String(paid_on)).toBe(400);
    }
    const early = await staff.post(`${QUEUE}/${id}`, { decision: 'accept', paid_on: plusMonths(today(), -1) });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ reason: 'paid_on_before_request' });
    const bySupport = await support.post(`${QUEUE}/${id}`, { decision: 'accept', paid_on: today() });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
    expect(await requestRow(id)).toEqual({ stato: 'attesa', paid_on: null });

    const before = await count();
    expect((await staff.post(`${QUEUE}/${id}`, { decision: 'accept', paid_on: today() })).statusCode).toBe(200);
    expect(await requestRow(id)).toEqual({ stato: 'pagata', paid_on: today() });
    expect(await count()).toBe(before - 1);
    expect(await itemOf(id)).toBeUndefined();
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(30_000 - 12_050);
    const [mail] = await mailsTo(t.db, `${reseller.username}@fixture.example`);
    expect(mail).toMatchObject({ template: 'request_decided', language: 'de' });
    expect(mail?.subject).toContain('angenommen');
    expect(mail?.text_body).toMatch(/Auszahlung von CHF\s120\.50 Provisionen/u);
    const [y, m, d] = today().split('-');
    expect(mail?.text_body).toContain(`Die Zahlung wurde am ${d}.${m}.${y} ausgeführt.`);
    expect(mail?.text_body).toContain('/account_movements');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_role', 'after'])
      .where('subject', '=', String(id))
      .where('action', '=', 'movements.collection_paid')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_role: 'admin' });
    expect(JSON.stringify(audit.after)).toContain(today());

    for (const decision of [
      { decision: 'accept', paid_on: today() },
      { decision: 'reject', reason: 'Tardi' },
    ]) {
      const again = await staff.post(`${QUEUE}/${id}`, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'already_decided' });
    }
    expect((await staff.post(`${QUEUE}/99999999`, { decision: 'reject', reason: 'No' })).statusCode).toBe(404);
  });

  it('rejects a request with a reason and gives the credit back in the same transaction, once', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 30_000);
    const id = await asked(reseller, '200');
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(10_000);
    expect((await staff.post(`${QUEUE}/${id}`, { decision: 'reject', reason: ' ' })).statusCode).toBe(400);
    const rejected = await staff.post(`${QUEUE}/${id}`, { decision: 'reject', reason: 'Fattura non intestata a noi' });
    expect(rejected.statusCode).toBe(200);
    expect(await requestRow(id)).toEqual({ stato: 'rifiutata', paid_on: null });
    const body = await statement(reseller.browser);
    expect(body.balances.provvigioni).toBe(30_000);
    expect(body.items[0]).toMatchObject({
      amount: 20_000,
      dettagli: `Richiesta provvigioni n. ${id} non accolta: credito restituito`,
    });
    const [mail] = await mailsTo(t.db, `${reseller.username}@fixture.example`);
    expect(mail?.subject).toContain('non accolta');
    expect(mail?.text_body).toContain('Motivo: Fattura non intestata a noi');
    expect(mail?.text_body).toContain("L'importo è di nuovo disponibile nel tuo saldo.");
    const again = await staff.post(`${QUEUE}/${id}`, { decision: 'reject', reason: 'Di nuovo' });
    expect(again.statusCode).toBe(409);
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(30_000);
  });

  it('two decisions at once: one wins, the other finds it decided; the credit comes back at most once', async () => {
    const reseller = await resellerFixture();
    await credit(reseller.id, 'provvigioni', 30_000);
    const id = await asked(reseller, '250');
    const other = new TestBrowser(t.app);
    await other.loginTo('staff');
    const [a, b] = await Promise.all([
      staff.post(`${QUEUE}/${id}`, { decision: 'reject', reason: 'Doppia' }),
      other.post(`${QUEUE}/${id}`, { decision: 'reject', reason: 'Doppia' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await statement(reseller.browser)).balances.provvigioni).toBe(30_000);
    const second = await asked(reseller, '100');
    const [paid, refused] = await Promise.all([
      staff.post(`${QUEUE}/${second}`, { decision: 'accept', paid_on: today() }),
      other.post(`${QUEUE}/${second}`, { decision: 'reject', reason: 'Troppo tardi' }),
    ]);
    expect([paid.statusCode, refused.statusCode].sort()).toEqual([200, 409]);
    const backs = await t.db
      .selectFrom('credit_movements')
      .select('amount')
      .where('request_id', '=', second)
      .where('amount', '>', 0)
      .execute();
    expect(backs.length).toBe((await requestRow(second)).stato === 'rifiutata' ? 1 : 0);
  });
});

describe('cashback months: PUT /rest/company/{id}', () => {
  const save = (b: TestBrowser, id: number, months: unknown) =>
    b.call('PUT', `/rest/company/${id}`, { body: { cashback_months: months } });

  it.each([[[1, 2]], [[1, 2, 3, 4]], [[1, 1, 2]], [[0, 5, 6]], [[11, 12, 13]]])(
    'refuses %j with "Seleziona 3 mesi"',
    async (months) => {
      const reseller = await resellerFixture();
      const response = await save(reseller.browser, reseller.id, months);
      expect(response.statusCode).toBe(400);
      expect(Object.values((response.json() as { errors: Record<string, string> }).errors)).toContain(
        'Seleziona 3 mesi',
      );
      expect((await statement(reseller.browser)).cashback_months).toEqual([]);
    },
  );

  it('saves 3 months once, starting the cashback for a year; then 409, except for staff', async () => {
    const reseller = await resellerFixture();
    const saved = await save(reseller.browser, reseller.id, [12, 3, 7]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cashback_months: [3, 7, 12] });
    const body = await statement(reseller.browser);
    expect(body).toMatchObject({ cashback_months: [3, 7, 12], cashback_status: 'active' });
    const again = await save(reseller.browser, reseller.id, [1, 2, 3]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'cashback_locked' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'company.cashback_months_saved')
      .where('company_id', '=', reseller.id)
      .execute();
    expect(audit).toHaveLength(1);
    // An operator acting on the reseller may change them.
    const staff = new TestBrowser(t.app);
    await staff.loginTo('staff');
    const changed = await staff.call('PUT', `/rest/company/${reseller.id}?id_cliente=${reseller.id}`, {
      body: { cashback_months: [1, 2, 3] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await statement(reseller.browser)).cashback_months).toEqual([1, 2, 3]);
  });

  it('refuses the months before the survey is compiled, and to a company that is not a reseller', async () => {
    const missing = await resellerFixture({ survey_completion_date: null });
    expect((await save(missing.browser, missing.id, [1, 2, 3])).json()).toMatchObject({ reason: 'survey_missing' });
    const customer = await companyFixture(t.app, t.db, approved);
    expect((await save(customer.browser, customer.id, [1, 2, 3])).statusCode).toBe(403);
  });
});

describe('the demo reseller', () => {
  it('has a year and a half of movements of every kind, a collectable commission balance and months still to choose', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('reseller');
    const body = await statement(b, '?size=100');
    const kinds = new Set(body.items.map((m) => m.tipo));
    expect([...kinds].sort()).toEqual(['cashback', 'comarketing', 'provvigioni', 'segnalazioni']);
    const oldest = body.items.map((m) => m.data).sort()[0]!;
    expect(oldest <= plusMonths(today(), -17)).toBe(true);
    expect(body.items.some((m) => m.scadenza !== null)).toBe(true);
    expect(body.balances.provvigioni).toBeGreaterThanOrEqual(body.collect_from);
    expect(body.balances.comarketing).toBeGreaterThan(0);
    expect(body).toMatchObject({ cashback_status: 'choose', cashback_months: [] });
    // A request waits in the operator console's queue.
    const waiting = await waitingCommissionRequests(t.db);
    expect(waiting.find((r) => r.messaggio === DEMO_WAITING_COMMISSION.messaggio)).toMatchObject({
      importo: DEMO_WAITING_COMMISSION.importo,
      tipo: 'provvigioni',
    });
    // Nothing of it is older than 15 months and still unspent: the daily run has nothing to expire.
    const alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
    const cutoff = plusMonths(today(), -15);
    const movements = await t.db
      .selectFrom('credit_movements')
      .select(['tipo', 'amount', 'data'])
      .where('company_id', '=', alpi)
      .execute();
    for (const kinds of Object.values(KINDS_OF_BALANCE)) {
      const of = movements.filter((m) => (kinds as readonly string[]).includes(m.tipo));
      const earnedBefore = of
        .filter((m) => m.amount > 0 && isoDateIn(m.data, PROVIDER_TIME_ZONE) < cutoff)
        .reduce((sum, m) => sum + m.amount, 0);
      const taken = of.filter((m) => m.amount < 0).reduce((sum, m) => sum - m.amount, 0);
      expect(earnedBefore, kinds.join()).toBeLessThanOrEqual(taken);
    }
  });
});
