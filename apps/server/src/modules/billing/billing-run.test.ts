import { addDays } from '@sportello/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/use-cases/use-case-context.ts';
import { billingCompany, billingProduct, recurringMandate } from '../../test-support/billing-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { testConfig } from '../../test-support/test-app.ts';
import { paymentProviders, RECURRING_CHARGE_ATTEMPTS, type PaymentProviders } from '../ledger/index.ts';
import { billingCommand, BillingUsageError, runBillingDay } from './index.ts';

let database: TestDatabase;
const db = () => database.db;
const ctx = () => systemContext({ db: db(), config: testConfig(), log: pino({ level: 'silent' }), digest: (v) => v });
const sandbox = () => paymentProviders(['sandbox'], (v) => `digest:${v}`);

beforeAll(async () => {
  database = await createTestDatabase('seeded', { racing: true });
});
afterAll(() => database.drop());

describe('runs at the same moment', () => {
  it('issue each renewal, reminder and suspension once, however many run at once', async () => {
    const day = '2031-06-10';
    const company = await billingCompany(db(), 'BBW');
    const renewing = await Promise.all(
      [5, 12, 20, 28].map((days) =>
        billingProduct(db(), company.id, { data_fine: addDays(day, days), importo: 1_000 * days }),
      ),
    );
    // Invoiced 48 days before the day and never paid: suspended three days before it.
    const late = await billingProduct(db(), company.id, { data_fine: addDays(day, -41), importo: 700 });
    const reports = [];
    for (const [asOf, runs] of [
      [addDays(day, -48), 4],
      [addDays(day, -3), 4],
      [day, 5],
    ] as const) {
      reports.push(...(await Promise.all(Array.from({ length: runs }, () => runBillingDay(ctx(), sandbox(), asOf)))));
    }
    expect(reports.flatMap((r) => r.failures)).toEqual([]);
    const rows = await db()
      .selectFrom('invoice_rows')
      .innerJoin('invoices', 'invoices.id', 'invoice_rows.invoice_id')
      .select(['invoice_rows.product_id', 'invoices.nr'])
      .where('invoices.company_id', '=', company.id)
      .execute();
    // Every product on exactly one invoice, each invoice once.
    expect(rows.map((r) => r.product_id).sort()).toEqual([...renewing, late].sort());
    expect(new Set(rows.map((r) => r.nr)).size).toBe(rows.length);
    const actions = await db()
      .selectFrom('billing_actions')
      .select(['kind', 'as_of'])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { kind: 'renewal_invoice', as_of: addDays(day, -48) },
      { kind: 'renewal_invoice', as_of: addDays(day, -3) },
      { kind: 'renewal_invoice', as_of: addDays(day, -3) },
      { kind: 'renewal_invoice', as_of: addDays(day, -3) },
      { kind: 'suspension', as_of: addDays(day, -3) },
      { kind: 'renewal_invoice', as_of: day },
      { kind: 'reminder_before', as_of: day },
    ]);
    const suspended = await db().selectFrom('products').selectAll().where('id', '=', late).executeTakeFirstOrThrow();
    expect(suspended).toMatchObject({ stato_amministrativo: 'scaduto', stato_tecnico: 'sospeso' });
    const mails = await db()
      .selectFrom('outbox')
      .select('template')
      .where('to_address', '=', company.billingMail)
      .execute();
    expect(mails.map((m) => m.template).sort()).toEqual(['payment_reminder_before']);
  });
});

describe('recurring charges', () => {
  it('try a refused charge again three days later, three times in all, then leave it to the customer', async () => {
    const company = await billingCompany(db(), 'BBW');
    await recurringMandate(db(), company.id, 'EUR', 'axerve');
    await billingProduct(db(), company.id, { data_fine: '2032-02-10', importo: 9_000 });
    const charged: string[] = [];
    const refusing = {
      ...sandbox(),
      byName: (name: string) =>
        name === 'axerve'
          ? {
              ...sandbox().sandbox!,
              name: 'axerve' as const,
              async chargeRecurring(request: { token: string; description: string }) {
                charged.push(request.description);
                return { token: request.token, eventKey: `refused:${request.token}`, outcome: 'refused' as const };
              },
            }
          : undefined,
    } as PaymentProviders;
    for (let d = 0; d <= 30; d += 1) await runBillingDay(ctx(), refusing, addDays('2032-01-20', d));
    const attempts = await db()
      .selectFrom('payment_transactions')
      .select(['status', 'created_at'])
      .where('company_id', '=', company.id)
      .where('recurring', '=', true)
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => [a.status, a.created_at.toISOString().slice(0, 10)])).toEqual([
      ['refused', '2032-02-10'],
      ['refused', '2032-02-13'],
      ['refused', '2032-02-16'],
    ]);
    expect(charged).toHaveLength(RECURRING_CHARGE_ATTEMPTS);
    const installment = await db()
      .selectFrom('installments')
      .select('paid_at')
      .where('company_id', '=', company.id)
      .where('data', '=', '2032-02-10')
      .executeTakeFirstOrThrow();
    expect(installment.paid_at).toBeNull();
  });
});

describe('npm run ops -- billing', () => {
  it('runs a day and prints what it did; shows a day’s runs; refuses a bad date', async () => {
    const company = await billingCompany(db(), 'BSW', { ragione_sociale: 'Ops Billing SA' });
    const product = await billingProduct(db(), company.id, {
      data_fine: '2033-07-20',
      importo: 4_000,
      currency: 'CHF',
    });
    const run = await billingCommand(ctx(), sandbox(), ['run', '--date', '2033-06-25']);
    expect(run).toMatch(/^Run \d+ as of 2033-06-25, started .*renewal_invoices 1/);
    expect(run).toContain(
      `renewal_invoice · company ${company.id} Ops Billing SA · product ${product} · invoice BSW-2033-`,
    );
    const again = await billingCommand(ctx(), sandbox(), ['run', '--date', '2033-06-25']);
    expect(again).not.toContain(`product ${product}`);
    const shown = await billingCommand(ctx(), sandbox(), ['show', '--date', '2033-06-25']);
    expect(shown.match(/^Run \d+ as of 2033-06-25/gm)).toHaveLength(2);
    expect(shown).toContain(`product ${product}`);
    expect(await billingCommand(ctx(), sandbox(), ['show', '--date', '1999-01-01'])).toBe(
      'No billing run as of 1999-01-01.',
    );
    await expect(billingCommand(ctx(), sandbox(), ['run', '--date', '2033-02-30'])).rejects.toThrow(BillingUsageError);
    await expect(billingCommand(ctx(), sandbox(), ['run', '--day', '2033-02-03'])).rejects.toThrow(BillingUsageError);
    await expect(billingCommand(ctx(), sandbox(), ['rerun'])).rejects.toThrow(BillingUsageError);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', company.id)
      .where('action', '=', 'billing.renewal_invoiced')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
