import { sql } from 'kysely';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { endTrial } from '../products/index.ts';
import { claimAction } from './billing-store.ts';
import type { BillingStep } from './billing-step.ts';

/**
 * Trials ending (spec 3 testing_mode; spec 2 §4): the day after a trial's last day, one set to
 * 'disdici' (stato 'non rinnovare') is cancelled — its service switched off — and one set to
 * 'rinnova' whose first invoice was issued (renewalInvoices) becomes an ordinary product, that
 * invoice its first period. Once per product and trial end.
 */
export const trialEnds: BillingStep = async (run) => {
  const cancelled = await run.db
    .selectFrom('products')
    .select(['id', 'company_id', 'data_fine as trial_end'])
    .where('free_period', '>', 0)
    .where('stato_amministrativo', '=', 'non rinnovare')
    .where('stato_tecnico', '!=', 'disattivo')
    .where('data_fine', '<', run.asOf)
    .execute();
  const renewed = await run.db
    .selectFrom('products')
    .innerJoin('billing_actions', (join) =>
      join.onRef('billing_actions.product_id', '=', 'products.id').on('billing_actions.kind', '=', 'trial_invoice'),
    )
    .select(['products.id', 'products.company_id', sql<string>`billing_actions.detail->>'trial_end'`.as('trial_end')])
    .where('products.free_period', '>', 0)
    .where('products.stato_amministrativo', '=', 'attivo')
    .where(sql<boolean>`billing_actions.detail->>'trial_end' < ${run.asOf}`)
    .execute();
  const ends = [
    ...cancelled.map((p) => ({ ...p, outcome: 'cancelled' as const })),
    ...renewed.map((p) => ({ ...p, outcome: 'renewed' as const })),
  ];
  for (const trial of ends) {
    await run.each(trial.company_id, 'trial_end', () =>
      inTransaction({ db: run.db }, async ({ db }) => {
        const claimed = await claimAction(db, {
          runId: run.runId,
          asOf: run.asOf,
          kind: trial.outcome === 'renewed' ? 'trial_renewed' : 'trial_cancelled',
          key: `trial_end:${trial.id}:${trial.trial_end}`,
          companyId: trial.company_id,
          productId: trial.id,
          detail: { trial_end: trial.trial_end },
        });
        if (!claimed) return;
        if (!(await endTrial(db, trial.id, trial.outcome, run.now))) return;
        await writeAudit(db, SYSTEM_SOURCE, {
          action: `billing.trial_${trial.outcome}`,
          companyId: trial.company_id,
          subject: trial.id,
          after: { trial_end: trial.trial_end, as_of: run.asOf, run: run.runId },
        });
        run.count(`trials_${trial.outcome}`);
      }),
    );
  }
};
