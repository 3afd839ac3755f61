import { CompiledQueries } from '../../platform/db/compiled-queries.ts';
import type { Db } from '../../platform/db/database.ts';

/** Whose read marks: a user for one company (staff acting on a customer keep their own). */
export interface Reader {
  userId: number;
  companyId: number;
}

/** The ids among `ids` this reader has marked read. */
export async function readAlertIds(db: Db, reader: Reader, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.executeQuery(
    readQueries.for(null, { user: reader.userId, company: reader.companyId, ids: [...ids] }),
  );
  return new Set(rows.map((r) => r.alert_id));
}

/** Read for the alerts of every page (the top bar): compiled once per number of alerts (compiled-queries.ts). */
const readQueries = new CompiledQueries((qb, _shape: null, v: { user: number; company: number; ids: string[] }) =>
  qb
    .selectFrom('alert_reads')
    .select('alert_id')
    .where('user_id', '=', v.user)
    .where('company_id', '=', v.company)
    .where('alert_id', 'in', v.ids),
);

/** Marks these alerts read (once: a second mark keeps the first time). */
export async function markRead(db: Db, reader: Reader, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('alert_reads')
    .values(ids.map((alert_id) => ({ user_id: reader.userId, company_id: reader.companyId, alert_id, read_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'company_id', 'alert_id']).doNothing())
    .execute();
}

/** Marks these alerts unread again. */
export async function markUnread(db: Db, reader: Reader, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('alert_reads')
    .where('user_id', '=', reader.userId)
    .where('company_id', '=', reader.companyId)
    .where('alert_id', 'in', ids)
    .execute();
}

/** A read mark lasts this long: by then its alert is gone, or (a year unpaid) worth announcing again. */
export const ALERT_READ_KEEP_DAYS = 365;

/** Housekeeping: the read marks older than ALERT_READ_KEEP_DAYS. */
export async function pruneAlertReads(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ALERT_READ_KEEP_DAYS * 86_400_000);
  const result = await db.deleteFrom('alert_reads').where('read_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
