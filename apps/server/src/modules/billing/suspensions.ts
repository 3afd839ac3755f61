import { sql } from 'kysely';
import { suspensionDue } from '@sportello/domain';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { suspendUnpaidProduct } from '../products/index.ts';
import { claimAction } from './billing-store.ts';
import type { BillingStep } from './billing-step.ts';

/**
 * Overdue renewals (spec 2 §2, §4, §9): the invoice shows 'Insoluto' from the day after its due
 * date (computed, docs/decisions.md "Statuses computed, never stored"); once the payment is more
 * than 30 days late and the product past its grace period, the product becomes 'scaduto' and its
 * service 'sospeso', once per product and invoice. Paying the invoice later extends the product and
 * resumes the service (the ledger's settlement).
 */
export const overdueSuspensions: BillingStep = async (run) => {
  const unpaid = await run.db
    .selectFrom('products')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.nr', '=', 'products.pending_invoice_number')
        .onRef('invoices.company_id', '=', 'products.company_id'),
    )
    .innerJoin('installments', 'installments.invoice_id', 'invoices.id')
    .select([
      'products.id',
      'products.company_id',
      'products.data_fine',
      'products.grace_period',
      'invoices.nr',
      sql<string>`min(installments.data)::text`.as('due'),
    ])
    .where('products.pending_invoice_number', 'is not', null)
    .where('products.stato_amministrativo', '!=', 'scaduto')
    .where('installments.paid_at', 'is', null)
    .groupBy(['products.id', 'products.company_id', 'products.data_fine', 'products.grace_period', 'invoices.nr'])
    .orderBy('products.id')
    .execute();
  for (const product of unpaid) {
    if (!suspensionDue(product, product.due, run.asOf)) continue;
    await run.each(product.company_id, 'suspension', () =>
      inTransaction({ db: run.db }, async ({ db }) => {
        const claimed = await claimAction(db, {
          runId: run.runId,
          asOf: run.asOf,
          kind: 'suspension',
          key: `suspension:${product.id}:${product.nr}`,
          companyId: product.company_id,
          productId: product.id,
          detail: { invoice: product.nr, due: product.due, data_fine: product.data_fine },
        });
        if (!claimed) return;
        if (!(await suspendUnpaidProduct(db, product.id, product.nr, run.now))) return;
        await writeAudit(db, SYSTEM_SOURCE, {
          action: 'billing.product_suspended',
          companyId: product.company_id,
          subject: product.id,
          before: { stato_amministrativo: 'attivo' },
          after: { stato_amministrativo: 'scaduto', stato_tecnico: 'sospeso', invoice: product.nr, as_of: run.asOf },
        });
        run.count('suspensions');
      }),
    );
  }
};
