import type { Db } from '../../platform/db/database.ts';
import type { BillingCounts } from '../../platform/db/schema.ts';

export type BillingActionKind =
  | 'renewal_invoice'
  | 'trial_invoice'
  | 'reminder_before'
  | 'reminder_after'
  | 'suspension'
  | 'trial_renewed'
  | 'trial_cancelled'
  | 'credit_expired';

export interface ClaimedAction {
  id: number;
}

export interface ActionClaim {
  runId: number;
  asOf: string;
  kind: BillingActionKind;
  /** What makes it once: `renewal:<product>:<data_fine>`, `reminder_after:<installment>`… */
  key: string;
  companyId: number;
  productId?: number | null;
  installmentId?: number | null;
  detail?: Record<string, unknown>;
}

export async function startRun(db: Db, asOf: string, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('billing_runs')
    .values({ as_of: asOf, started_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function finishRun(
  db: Db,
  runId: number,
  counts: BillingCounts,
  failures: { company_id: number; step: string; error: string }[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('billing_runs')
    .set({ finished_at: now, counts: JSON.stringify(counts), failures: JSON.stringify(failures) })
    .where('id', '=', runId)
    .execute();
}

/**
 * Takes an action's key inside the caller's transaction: the one run that gets it does the action;
 * another run at the same moment waits on the key until the first commits, then finds it taken
 * (or, if the first rolled back, takes it). Undefined when taken.
 */
export async function claimAction(db: Db, claim: ActionClaim): Promise<ClaimedAction | undefined> {
  return db
    .insertInto('billing_actions')
    .values({
      run_id: claim.runId,
      as_of: claim.asOf,
      kind: claim.kind,
      key: claim.key,
      company_id: claim.companyId,
      product_id: claim.productId ?? null,
      installment_id: claim.installmentId ?? null,
      detail: JSON.stringify(claim.detail ?? {}),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The invoice an action issued, once it has. */
export async function noteActionInvoice(
  db: Db,
  ids: readonly number[],
  invoice: { id: number; installmentId: number | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('billing_actions')
    .set({ invoice_id: invoice.id, installment_id: invoice.installmentId })
    .where('id', 'in', ids)
    .execute();
}

/** A day's runs and what they did, for the ops command. */
export async function billingDay(db: Db, asOf: string) {
  const runs = await db.selectFrom('billing_runs').selectAll().where('as_of', '=', asOf).orderBy('id').execute();
  const actions = await db
    .selectFrom('billing_actions')
    .leftJoin('aziende', 'aziende.id', 'billing_actions.company_id')
    .leftJoin('invoices', 'invoices.id', 'billing_actions.invoice_id')
    .select([
      'billing_actions.id',
      'billing_actions.run_id',
      'billing_actions.kind',
      'billing_actions.key',
      'billing_actions.company_id',
      'aziende.ragione_sociale',
      'billing_actions.product_id',
      'billing_actions.installment_id',
      'invoices.nr',
      'billing_actions.detail',
    ])
    .where('billing_actions.as_of', '=', asOf)
    .orderBy('billing_actions.id')
    .execute();
  return { runs, actions };
}
