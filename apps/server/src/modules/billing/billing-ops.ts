import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import type { UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import type { PaymentProviders } from '../ledger/index.ts';
import { runBillingDay } from './billing-run.ts';
import { billingDay } from './billing-store.ts';

export const BILLING_USAGE = `  billing run [--date YYYY-MM-DD]  the day's billing run as of that day (today by default): renewal
                                  invoices, recurring charges, reminders, suspensions, trials ending,
                                  credit expiry — each thing once however often it runs; prints what it did
  billing show [--date YYYY-MM-DD] a day's runs and every action they took`;

/** A refused command line: the ops command prints it with the usage. */
export class BillingUsageError extends Error {}

function dateOf(args: readonly string[], today: string): string {
  if (args.length === 0) return today;
  const [flag, value] = args;
  if (flag !== '--date' || args.length !== 2 || !value || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new BillingUsageError('billing takes --date YYYY-MM-DD');
  if (
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  )
    throw new BillingUsageError(`${value} is not a date`);
  return value;
}

/** `npm run ops -- billing run|show [--date YYYY-MM-DD]`: answers the text to print. */
export async function billingCommand(
  ctx: UseCaseContext,
  providers: PaymentProviders,
  [action, ...args]: readonly string[],
): Promise<string> {
  const today = isoDateIn(ctx.now, PROVIDER_TIME_ZONE);
  if (action === 'run') {
    const report = await runBillingDay(ctx, providers, dateOf(args, today));
    return describeDay(ctx.db, report.asOf, report.runId);
  }
  if (action === 'show') return describeDay(ctx.db, dateOf(args, today));
  throw new BillingUsageError('billing takes: run [--date YYYY-MM-DD], or show [--date YYYY-MM-DD]');
}

/** A day's runs (or one of them) and their actions, one line each. */
async function describeDay(db: Db, asOf: string, onlyRun?: number): Promise<string> {
  const { runs, actions } = await billingDay(db, asOf);
  const shown = onlyRun === undefined ? runs : runs.filter((r) => r.id === onlyRun);
  if (shown.length === 0) return `No billing run as of ${asOf}.`;
  const lines: string[] = [];
  for (const run of shown) {
    const counts = Object.entries(run.counts)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ');
    lines.push(
      `Run ${run.id} as of ${asOf}, started ${run.started_at.toISOString()}${run.finished_at ? '' : ' (not finished)'}: ${counts || 'nothing to do'}`,
    );
    for (const a of actions.filter((x) => x.run_id === run.id)) {
      const parts = [
        a.kind,
        `company ${a.company_id} ${a.ragione_sociale ?? ''}`.trim(),
        a.product_id !== null ? `product ${a.product_id}` : null,
        a.nr ? `invoice ${a.nr}` : null,
        a.installment_id !== null ? `installment ${a.installment_id}` : null,
        Object.keys(a.detail).length ? JSON.stringify(a.detail) : null,
      ].filter((p) => p !== null);
      lines.push(`  ${parts.join(' · ')}`);
    }
    for (const f of run.failures) lines.push(`  FAILED ${f.step} company ${f.company_id}: ${f.error}`);
  }
  return lines.join('\n');
}
