import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { housekeepingJob } from './housekeeping.ts';
import type { Db } from './platform/db/database.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './platform/jobs/job-queue.ts';
import { sendOutboxJob } from './platform/mail/outbox-job.ts';
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
 * it mails stay in the outbox, as DEMO's mailbox shows them). Renewals and dunning join here.
 */
export function createAppJobs({ config, db, log, work, tuning }: AppJobsOptions): JobQueue {
  const sender = config.smtpUrl
    ? createMailSender({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, brandOverrides: config.brand, log })
    : undefined;
  const queue = createJobQueue({
    db,
    log,
    work,
    definitions: [housekeepingJob(db), ...(sender ? [sendOutboxJob(sender)] : [])],
    ...tuning,
  });
  return {
    ...queue,
    stop: async () => {
      await queue.stop();
      sender?.close();
    },
  };
}
