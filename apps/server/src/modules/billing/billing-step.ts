import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PaymentProviders } from '../ledger/index.ts';

/** What each step of a day's run works with. */
export interface BillingRunContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue | null;
  providers: PaymentProviders;
  runId: number;
  /** The day the run acts as of, 'YYYY-MM-DD' in the provider's day. */
  asOf: string;
  /** The moment written on what it changes (the run's own clock for a past or future day). */
  now: Date;
  /** One more of what the run did (`renewal_invoices`, `reminders`, …). */
  count(what: string, n?: number): void;
  /** Does one company's item on its own: a failure is kept on the run and logged, and the run goes on. */
  each(companyId: number, step: string, work: () => Promise<void>): Promise<void>;
}

export type BillingStep = (run: BillingRunContext) => Promise<void>;
