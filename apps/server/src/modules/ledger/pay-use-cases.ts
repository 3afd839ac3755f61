import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  PAYMENT_RESULT,
  RECURRING_AUTHORISATION_MAX_CENTS,
  usableCashback,
  type Currency,
  type MessageKey,
  type PayAnswer,
  type PaymentMethod,
  type PaymentRef,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, type DomainErrorKind } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { balanceOf, cashbackBalance } from './ledger-store.ts';
import type { CheckoutRequest } from './providers/provider.ts';
import type { PaymentProviders } from './providers/registry.ts';
import { settleTransaction } from './settlement.ts';

export interface PayRequest {
  installmentId: number;
  method: PaymentMethod;
  cashback: number;
  enableRecurring: boolean;
  ref: PaymentRef | undefined;
}

const refuse = (kind: DomainErrorKind, key: MessageKey, reason: string) => new DomainError(kind, key, { reason });

/**
 * Pays one installment (POST /api/pay_invoice; pay_product pays its renewal invoice's through
 * here too), in one transaction with the installment locked: two requests for one installment
 * wait for each other, and the second finds the first's pending transaction and answers the same
 * checkout (one transaction). Cashback is checked against the balance under a lock of the
 * company's row (so two payments never spend the same credit) less what pending transactions
 * hold; all-cashback payments settle at once ({ result: 0 }), others go to the provider.
 */
export async function payInstallment(
  ctx: CompanyContext,
  request: PayRequest,
  providers: PaymentProviders,
  baseUrl: string,
): Promise<PayAnswer> {
  const plan = await inTransaction(ctx, (tx) => planPayment(tx, request, providers, baseUrl));
  return completeCheckout(ctx.db, plan, providers);
}

/** What a pay call leads to: an answer already (settled by credit), or a provider checkout to start once the ledger has committed. */
export type PayPlan = { answer: PayAnswer } | { checkout: CheckoutRequest; provider: string };

/**
 * The ledger half of a payment, inside the caller's transaction: locks, checks, the transaction
 * row. The provider is not called here, so no lock is held while its API answers.
 */
export async function planPayment(
  tx: CompanyContext,
  request: PayRequest,
  providers: PaymentProviders,
  baseUrl: string,
): Promise<PayPlan> {
  const companyId = tx.actor.company.id;
  const installment = await tx.db
    .selectFrom('installments')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'installments.id',
      'installments.amount',
      'installments.currency',
      'installments.paid_at',
      'invoices.nr',
      'invoices.type',
    ])
    .where('installments.id', '=', request.installmentId)
    .where('installments.company_id', '=', companyId)
    .forUpdate('installments')
    .executeTakeFirst();
  if (!installment) throw refuse('not_found', 'payments.not_found', 'payment_not_found');
  if (installment.paid_at !== null) throw refuse('conflict', 'payments.already_paid', 'already_paid');

  const provider = providers.forMethod(request.method);
  const allowed = providers.methodsFor(tx.actor.company.metodi_pagamento ?? []);
  if (!provider || !allowed.includes(request.method))
    throw refuse('conflict', 'payments.method_unavailable', 'method_unavailable');
  if (request.enableRecurring && installment.amount > RECURRING_AUTHORISATION_MAX_CENTS) {
    throw new DomainError('unprocessable', 'payments.recurring_above_limit', {
      reason: 'recurring_above_limit',
      params: { currency: installment.currency },
    });
  }

  const pending = await tx.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('installment_id', '=', installment.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (
    pending &&
    provider.resumable &&
    pending.method === request.method &&
    pending.cashback_amount === request.cashback &&
    pending.enable_recurring === request.enableRecurring &&
    pending.user_id === tx.actor.user.id
  ) {
    await writeAudit(tx.db, tx.source, {
      action: 'payments.resumed',
      subject: pending.id,
      after: { installment: installment.id, invoice: installment.nr },
    });
    return {
      provider: provider.name,
      checkout: {
        transactionId: pending.id,
        method: request.method,
        token: pending.token,
        amount: pending.amount,
        currency: pending.currency,
        description: installment.nr,
        baseUrl,
        storeMandate: pending.enable_recurring,
      },
    };
  }

  // Cashback and credit are kept in the company's currency: an installment in the other one (an offer the
  // company chose in the other currency, spec 3 §2) is paid without them, never converted one to one.
  const ownCurrency = installment.currency === tx.actor.company.currency;
  if (!ownCurrency && request.cashback > 0)
    throw refuse('unprocessable', 'payments.cashback_currency', 'cashback_currency');
  const useCredit = tx.actor.company.use_credit && ownCurrency;
  let credit = 0;
  if (request.cashback > 0 || useCredit) {
    // Serialises credit spending of the company: the balances read below cannot change under us.
    await tx.db.selectFrom('aziende').select('id').where('id', '=', companyId).forUpdate().execute();
    const held = await tx.db
      .selectFrom('payment_transactions')
      .select([
        sql<string>`coalesce(sum(cashback_amount), 0)`.as('cashback'),
        sql<string>`coalesce(sum(credit_amount), 0)`.as('credit'),
      ])
      .where('company_id', '=', companyId)
      .where('status', '=', 'pending')
      .where('installment_id', '<>', installment.id)
      .executeTakeFirstOrThrow();
    const balance = (await cashbackBalance(tx.db, companyId)) - Number(held.cashback);
    if (request.cashback > balance)
      throw refuse('unprocessable', 'payments.cashback_above_balance', 'cashback_above_balance');
    if (request.cashback > usableCashback(balance, installment.amount))
      throw refuse('unprocessable', 'payments.cashback_above_total', 'cashback_above_total');
    // use_credit: the company's credit pays what the cashback leaves, as far as it goes.
    if (useCredit)
      credit = Math.max(
        0,
        Math.min(
          (await balanceOf(tx.db, companyId, 'credito')) - Number(held.credit),
          installment.amount - request.cashback,
        ),
      );
  }
  // A checkout left behind (another method, cashback or user, or a provider that cannot take it up again) gives way to this one.
  if (pending)
    await tx.db
      .updateTable('payment_transactions')
      .set({ status: 'cancelled', settled_at: tx.now })
      .where('id', '=', pending.id)
      .execute();

  const toCharge = installment.amount - request.cashback - credit;
  const fromCredit = toCharge === 0;
  const created = await tx.db
    .insertInto('payment_transactions')
    .values({
      company_id: companyId,
      installment_id: installment.id,
      user_id: tx.actor.user.id,
      provider: fromCredit ? 'credit' : provider.name,
      method: request.method,
      amount: toCharge,
      cashback_amount: request.cashback,
      credit_amount: credit,
      currency: installment.currency as Currency,
      token: randomBytes(24).toString('base64url'),
      ref: request.ref ?? null,
      enable_recurring: request.enableRecurring,
      for_customer: tx.actor.acting_as_customer,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(tx.db, tx.source, {
    action: 'payments.started',
    subject: created.id,
    after: {
      installment: installment.id,
      invoice: installment.nr,
      method: request.method,
      amount: toCharge,
      cashback: request.cashback,
      credit,
      currency: created.currency,
      recurring: request.enableRecurring,
    },
  });
  if (fromCredit) {
    // Checked above under the same locks: a refusal here is a broken invariant, and undoes the whole payment.
    const settled = await settleTransaction(tx.db as Db, tx.source, created.id, tx.now, null);
    if (settled === 'already_paid') throw refuse('conflict', 'payments.already_paid', 'already_paid');
    if (settled === 'balance_short')
      throw refuse('unprocessable', 'payments.cashback_above_balance', 'cashback_above_balance');
    await writeAudit(tx.db, tx.source, {
      action: 'payments.settled',
      subject: created.id,
      after: { provider: 'credit', cashback: request.cashback, credit },
    });
    return { answer: { result: PAYMENT_RESULT.success, transaction: created.id } };
  }
  return {
    provider: provider.name,
    checkout: {
      transactionId: created.id,
      method: request.method,
      token: created.token,
      amount: toCharge,
      currency: created.currency,
      description: installment.nr,
      baseUrl,
      storeMandate: request.enableRecurring,
    },
  };
}

/**
 * The provider half, after the ledger committed: starts (or, for a pending one, starts again —
 * the providers' create calls are idempotent on the token) the checkout and keeps the provider's
 * reference. A provider that fails ends the transaction in 'error', so the next try makes a new one.
 */
export async function completeCheckout(db: Db, plan: PayPlan, providers: PaymentProviders): Promise<PayAnswer> {
  if ('answer' in plan) return plan.answer;
  const provider = providers.byName(plan.provider)!;
  try {
    const checkout = await provider.startCheckout(plan.checkout);
    if (checkout.providerRef) {
      await db
        .updateTable('payment_transactions')
        .set({ provider_ref: checkout.providerRef })
        .where('id', '=', plan.checkout.transactionId)
        .where('provider_ref', 'is', null)
        .execute();
    }
    return { redirect: checkout.redirect, transaction: plan.checkout.transactionId };
  } catch (error) {
    await db
      .updateTable('payment_transactions')
      .set({ status: 'error', settled_at: new Date() })
      .where('id', '=', plan.checkout.transactionId)
      .where('status', '=', 'pending')
      .execute();
    throw error;
  }
}
