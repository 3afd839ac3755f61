import { sql } from 'kysely';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { CREDIT_EXPIRY_MONTHS, expireOldCredit } from '../ledger/index.ts';
import { claimAction } from './billing-store.ts';
import type { BillingStep } from './billing-step.ts';

/** The day `months` calendar months before `date` (the same day, clamped to the month's end). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * Partner credit and cashback earned more than 15 months ago expire (DESIGN §5; spec 2 §2 'Conto'):
 * what is left of it is written off under the company's lock, audited and recorded for the day.
 */
export const creditExpiry: BillingStep = async (run) => {
  const cutoff = monthsBefore(run.asOf, CREDIT_EXPIRY_MONTHS);
  const companies = await run.db
    .selectFrom('credit_movements')
    .select('company_id')
    .distinct()
    .where('amount', '>', 0)
    .where('data', '<', sql<Date>`${cutoff}::date`)
    .execute();
  for (const { company_id: companyId } of companies) {
    await run.each(companyId, 'credit_expiry', () =>
      inTransaction({ db: run.db }, async ({ db }) => {
        await db.selectFrom('aziende').select('id').where('id', '=', companyId).forUpdate().execute();
        const expired = await expireOldCredit(db, companyId, cutoff, run.now);
        for (const e of expired) {
          await claimAction(db, {
            runId: run.runId,
            asOf: run.asOf,
            kind: 'credit_expired',
            key: `credit_expired:${companyId}:${e.tipo}:${e.currency}:${run.asOf}:${run.runId}`,
            companyId,
            detail: { ...e, earned_before: cutoff },
          });
          await writeAudit(db, SYSTEM_SOURCE, {
            action: 'billing.credit_expired',
            companyId,
            subject: e.tipo,
            after: { ...e, earned_before: cutoff, as_of: run.asOf, run: run.runId },
          });
          run.count('credit_expired');
        }
      }),
    );
  }
};
