import type { Config } from '../../config.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { systemContext } from '../../platform/use-cases/use-case-context.ts';
import { paymentProviders } from '../ledger/index.ts';
import { runBillingDay } from './billing-run.ts';

export const BILLING_DAY_JOB = 'billing.day';

/**
 * The day's billing run every morning at 05:00 UTC (06:00 or 07:00 in Rome), in one worker of
 * however many run; a retry, or a second run, finds done what was done. BILLING_RUN=0 takes the
 * schedule away (the job still runs when enqueued): the browser journeys' demo data must not be
 * billed in the middle of a run that crosses 05:00. Charging needs no signing
 * key: the sandbox's signature belongs to the browser's return, which a recurring charge never takes.
 */
export function billingDayJob(db: Db, config: Config, log: FastifyBaseLogger): JobDefinition {
  const noSigning = () => {
    throw new Error('the billing run signs nothing');
  };
  return {
    name: BILLING_DAY_JOB,
    ...(config.billingRun ? { schedule: '0 5 * * *' } : {}),
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    handle: async () => {
      const ctx = systemContext({ db, config, log, digest: noSigning });
      await runBillingDay(ctx, paymentProviders(config.payments, noSigning));
    },
  };
}
