import { sql } from 'kysely';
import { PAYMENT_RESULT } from '@sportello/domain';
import { writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ProviderName, ProviderResult } from './providers/provider.ts';

export interface SettlementAnswer {
  /** The transaction the event was for; null when it names none Sportello knows. */
  transactionId: number | null;
  /** order_result's res: 0 success, 1 cancelled, 2 rejected, 3 anything else. */
  res: number;
  ref: string | null;
  /** The customer a staff member paid for (`/{id_cliente}/order-result/…`); null for a customer's own payment. */
  idCliente: number | null;
  /** The reason of an unexpected result, for order_result's detail. */
  err?: string;
}

const RES_OF = {
  paid: PAYMENT_RESULT.success,
  cancelled: PAYMENT_RESULT.cancelled,
  refused: PAYMENT_RESULT.rejected,
  error: PAYMENT_RESULT.error,
} as const;
type Status = 'pending' | 'paid' | 'cancelled' | 'refused' | 'error';
const resOfStatus = (status: Status) => (status === 'pending' ? PAYMENT_RESULT.error : RES_OF[status]);

/**
 * Applies a provider's verified result, in one transaction (docs/decisions.md, provider contract):
 * 1. the event is recorded by (provider, event key) first: a replay finds it and changes nothing;
 * 2. the transaction is locked; an unknown one, another provider's, or an amount or currency other
 *    than the one expected changes nothing (the event keeps why);
 * 3. a pending transaction takes the outcome; once paid, the installment is settled, the cashback
 *    spent, recurring payments switched on when asked (with the provider's mandate kept), and
 *    renewal rows extend their products.
 */
export async function settleProviderResult(
  db: Db,
  source: AuditSource,
  provider: ProviderName,
  result: ProviderResult,
  payload: Record<string, unknown>,
  now: Date,
): Promise<SettlementAnswer> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .insertInto('provider_events')
      .values({ provider, event_key: result.eventKey, outcome: 'received', payload: JSON.stringify(payload) })
      .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const tx = await trx
      .selectFrom('payment_transactions')
      .selectAll()
      .where('token', '=', result.token)
      .forUpdate()
      .executeTakeFirst();
    const answer = async (outcome: string, res: number, err?: string): Promise<SettlementAnswer> => {
      if (event)
        await trx
          .updateTable('provider_events')
          .set({ outcome, transaction_id: tx?.id ?? null })
          .where('id', '=', event.id)
          .execute();
      // Refused events leave their trace too (paid and cancelled ones write their own below).
      if (err || outcome.startsWith('ignored_')) {
        await writeAudit(trx, source, {
          action: 'payments.event_refused',
          companyId: tx?.company_id ?? null,
          subject: tx?.id ?? null,
          after: { provider, event: result.eventKey, outcome },
        });
      }
      return {
        transactionId: tx?.id ?? null,
        res,
        ref: tx?.ref ?? null,
        idCliente: tx?.for_customer ? tx.company_id : null,
        ...(err ? { err } : {}),
      };
    };

    if (!tx || tx.provider !== provider)
      return answer('unknown_transaction', PAYMENT_RESULT.error, 'unknown_transaction');
    // The same event again: what it said the first time, nothing changed.
    if (!event) {
      // The webhook may settle first without the vault id; the browser's capture, a replay, still brings it.
      if (tx.status === 'paid' && tx.enable_recurring && !tx.mandate_ref && result.mandateRef) {
        await trx
          .updateTable('payment_transactions')
          .set({ mandate_ref: result.mandateRef })
          .where('id', '=', tx.id)
          .execute();
      }
      await writeAudit(trx, source, {
        action: 'payments.event_replayed',
        companyId: tx.company_id,
        subject: tx.id,
        after: { provider, event: result.eventKey },
      });
      return {
        transactionId: tx.id,
        res: resOfStatus(tx.status),
        ref: tx.ref,
        idCliente: tx.for_customer ? tx.company_id : null,
      };
    }
    // Money taken must be the money expected; a refusal that names no amount took none.
    const mismatch =
      result.amount === undefined
        ? result.outcome === 'paid'
        : result.amount !== tx.amount || result.currency !== tx.currency;
    if (mismatch) return answer('amount_mismatch', PAYMENT_RESULT.error, 'amount_mismatch');
    // The provider's own id of the checkout, when it gave one, must be this transaction's.
    if (tx.provider_ref && result.providerRef && result.providerRef !== tx.provider_ref)
      return answer('reference_mismatch', PAYMENT_RESULT.error, 'reference_mismatch');
    if (tx.status !== 'pending' && !(tx.status === 'cancelled' && result.outcome === 'paid'))
      return answer(`ignored_${tx.status}`, resOfStatus(tx.status));

    if (result.outcome !== 'paid') {
      await trx
        .updateTable('payment_transactions')
        .set({ status: result.outcome, settled_at: now, provider_ref: result.providerRef ?? tx.provider_ref })
        .where('id', '=', tx.id)
        .execute();
      await writeAudit(trx, source, {
        action: `payments.${result.outcome}`,
        companyId: tx.company_id,
        subject: tx.id,
        after: { provider, event: result.eventKey },
      });
      return answer(result.outcome, RES_OF[result.outcome], result.detail);
    }

    const settled = await settleTransaction(trx, tx.id, now, result.providerRef ?? null);
    // Only the payment that authorised recurring payments keeps its mandate: it is what the recurring job charges.
    if (settled && tx.enable_recurring && result.mandateRef)
      await trx
        .updateTable('payment_transactions')
        .set({ mandate_ref: result.mandateRef })
        .where('id', '=', tx.id)
        .execute();
    if (!settled) return answer('installment_already_paid', PAYMENT_RESULT.error, 'already_paid');
    await writeAudit(trx, source, {
      action: 'payments.settled',
      companyId: tx.company_id,
      subject: tx.id,
      after: {
        provider,
        event: result.eventKey,
        amount: tx.amount,
        cashback: tx.cashback_amount,
        currency: tx.currency,
      },
    });
    return answer('paid', PAYMENT_RESULT.success);
  });
}

/**
 * Marks a locked transaction paid and applies what paying means, inside the caller's
 * transaction: false (nothing changed) when its installment was settled another way meanwhile.
 */
export async function settleTransaction(
  trx: Db,
  transactionId: number,
  now: Date,
  providerRef: string | null,
): Promise<boolean> {
  const tx = await trx
    .selectFrom('payment_transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const installment = await trx
    .selectFrom('installments')
    .selectAll()
    .where('id', '=', tx.installment_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (installment.paid_at !== null) {
    await trx
      .updateTable('payment_transactions')
      .set({ status: 'error', settled_at: now })
      .where('id', '=', tx.id)
      .execute();
    return false;
  }
  await trx.updateTable('installments').set({ paid_at: now }).where('id', '=', installment.id).execute();
  await trx
    .updateTable('payment_transactions')
    .set({ status: 'paid', settled_at: now, provider_ref: providerRef ?? tx.provider_ref })
    .where('id', '=', tx.id)
    .execute();
  if (tx.cashback_amount > 0) {
    await trx
      .insertInto('credit_movements')
      .values({
        company_id: tx.company_id,
        tipo: 'cashback',
        amount: -tx.cashback_amount,
        currency: tx.currency,
        descrizione: `Pagamento ${tx.id}`,
        transaction_id: tx.id,
      })
      .execute();
  }
  if (tx.credit_amount > 0) {
    await trx
      .insertInto('credit_movements')
      .values({
        company_id: tx.company_id,
        tipo: 'credito',
        amount: -tx.credit_amount,
        currency: tx.currency,
        descrizione: `Pagamento ${tx.id}`,
        transaction_id: tx.id,
      })
      .execute();
  }
  if (tx.enable_recurring)
    await trx.updateTable('aziende').set({ has_recurring_payments: true }).where('id', '=', tx.company_id).execute();
  await applyPaidInvoice(trx, installment.invoice_id, now);
  return true;
}

/** Once every installment of a renewal invoice is paid, its rows extend their products' data_fine (once: never backwards). */
async function applyPaidInvoice(trx: Db, invoiceId: number, now: Date): Promise<void> {
  const open = await trx
    .selectFrom('installments')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  const invoice = await trx
    .selectFrom('invoices')
    .select(['nr', 'company_id'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom('invoice_rows')
    .select(['product_id', 'renew_until', 'upgrade_to'])
    .where('invoice_id', '=', invoiceId)
    .where('product_id', 'is not', null)
    .where('renew_until', 'is not', null)
    .execute();
  for (const row of rows) {
    if (row.upgrade_to !== null) {
      await applyUpgrade(trx, invoice, row as { product_id: number; renew_until: string; upgrade_to: number }, now);
      continue;
    }
    await trx
      .updateTable('products')
      .set({
        data_fine: sql<string>`greatest(data_fine, ${row.renew_until}::date)`,
        stato_amministrativo: 'attivo',
        pending_invoice_number: sql<
          string | null
        >`case when pending_invoice_number = ${invoice.nr} then null else pending_invoice_number end`,
        updated_at: now,
      })
      .where('id', '=', row.product_id!)
      .where('company_id', '=', invoice.company_id)
      .execute();
  }
}

/** An upgrade row, paid: the product becomes the target catalogue product from today to renew_until. */
async function applyUpgrade(
  trx: Db,
  invoice: { nr: string; company_id: number },
  row: { product_id: number; renew_until: string; upgrade_to: number },
  now: Date,
): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select(['id', 'qt', 'currency'])
    .where('id', '=', row.product_id)
    .where('company_id', '=', invoice.company_id)
    .forUpdate()
    .executeTakeFirst();
  const target = await trx
    .selectFrom('catalogue_products')
    .selectAll()
    .where('id', '=', row.upgrade_to)
    .executeTakeFirst();
  if (!product || !target) return;
  await trx
    .updateTable('products')
    .set({
      codice: target.codice,
      group_code: target.group_code,
      nome: JSON.stringify(target.nome),
      categoria: target.categoria,
      importo: (product.currency === 'EUR' ? target.prezzo_eur : target.prezzo_chf) * product.qt,
      data_fine: row.renew_until,
      stato_amministrativo: 'attivo',
      n_upgrades: sql<number>`n_upgrades + 1`,
      pending_invoice_number: sql<
        string | null
      >`case when pending_invoice_number = ${invoice.nr} then null else pending_invoice_number end`,
      updated_at: now,
    })
    .where('id', '=', product.id)
    .execute();
}
