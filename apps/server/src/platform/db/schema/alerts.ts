import type { CreatedAt } from './column-types.ts';

/** A user's read mark on one of a company's alerts (migration 0047); no row: unread. */
export interface AlertReadsTable {
  user_id: number;
  company_id: number;
  /** The derived alert's id ('overdue-…', 'trial-…'): stable while its cause lasts. */
  alert_id: string;
  read_at: CreatedAt;
}

/** The tables of this area, by name. */
export interface AlertsTables {
  alert_reads: AlertReadsTable;
}
