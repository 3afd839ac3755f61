// The daily billing run (DESIGN §5 "money moves on a clock"): renewal invoices, recurring charges,
// reminders, suspensions of unpaid renewals, trials ending and credit expiry, each once, as of a
// day — run by its daily job and by the ops command, which also shows what a day's runs did.
export { runBillingDay, type BillingRunReport } from './billing-run.ts';
export { billingDay } from './billing-store.ts';
export { BILLING_DAY_JOB, billingDayJob } from './billing-job.ts';
export { BILLING_USAGE, billingCommand, BillingUsageError } from './billing-ops.ts';
