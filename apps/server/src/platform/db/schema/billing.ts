import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonColumn } from './column-types.ts';

/** What one run did, by kind of action: how many of each. */
export type BillingCounts = Record<string, number>;

/** One daily billing run as of a day (migration 0033): when it ran and what it did. */
export interface BillingRunsTable {
  id: Generated<number>;
  as_of: string;
  started_at: CreatedAt;
  finished_at: Date | null;
  counts: ColumnType<BillingCounts, string | undefined, string>;
  /** Items that failed (company, what, why): the next run tries them again. */
  failures: ColumnType<{ company_id: number; step: string; error: string }[], string | undefined, string>;
}

/** One thing a billing run did, once per key (a renewal of a period, a reminder of an installment, …). */
export interface BillingActionsTable {
  id: Generated<number>;
  run_id: number;
  as_of: string;
  kind: string;
  key: string;
  company_id: number;
  product_id: number | null;
  invoice_id: number | null;
  installment_id: number | null;
  detail: JsonColumn<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** The tables of this area, by name. */
export interface BillingTables {
  billing_runs: BillingRunsTable;
  billing_actions: BillingActionsTable;
}
