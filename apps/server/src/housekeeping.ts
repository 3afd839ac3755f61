import { deleteExpiredCheckTokens } from './features/auth/check-token-store.ts';
import { deleteExpiredOidcRequests } from './features/auth/oidc/oidc-store.ts';
import { foldOpenTicketCounts } from './features/tickets/tickets-store.ts';
import { foldListCounts } from './platform/db/list-counts.ts';
import { pruneAlertReads } from './modules/alerts/index.ts';
import { foldCreditBalances } from './modules/ledger/index.ts';
import { deleteExpiredAuthRequests, deleteExpiredEmailTokens, deleteExpiredInvites } from './modules/users/index.ts';
import { deleteExpiredAttempts } from './platform/security/auth-throttle-store.ts';
import { deleteStaleLoginRecords } from './platform/security/login-ban-store.ts';
import type { Db } from './platform/db/database.ts';
import type { JobDefinition } from './platform/jobs/job-queue.ts';
import { deleteOldMail } from './platform/mail/outbox-store.ts';
import { deleteExpiredRateLimits } from './platform/security/rate-limit-store.ts';
import { deleteExpiredSessions } from './platform/sessions/session-store.ts';

/**
 * Removes rows nobody can use any more: expired sessions, form tokens,
 * rate-limit windows, lifted bans, old login failures, ended budgets of
 * failed checks. Idempotent, so a second run at the same time does no harm.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredCheckTokens(db, now);
  await deleteExpiredEmailTokens(db, now);
  await deleteExpiredOidcRequests(db, now);
  await deleteOldMail(db, now);
  await deleteExpiredRateLimits(db, now);
  await deleteStaleLoginRecords(db, now);
  await deleteExpiredAttempts(db, now);
  await deleteExpiredInvites(db, now);
  await deleteExpiredAuthRequests(db, now);
  await pruneAlertReads(db, now);
}

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * purgeExpired every hour, in one worker of however many run; the open tickets' and long lists' counts
 * and the kept credit balances folded too.
 */
export function housekeepingJob(db: Db): JobDefinition {
  return {
    name: HOUSEKEEPING_JOB,
    schedule: '0 * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    handle: async () => {
      await purgeExpired(db);
      await foldOpenTicketCounts(db);
      await foldListCounts(db);
      await foldCreditBalances(db);
    },
  };
}
