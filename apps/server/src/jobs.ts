import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { housekeepingJob } from './housekeeping.ts';
import type { Db } from './platform/db/database.ts';
import { createJobQueue, type JobDefinition, type JobQueue, type JobQueueOptions } from './platform/jobs/job-queue.ts';
import { sendOutboxJob } from './platform/mail/outbox-job.ts';
import { billingDayJob } from './modules/billing/index.ts';
import { issueDueRefunds, paymentProviders, REFUNDS_JOB } from './modules/ledger/index.ts';
import { createMailSender } from './platform/mail/sender.ts';

export interface AppJobsOptions {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** Run the jobs here (the server with WORKER on, `npm run worker`), or only enqueue them. */
  work: boolean;
  /** Faster polling for tests. */
  tuning?: Pick<JobQueueOptions, 'pollSeconds' | 'scheduleCheckSeconds'>;
}

/**
 * Sportello's jobs on one queue: housekeeping always; sending the outbox with SMTP_URL (without
 * it mails stay in the outbox, as DEMO's mailbox shows them); the day's billing run every morning.
 */
export function createAppJobs({ config, db, log, work, tuning }: AppJobsOptions): JobQueue {
  const sender = config.smtpUrl
    ? createMailSender({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, brandOverrides: config.brand, log })
    : undefined;
  const queue = createJobQueue({
    db,
    log,
    work,
    definitions: [
      housekeepingJob(db),
      billingDayJob(db, config, log),
      refundsJob(db, config),
      ...(sender ? [sendOutboxJob(sender)] : []),
    ],
    ...tuning,
  });
  return {
    ...queue,
    stop: async () => {
      // First: the queue waits for a running drain, which a stalled SMTP server would hold for long.
      sender?.stop();
      await queue.stop();
      sender?.close();
    },
  };
}

/**
 * Refunds of money collected for checkouts that could not settle (docs/decisions.md): the
 * settlement asks the provider at once; this takes up the ones whose first attempt never ran, and
 * hands the finance team those nobody answered.
 */
function refundsJob(db: Db, config: Config): JobDefinition {
  const noSigning = () => {
    throw new Error('the refunds job signs nothing');
  };
  return {
    name: REFUNDS_JOB,
    schedule: '*/5 * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    handle: async () => {
      await issueDueRefunds({ db, providers: paymentProviders(config.payments, noSigning), brand: config.brand });
    },
  };
}
