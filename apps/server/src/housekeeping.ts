import { deleteExpiredAuthRequests } from './features/auth/auth-request-store.ts';
import { deleteExpiredCheckTokens } from './features/auth/check-token-store.ts';
import { deleteExpiredEmailTokens } from './features/auth/email-token-store.ts';
import { deleteExpiredOidcRequests } from './features/auth/oidc/oidc-store.ts';
import { deleteExpiredInvites } from './platform/invites/invite-store.ts';
import { deleteStaleLoginRecords } from './platform/security/login-ban-store.ts';
import type { Db } from './platform/db/database.ts';
import { deleteOldMail } from './platform/mail/outbox-store.ts';
import { deleteExpiredRateLimits } from './platform/security/rate-limit-store.ts';
import { deleteExpiredSessions } from './platform/sessions/session-store.ts';

/**
 * Removes rows nobody can use any more: expired sessions, form tokens,
 * rate-limit windows, lifted bans, old login failures. Idempotent, so any
 * number of server processes may run it.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredCheckTokens(db, now);
  await deleteExpiredEmailTokens(db, now);
  await deleteExpiredOidcRequests(db, now);
  await deleteOldMail(db, now);
  await deleteExpiredRateLimits(db, now);
  await deleteStaleLoginRecords(db, now);
  await deleteExpiredInvites(db, now);
  await deleteExpiredAuthRequests(db, now);
}
