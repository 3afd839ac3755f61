import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import { portalBaseUrl } from '../../platform/mail/mailer.ts';
import type { UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import { chargeDueInstallments, type PaymentProviders } from '../ledger/index.ts';
import { finishRun, startRun } from './billing-store.ts';
import type { BillingRunContext, BillingStep } from './billing-step.ts';
import { creditExpiry } from './credit-expiry.ts';
import { paymentReminders } from './reminders.ts';
import { renewalInvoices } from './renewal-invoices.ts';
import { overdueSuspensions } from './suspensions.ts';
import { trialEnds } from './trial-ends.ts';

/** Recurring payments (spec 2 §4, §9): the installments due by the run's day, charged through their mandate. */
const recurringCharges: BillingStep = async (run) => {
  const charged = await chargeDueInstallments(run.db, run.providers, run.now, portalBaseUrl(run.config));
  if (charged > 0) run.count('recurring_charges', charged);
};

/** In this order: what is invoiced today can be charged and reminded today; a trial's first invoice precedes its end. */
const STEPS: readonly [string, BillingStep][] = [
  ['renewal_invoices', renewalInvoices],
  ['recurring_charges', recurringCharges],
  ['reminders', paymentReminders],
  ['suspensions', overdueSuspensions],
  ['trial_ends', trialEnds],
  ['credit_expiry', creditExpiry],
];

export interface BillingRunReport {
  runId: number;
  asOf: string;
  counts: Record<string, number>;
  failures: { company_id: number; step: string; error: string }[];
}

/**
 * The day's billing run (DESIGN §5; docs/decisions.md "The daily billing run"), as of `asOf`
 * ('YYYY-MM-DD', the provider's day; today by default): renewal invoices, recurring charges,
 * reminders, suspensions of unpaid renewals, trials ending, credit expiry. Each thing once, however
 * often and in however many processes it runs: every action takes a unique key in the transaction
 * that does it. One company's failure is kept on the run and the others go on; the next run takes
 * it up again. Run by the daily job and by `npm run ops -- billing run [--date]`.
 */
export async function runBillingDay(
  ctx: UseCaseContext,
  providers: PaymentProviders,
  asOf: string = isoDateIn(ctx.now, PROVIDER_TIME_ZONE),
): Promise<BillingRunReport> {
  // A day other than today acts at its noon, so what it writes carries that day.
  const now = isoDateIn(ctx.now, PROVIDER_TIME_ZONE) === asOf ? ctx.now : new Date(`${asOf}T11:00:00Z`);
  const runId = await startRun(ctx.db, asOf, now);
  const counts: Record<string, number> = {};
  const failures: BillingRunReport['failures'] = [];
  const run: BillingRunContext = {
    db: ctx.db,
    config: ctx.config,
    log: ctx.log,
    jobs: ctx.jobs,
    providers,
    runId,
    asOf,
    now,
    count: (what, n = 1) => {
      counts[what] = (counts[what] ?? 0) + n;
    },
    each: async (companyId, step, work) => {
      try {
        await work();
      } catch (error) {
        failures.push({ company_id: companyId, step, error: String(error) });
        ctx.log.error({ err: error, company_id: companyId, step, as_of: asOf }, 'billing run: an item failed');
      }
    },
  };
  for (const [name, step] of STEPS) {
    try {
      await step(run);
    } catch (error) {
      failures.push({ company_id: 0, step: name, error: String(error) });
      ctx.log.error({ err: error, step: name, as_of: asOf }, 'billing run: a step failed');
    }
  }
  await finishRun(ctx.db, runId, counts, failures, now === ctx.now ? new Date() : now);
  await writeAudit(ctx.db, SYSTEM_SOURCE, {
    action: 'billing.run',
    companyId: null,
    subject: runId,
    after: { as_of: asOf, counts, failures: failures.length },
  });
  return { runId, asOf, counts, failures };
}
