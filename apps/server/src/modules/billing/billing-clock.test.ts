import { addDays, nextPeriodEnd, rowAmounts, type CreditKind } from '@sportello/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/use-cases/use-case-context.ts';
import {
  billingCompany,
  billingProduct,
  payInstallmentAt,
  recurringMandate,
} from '../../test-support/billing-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { testConfig } from '../../test-support/test-app.ts';
import { paymentProviders } from '../ledger/index.ts';
import { runBillingDay } from './index.ts';

/**
 * The billing engine on a clock: two small companies (an Italian one billed by BBW, a Swiss one on
 * monthly invoicing and recurring payments billed by BSW) walked day by day for 400 days, two runs
 * at once on each of the first 100, checking every invoice, reminder, state and amount on the way.
 */
const START = '2027-03-01';
const DAYS = 400;
const END = addDays(START, DAYS);
const DOUBLE_RUN_DAYS = 100;

let database: TestDatabase;
const config = testConfig();
const providers = paymentProviders(['sandbox'], (v) => `digest:${v}`);
let A: Awaited<ReturnType<typeof billingCompany>>;
let B: Awaited<ReturnType<typeof billingCompany>>;
const p = {} as Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7' | 'b1' | 'b2' | 'b3', number>;
/** Each day's states of the products, as the walk found them after the day's runs. */
const states = new Map<
  string,
  Map<number, { stato_amministrativo: string; stato_tecnico: string; data_fine: string; free_period: number }>
>();

const db = () => database.db;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

async function invoicesOf(companyId: number) {
  const invoices = await db()
    .selectFrom('invoices')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('data', '>=', START)
    .orderBy('id')
    .execute();
  return Promise.all(
    invoices.map(async (invoice) => ({
      ...invoice,
      rows: await db()
        .selectFrom('invoice_rows')
        .selectAll()
        .where('invoice_id', '=', invoice.id)
        .orderBy('position')
        .execute(),
      installments: await db().selectFrom('installments').selectAll().where('invoice_id', '=', invoice.id).execute(),
    })),
  );
}

/** The customers' side of the walk: company A pays its monthly product and its trial the day they are invoiced, and product a1's overdue renewal late. */
async function customersPay(day: string) {
  const unpaid = await db()
    .selectFrom('installments')
    .innerJoin('invoice_rows', 'invoice_rows.invoice_id', 'installments.invoice_id')
    .select(['installments.id', 'invoice_rows.product_id'])
    .where('installments.company_id', '=', A.id)
    .where('installments.paid_at', 'is', null)
    .execute();
  for (const i of unpaid) {
    const payNow = i.product_id === p.a4 || i.product_id === p.a5 || (i.product_id === p.a1 && day === '2027-05-20');
    if (payNow) await payInstallmentAt(db(), i.id, noon(day));
  }
}

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  A = await billingCompany(db(), 'BBW');
  B = await billingCompany(db(), 'BSW', { fatturazione_mensile: true });
  p.a1 = await billingProduct(db(), A.id, { data_fine: '2027-04-10', importo: 10_000 });
  p.a2 = await billingProduct(db(), A.id, {
    data_fine: '2027-03-21',
    importo: 4_000,
    stato_amministrativo: 'non rinnovare',
  });
  p.a3 = await billingProduct(db(), A.id, { data_fine: '2027-03-21', importo: 2_500, durata: 'Una tantum' });
  p.a4 = await billingProduct(db(), A.id, { data_fine: '2027-03-06', importo: 1_000, durata: 'Mensile' });
  p.a5 = await billingProduct(db(), A.id, { data_fine: '2027-03-26', importo: 5_000, free_period: 30 });
  p.a6 = await billingProduct(db(), A.id, {
    data_fine: '2027-03-13',
    importo: 5_000,
    free_period: 30,
    stato_amministrativo: 'non rinnovare',
  });
  p.a7 = await billingProduct(db(), A.id, { data_fine: '2027-03-20', importo: 3_000, rinnovo_automatico: false });
  p.b1 = await billingProduct(db(), B.id, { data_fine: '2027-04-20', importo: 20_000, currency: 'CHF' });
  p.b2 = await billingProduct(db(), B.id, { data_fine: '2027-04-25', importo: 5_000, currency: 'CHF' });
  p.b3 = await billingProduct(db(), B.id, { data_fine: '2027-05-10', importo: 3_000, currency: 'CHF' });
  await recurringMandate(db(), B.id, 'CHF');
  await db()
    .insertInto('credit_movements')
    .values([
      { company_id: B.id, tipo: 'credito', amount: 5_000, currency: 'CHF', data: noon('2025-09-01') },
      { company_id: B.id, tipo: 'credito', amount: -1_000, currency: 'CHF', data: noon('2026-10-01') },
      { company_id: B.id, tipo: 'credito', amount: 3_000, currency: 'CHF', data: noon('2026-01-10') },
      // B is a partner too: referrals count with its commissions, and a collection took part of them.
      { company_id: B.id, tipo: 'provvigioni', amount: 10_000, currency: 'CHF', data: noon('2025-09-01') },
      { company_id: B.id, tipo: 'segnalazioni', amount: 2_000, currency: 'CHF', data: noon('2025-09-01') },
      { company_id: B.id, tipo: 'provvigioni', amount: -3_000, currency: 'CHF', data: noon('2026-11-01') },
      { company_id: B.id, tipo: 'provvigioni', amount: 4_000, currency: 'CHF', data: noon('2026-11-01') },
    ])
    .execute();

  const ctx = systemContext({ db: db(), config, log: pino({ level: 'silent' }), digest: (v) => v });
  for (let d = 0; d <= DAYS; d += 1) {
    const day = addDays(START, d);
    // Two runs at once every day of the first 100 (every kind of action happens in them): whatever is due is done once.
    await Promise.all(
      d < DOUBLE_RUN_DAYS
        ? [runBillingDay(ctx, providers, day), runBillingDay(ctx, providers, day)]
        : [runBillingDay(ctx, providers, day)],
    );
    await customersPay(day);
    const rows = await db()
      .selectFrom('products')
      .select(['id', 'stato_amministrativo', 'stato_tecnico', 'data_fine', 'free_period'])
      .where('company_id', 'in', [A.id, B.id])
      .execute();
    states.set(day, new Map(rows.map((r) => [r.id, r])));
  }
}, 600_000);
afterAll(() => database.drop());

const stateOn = (day: string, product: number) => states.get(day)!.get(product)!;

describe('a year and more of billing days', () => {
  it('invoices the monthly product every month, 7 days before it expires, for its price with VAT, once', async () => {
    const invoices = (await invoicesOf(A.id)).filter((i) => i.rows.some((r) => r.product_id === p.a4));
    const expected: { data: string; due: string }[] = [];
    for (let expiry = '2027-03-06'; addDays(expiry, -7) <= END; expiry = nextPeriodEnd(expiry, 'Mensile')) {
      const opens = addDays(expiry, -7);
      expected.push({ data: opens < START ? START : opens, due: expiry });
    }
    expect(expected.length).toBeGreaterThanOrEqual(13);
    expect(invoices.map((i) => ({ data: i.data, due: i.installments[0]!.data }))).toEqual(expected);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        purpose: 'renewal',
        currency: 'EUR',
        imponibile: 1_000,
        vatamount: 220,
        amount: 1_220,
      });
      expect(invoice.rows).toHaveLength(1);
      expect(invoice.installments).toHaveLength(1);
      expect(invoice.installments[0]!.amount).toBe(1_220);
      expect(invoice.nr).toMatch(/^BBW-20\d\d-\d{5}$/);
    }
    // Paid each month: it runs one month past the last invoice's period.
    expect(stateOn(END, p.a4).data_fine).toBe(
      expected.at(-1)!.due === END ? END : nextPeriodEnd(expected.at(-1)!.due, 'Mensile'),
    );
  });

  it('leaves alone what does not renew: cancelled, one-off, and BBW on request', async () => {
    const rows = (await invoicesOf(A.id)).flatMap((i) => i.rows.map((r) => r.product_id));
    for (const product of [p.a2, p.a3, p.a7, p.a6]) expect(rows).not.toContain(product);
    expect(stateOn(END, p.a2)).toMatchObject({ stato_amministrativo: 'non rinnovare', data_fine: '2027-03-21' });
    expect(stateOn(END, p.a7)).toMatchObject({ stato_amministrativo: 'attivo', stato_tecnico: 'attivo' });
  });

  it('ends the trials: "rinnova" gets its first invoice a week before and becomes an ordinary product, "disdici" is switched off', async () => {
    const trial = (await invoicesOf(A.id)).filter((i) => i.rows.some((r) => r.product_id === p.a5));
    expect(trial.map((i) => [i.data, i.installments[0]!.data, i.amount])).toEqual([
      ['2027-03-19', '2027-03-26', 6_100],
      ['2028-02-25', '2028-03-26', 6_100],
    ]);
    expect(trial[0]!.rows[0]!.renew_until).toBe('2028-03-26');
    expect(stateOn('2027-03-26', p.a5).free_period).toBe(30);
    expect(stateOn('2027-03-27', p.a5)).toMatchObject({
      free_period: 0,
      stato_tecnico: 'attivo',
      data_fine: '2028-03-26',
    });
    expect(stateOn('2027-03-13', p.a6).stato_tecnico).toBe('attivo');
    expect(stateOn('2027-03-14', p.a6)).toMatchObject({
      stato_tecnico: 'disattivo',
      stato_amministrativo: 'non rinnovare',
      free_period: 30,
    });
  });

  it('suspends the unpaid renewal more than 30 days late and past its grace, and the late payment reactivates it', async () => {
    const a1 = (await invoicesOf(A.id)).filter((i) => i.rows.some((r) => r.product_id === p.a1));
    expect(a1.map((i) => [i.data, i.installments[0]!.data, i.amount])).toEqual([
      ['2027-03-11', '2027-04-10', 12_200],
      ['2028-03-11', '2028-04-10', 12_200],
    ]);
    expect(stateOn('2027-03-11', p.a1)).toMatchObject({ stato_amministrativo: 'attivo', stato_tecnico: 'attivo' });
    expect(stateOn('2027-05-10', p.a1)).toMatchObject({ stato_amministrativo: 'attivo', stato_tecnico: 'attivo' });
    expect(stateOn('2027-05-11', p.a1)).toMatchObject({ stato_amministrativo: 'scaduto', stato_tecnico: 'sospeso' });
    expect(stateOn('2027-05-19', p.a1)).toMatchObject({ stato_amministrativo: 'scaduto', stato_tecnico: 'sospeso' });
    expect(stateOn('2027-05-20', p.a1)).toMatchObject({
      stato_amministrativo: 'attivo',
      stato_tecnico: 'attivo',
      data_fine: '2028-04-10',
    });
    const product = await db()
      .selectFrom('products')
      .select('pending_invoice_number')
      .where('id', '=', p.a1)
      .executeTakeFirstOrThrow();
    expect(product.pending_invoice_number).toBe(a1[1]!.nr);
  });

  it('groups the month’s renewals of a company on monthly invoicing on one invoice, charged on its due date through the mandate', async () => {
    const invoices = await invoicesOf(B.id);
    expect(
      invoices.map((i) => ({
        data: i.data,
        due: i.installments[0]!.data,
        products: i.rows.map((r) => r.product_id),
        amount: i.amount,
        paid: i.installments[0]!.paid_at?.toISOString().slice(0, 10) ?? null,
      })),
    ).toEqual([
      { data: '2027-03-02', due: '2027-04-20', products: [p.b1, p.b2], amount: 27_025, paid: '2027-04-20' },
      { data: '2027-04-01', due: '2027-05-10', products: [p.b3], amount: 3_243, paid: '2027-05-10' },
      { data: '2028-03-02', due: '2028-04-20', products: [p.b1, p.b2], amount: 27_025, paid: null },
      { data: '2028-04-01', due: '2028-05-10', products: [p.b3], amount: 3_243, paid: null },
    ]);
    for (const invoice of invoices) {
      expect(invoice.currency).toBe('CHF');
      expect(invoice.nr).toMatch(/^BSW-/);
      for (const row of invoice.rows)
        expect(row.amount + row.vatamount).toBe(Object.values(rowAmounts(row)).reduce((a, b) => a + b));
    }
    expect(stateOn('2027-04-20', p.b1).data_fine).toBe('2028-04-20');
    expect(stateOn('2027-04-20', p.b2).data_fine).toBe('2028-04-25');
    expect(stateOn('2027-05-10', p.b3).data_fine).toBe('2028-05-10');
    const charges = await db()
      .selectFrom('payment_transactions')
      .select(['amount', 'status'])
      .where('company_id', '=', B.id)
      .where('recurring', '=', true)
      .orderBy('id')
      .execute();
    expect(charges).toEqual([
      { amount: 27_025, status: 'paid' },
      { amount: 3_243, status: 'paid' },
    ]);
  });

  it('sends each reminder once, to the billing subscribers only, in the company’s language', async () => {
    const mails = await db()
      .selectFrom('outbox')
      .select(['to_address', 'template', 'language', 'subject', 'text_body'])
      .where('to_address', 'in', [A.billingMail, A.technicalMail, B.billingMail, B.technicalMail])
      .orderBy('id')
      .execute();
    const nr = async (product: number, index: number) =>
      (await invoicesOf(product === p.a1 ? A.id : B.id)).filter((i) => i.rows.some((r) => r.product_id === product))[
        index
      ]!.nr;
    expect(mails.map((m) => [m.to_address, m.template, m.language])).toEqual([
      [A.billingMail, 'payment_reminder_before', 'it'],
      [A.billingMail, 'payment_reminder_after', 'it'],
      [B.billingMail, 'payment_reminder_before', 'de'],
      [B.billingMail, 'payment_reminder_before', 'de'],
      [A.billingMail, 'payment_reminder_before', 'it'],
    ]);
    expect(mails[0]!.subject).toContain(await nr(p.a1, 0));
    expect(mails[0]!.text_body).toContain('10/04/2027');
    expect(mails[0]!.text_body).toContain('122,00');
    expect(mails[1]!.subject).toContain('Pagamento scaduto');
    expect(mails[2]!.subject).toContain(await nr(p.b1, 0));
    expect(mails[2]!.subject).toContain('Zahlung bald fällig');
    expect(mails[2]!.text_body).toContain('20.04.2027');
    expect(mails[4]!.subject).toContain(await nr(p.a1, 1));
    const days = await db()
      .selectFrom('billing_actions')
      .select(['as_of', 'kind'])
      .where('company_id', 'in', [A.id, B.id])
      .where('kind', 'like', 'reminder%')
      .orderBy('id')
      .execute();
    expect(days).toEqual(
      [
        { as_of: '2027-04-03', kind: 'reminder_before' },
        { as_of: '2027-04-13', kind: 'reminder_before' },
        { as_of: '2027-04-11', kind: 'reminder_after' },
        { as_of: '2027-05-03', kind: 'reminder_before' },
        { as_of: '2028-04-03', kind: 'reminder_before' },
      ].sort((x, y) => x.as_of.localeCompare(y.as_of)),
    );
  });

  const takenFrom = async (kinds: CreditKind[]) =>
    (
      await db()
        .selectFrom('credit_movements')
        .select(['tipo', 'amount', 'data'])
        .where('company_id', '=', B.id)
        .where('tipo', 'in', kinds)
        .where('amount', '<', 0)
        .orderBy('id')
        .execute()
    ).map((m) => [m.tipo, m.amount, m.data.toISOString().slice(0, 10)]);

  it('expires credit 15 months after it was earned, first earned first spent', async () => {
    expect(await takenFrom(['credito'])).toEqual([
      ['credito', -1_000, '2026-10-01'],
      ['credito', -4_000, START],
      ['credito', -3_000, '2027-04-11'],
    ]);
  });

  it('expires partner credit the same way, of the commission balance that referrals count in', async () => {
    expect(await takenFrom(['provvigioni', 'segnalazioni'])).toEqual([
      ['provvigioni', -3_000, '2026-11-01'],
      ['provvigioni', -9_000, START],
      ['provvigioni', -4_000, '2028-02-02'],
    ]);
  });

  it('audits every action, and issued nothing twice for two runs a day', async () => {
    const actions = await db()
      .selectFrom('billing_actions')
      .select(['kind', 'key'])
      .where('company_id', 'in', [A.id, B.id])
      .execute();
    expect(new Set(actions.map((a) => a.key)).size).toBe(actions.length);
    const invoices = [...(await invoicesOf(A.id)), ...(await invoicesOf(B.id))];
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('company_id', 'in', [A.id, B.id])
      .where('action', 'like', 'billing.%')
      .execute();
    const count = (action: string) => audited.filter((a) => a.action === action).length;
    expect(count('billing.renewal_invoiced')).toBe(invoices.length);
    expect(count('billing.reminder_before') + count('billing.reminder_after')).toBe(5);
    expect(count('billing.product_suspended')).toBe(1);
    expect(count('billing.trial_renewed')).toBe(1);
    expect(count('billing.trial_cancelled')).toBe(1);
    expect(count('billing.credit_expired')).toBe(4);
    const runs = await db()
      .selectFrom('billing_runs')
      .select(['id', 'failures', 'finished_at'])
      .where('as_of', '>=', START)
      .execute();
    expect(runs).toHaveLength(DAYS + 1 + DOUBLE_RUN_DAYS);
    expect(runs.flatMap((r) => r.failures)).toEqual([]);
    expect(runs.every((r) => r.finished_at !== null)).toBe(true);
  });
});
