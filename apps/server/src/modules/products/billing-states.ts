import type { Db } from '../../platform/db/database.ts';

/**
 * The states the daily billing run moves products through (spec 2 §4; docs/decisions.md "The daily
 * billing run"). Each write is conditional on the state it leaves, so a second run changes nothing.
 */

/** A renewal left unpaid past the grace: 'scaduto', and the service suspended. True when it changed. */
export async function suspendUnpaidProduct(db: Db, productId: number, invoiceNr: string, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('products')
    .set({ stato_amministrativo: 'scaduto', stato_tecnico: 'sospeso', updated_at: now })
    .where('id', '=', productId)
    .where('pending_invoice_number', '=', invoiceNr)
    .where('stato_amministrativo', '!=', 'scaduto')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/**
 * A trial's end (spec 3 testing_mode): renewed ('rinnova', its first invoice issued) it becomes an
 * ordinary product; cancelled ('disdici') its service is switched off and it stays a trial that ended.
 */
export async function endTrial(
  db: Db,
  productId: number,
  outcome: 'renewed' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const changed = await db
    .updateTable('products')
    .set(outcome === 'renewed' ? { free_period: 0, updated_at: now } : { stato_tecnico: 'disattivo', updated_at: now })
    .where('id', '=', productId)
    .where('free_period', '>', 0)
    .where('stato_tecnico', '!=', 'disattivo')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
