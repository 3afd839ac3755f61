import type { Db } from '../db/database.ts';
import type { Actor } from '../access/actor.ts';

/** Where a change came from: a request's actor and address, or the system (jobs, the ops command). */
export interface AuditSource {
  actor: Actor | null;
  ip: string | null;
  requestId: string | null;
}

export const SYSTEM_SOURCE: AuditSource = { actor: null, ip: null, requestId: null };

export interface AuditEntry {
  /** `<area>.<verb>`: `company.billing_changed`, `users.invited`. */
  action: string;
  /** The company acted on; defaults to the actor's. */
  companyId?: number | null;
  /** What was acted on inside it: a user id, an address, a request id. */
  subject?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * One row of the audit log. Written inside the use case's transaction, so the record exists
 * exactly when the change does. Secrets never go in: callers pass the fields that changed.
 */
export async function writeAudit(db: Db, source: AuditSource, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      actor_user_id: source.actor?.user.id ?? null,
      staff_role: source.actor?.staff_role ?? null,
      company_id: entry.companyId === undefined ? (source.actor?.company?.id ?? null) : entry.companyId,
      subject: entry.subject === undefined || entry.subject === null ? null : String(entry.subject),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: source.ip,
      request_id: source.requestId,
    })
    .execute();
}
