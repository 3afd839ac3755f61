import type { Db } from '../../platform/db/database.ts';

export interface FeedbackReport {
  user_id: number | null;
  name: string;
  comments: string;
  /** What the error reporter knew: event id, page, error message, release, environment, browser. */
  event: Record<string, string | undefined>;
}

export async function insertFeedback(db: Db, report: FeedbackReport, now: Date): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({ ...report, event: JSON.stringify(report.event), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
