import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { PAYMENT_RESULT } from '@sportello/domain';
import { writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { enableRecurringPayments } from '../company/index.ts';
import { concludePaidOffer, offerOfInvoice } from '../offers/index.ts';
import { applyUpgrade, extendPaidRenewal } from '../products/index.ts';
import { balanceOf, cashbackBalance } from './ledger-store.ts';
import { creditPartnerEarnings } from './partner-earnings.ts';
import type { ProviderName, ProviderResult } from './providers/provider.ts';
import { issueRefund, recordRefund, type RefundDeps } from './refunds.ts';

export interface SettlementAnswer {
  /** The transaction the event was for; null when it names none Sportello knows. */
  transactionId: number | null;
  /** order_result's res: 0 success, 1 cancelled, 2 rejected, 3 anything else. */
  res: number;
  ref: string | null;
  /** The customer a staff member paid for (`/{id_cliente}/order-result/…`); null for a customer's own payment. */
  idCliente: number | null;
  /** The offer the payment confirms: the browser returns to its confirm_offer page rather than order_result. */
  offerId: number | null;
  /** The reason of an unexpected result, for order_result's detail. */
  err?: string;
}

/** The offer whose invoice the installment belongs to, if any. */
async function offerPaidBy(trx: Db, installmentId: number): Promise<number | null> {
  const installment = await trx
    .selectFrom('installments')
    .select('invoice_id')
    .where('id', '=', installmentId)
    .executeTakeFirst();
  return installment ? ((await offerOfInvoice(trx, installment.invoice_id)) ?? null) : null;
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
 * 2. the installment, then the transaction, are locked (the order a payment takes them in); an
 *    unknown transaction, another provider's, or an amount or currency other than the one expected
 *    changes nothing (the event keeps why);
 * 3. only a pending transaction takes an outcome. Paid: the installment is settled, the cashback
 *    and credit spent (checked against the balances under the company's lock), recurring payments
 *    switched on when asked, renewal rows extend their products. Money collected for a transaction
 *    that can no longer take it (superseded, its installment settled another way, its cashback or
 *    credit gone) is never applied: a refund is recorded, and asked of the provider once the
 *    transaction has committed (when `refunds` is given; otherwise the refund job asks).
 */
export async function settleProviderResult(
  db: Db,
  source: AuditSource,
  provider: ProviderName,
  result: ProviderResult,
  payload: Record<string, unknown>,
  now: Date,
  refunds?: Omit<RefundDeps, 'db'>,
): Promise<SettlementAnswer> {
  const { answer, refundId } = await inTransaction(
    { db },
    ({ db: trx }) => applyResult(trx, source, provider, result, payload, now),
    { standalone: true },
  );
  if (refundId !== null && refunds) await issueRefund({ db, ...refunds }, refundId, now);
  return answer;
}

async function applyResult(
  trx: Db,
  source: AuditSource,
  provider: ProviderName,
  result: ProviderResult,
  payload: Record<string, unknown>,
  now: Date,
): Promise<{ answer: SettlementAnswer; refundId: number | null }> {
  const event = await trx
    .insertInto('provider_events')
    .values({ provider, event_key: result.eventKey, outcome: 'received', payload: JSON.stringify(payload) })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const found = await trx
    .selectFrom('payment_transactions')
    .select(['id', 'installment_id'])
    .where('token', '=', result.token)
    .executeTakeFirst();
  if (found)
    await trx.selectFrom('installments').select('id').where('id', '=', found.installment_id).forUpdate().execute();
  const tx = found
    ? await trx.selectFrom('payment_transactions').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirst()
    : undefined;
  const answer = async (
    outcome: string,
    res: number,
    err?: string,
    refundId: number | null = null,
  ): Promise<{ answer: SettlementAnswer; refundId: number | null }> => {
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
      answer: {
        transactionId: tx?.id ?? null,
        res,
        ref: tx?.ref ?? null,
        idCliente: tx?.for_customer ? tx.company_id : null,
        offerId: tx ? await offerPaidBy(trx, tx.installment_id) : null,
        ...(err ? { err } : {}),
      },
      refundId,
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
      answer: {
        transactionId: tx.id,
        res: resOfStatus(tx.status),
        ref: tx.ref,
        idCliente: tx.for_customer ? tx.company_id : null,
        offerId: await offerPaidBy(trx, tx.installment_id),
      },
      refundId: null,
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
  if (tx.status !== 'pending') {
    if (result.outcome !== 'paid') return answer(`ignored_${tx.status}`, resOfStatus(tx.status));
    // Paid at the provider after it ended here (a superseded checkout's page, a second capture): given back.
    const reason = tx.status === 'paid' ? 'already_paid' : 'superseded';
    return answer(
      `refund_${reason}`,
      PAYMENT_RESULT.error,
      reason,
      await recordRefund(trx, source, tx, result, reason),
    );
  }

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

  const settled = await settleTransaction(trx, source, tx.id, now, result.providerRef ?? null);
  if (settled !== 'settled') {
    return answer(
      `refund_${settled}`,
      PAYMENT_RESULT.error,
      settled,
      await recordRefund(trx, source, tx, result, settled),
    );
  }
  // Only the payment that authorised recurring payments keeps its mandate: it is what the recurring job charges.
  if (tx.enable_recurring && result.mandateRef)
    await trx
      .updateTable('payment_transactions')
      .set({ mandate_ref: result.mandateRef })
      .where('id', '=', tx.id)
      .execute();
  await writeAudit(trx, source, {
    action: 'payments.settled',
    companyId: tx.company_id,
    subject: tx.id,
    after: {
      provider,
      event: result.eventKey,
      amount: tx.amount,
      cashback: tx.cashback_amount,
      credit: tx.credit_amount,
      currency: tx.currency,
    },
  });
  return answer('paid', PAYMENT_RESULT.success);
}

/** Why a paid transaction could not be applied; 'settled' when it was. */
export type SettleOutcome = 'settled' | 'already_paid' | 'balance_short';

/**
 * Marks a pending transaction paid and applies what paying means, inside the caller's transaction
 * (which holds the installment's lock). Nothing changes, and the transaction ends in 'error', when
 * its installment was settled another way meanwhile, or when the cashback or credit it spends is no
 * longer on the company's balance: a balance never goes below zero, checked here, where it is
 * debited, under the company's lock (the same lock payments take to reserve it).
 */
export async function settleTransaction(
  trx: Db,
  source: AuditSource,
  transactionId: number,
  now: Date,
  providerRef: string | null,
): Promise<SettleOutcome> {
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
  const refused = async (outcome: Exclude<SettleOutcome, 'settled'>) => {
    await trx
      .updateTable('payment_transactions')
      .set({ status: 'error', settled_at: now })
      .where('id', '=', tx.id)
      .execute();
    return outcome;
  };
  if (installment.paid_at !== null) return refused('already_paid');
  if (tx.cashback_amount > 0 || tx.credit_amount > 0) {
    await trx.selectFrom('aziende').select('id').where('id', '=', tx.company_id).forUpdate().execute();
    if (tx.cashback_amount > (await cashbackBalance(trx, tx.company_id))) return refused('balance_short');
    if (tx.credit_amount > (await balanceOf(trx, tx.company_id, 'credito'))) return refused('balance_short');
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
  if (tx.enable_recurring) await enableRecurringPayments(trx, tx.company_id);
  await applyPaidInvoice(trx, source, installment.invoice_id, now);
  return 'settled';
}

/**
 * Once every installment of an invoice is paid: its resellers earn their credit; a renewal's rows
 * extend their products' data_fine (once: never backwards), an upgrade's move their product, and an
 * offer's invoice makes the offer's order (the offers module, once per offer).
 */
async function applyPaidInvoice(trx: Db, source: AuditSource, invoiceId: number, now: Date): Promise<void> {
  const open = await trx
    .selectFrom('installments')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  await creditPartnerEarnings(trx, invoiceId, now);
  const invoice = await trx
    .selectFrom('invoices')
    .select(['nr', 'company_id', 'purpose'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  if (invoice.purpose === 'offer') {
    await concludePaidOffer(trx, source, invoiceId, now);
    return;
  }
  const rows = await trx
    .selectFrom('invoice_rows')
    .select(['product_id', 'renew_until', 'upgrade_to'])
    .where('invoice_id', '=', invoiceId)
    .where('product_id', 'is not', null)
    .where('renew_until', 'is not', null)
    .execute();
  for (const row of rows) {
    if (row.upgrade_to !== null) {
      await applyPaidUpgrade(trx, invoice, row as { product_id: number; renew_until: string; upgrade_to: number }, now);
      continue;
    }
    await extendPaidRenewal(
      trx,
      {
        companyId: invoice.company_id,
        productId: row.product_id!,
        renewUntil: row.renew_until!,
        invoiceNr: invoice.nr,
      },
      now,
    );
  }
}

/** An upgrade row, paid: the product becomes the target catalogue product from today to renew_until. */
async function applyPaidUpgrade(
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
  await applyUpgrade(
    trx,
    {
      productId: product.id,
      target,
      importo: (product.currency === 'EUR' ? target.prezzo_eur : target.prezzo_chf) * product.qt,
      renewUntil: row.renew_until,
      invoiceNr: invoice.nr,
    },
    now,
  );
}
