import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { randomBytes } from 'node:crypto';
import {
  isoDateIn,
  RECURRING_AUTHORISATION_MAX_CENTS,
  PROVIDER_TIME_ZONE,
  type PaymentMethod,
} from '@sportello/domain';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PaymentProviders } from './providers/registry.ts';
import { settleProviderResult } from './settlement.ts';

/** A refused recurring charge is tried again, up to this many charges of one installment in all… */
export const RECURRING_CHARGE_ATTEMPTS = 3;
/** …each at least this many days after the last refusal. */
export const RECURRING_RETRY_DAYS = 3;

/**
 * Recurring payments (spec 2 §4, §9; docs/decisions.md): for every company with recurring
 * payments on, each installment due by today and within the 10,000 authorisation, with no
 * checkout under way and no recurring charge refused before, is charged through the provider of
 * the company's mandate (the last paid transaction that authorised recurring payments and left a
 * mandate: PayPal's vault id, Axerve's token, the sandbox's own) and settled like any provider
 * result — a transaction per charge, the event once. A refused charge is tried again, at most
 * RECURRING_CHARGE_ATTEMPTS times in all and RECURRING_RETRY_DAYS apart (a card over its limit today
 * may pass next week); one whose outcome is unknown (the provider could not be asked, or its answer
 * was lost) leaves the installment to the customer, so a charge the provider may have taken is never
 * taken twice. Answers how many were charged.
 */
export async function chargeDueInstallments(
  db: Db,
  providers: PaymentProviders,
  now: Date,
  baseUrl = '',
): Promise<number> {
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const due = await db
    .selectFrom('installments')
    .innerJoin('aziende', 'aziende.id', 'installments.company_id')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'installments.id',
      'installments.company_id',
      'installments.amount',
      'installments.currency',
      'invoices.nr',
    ])
    .where('installments.paid_at', 'is', null)
    .where('installments.data', '<=', today)
    .where('installments.amount', '<=', RECURRING_AUTHORISATION_MAX_CENTS)
    .where('aziende.has_recurring_payments', '=', true)
    // An offer's invoice is the customer's confirmation, paid only when they finish it (pay_offer).
    .where('invoices.purpose', '<>', 'offer')
    .orderBy('installments.id')
    .execute();
  let charged = 0;
  for (const installment of due) {
    const mandate = await db
      .selectFrom('payment_transactions')
      .select(['id', 'provider', 'method', 'mandate_ref'])
      .where('company_id', '=', installment.company_id)
      .where('mandate_ref', 'is not', null)
      .where('enable_recurring', '=', true)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const provider = mandate ? providers.byName(mandate.provider) : undefined;
    if (!mandate || !provider?.chargeRecurring) continue;
    const token = randomBytes(24).toString('base64url');
    // Under the installment's lock, still unpaid and not charged meanwhile (another run, a checkout): then one pending transaction.
    const created = await inTransaction(
      { db },
      async ({ db: trx }) => {
        const open = await trx
          .selectFrom('installments')
          .select('id')
          .where('id', '=', installment.id)
          .where('paid_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!open || (await unchargeable(trx, installment.id, now))) return undefined;
        return trx
          .insertInto('payment_transactions')
          .values({
            company_id: installment.company_id,
            installment_id: installment.id,
            user_id: null,
            provider: provider.name,
            method: mandate.method,
            amount: installment.amount,
            currency: installment.currency,
            token,
            recurring: true,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      },
      { standalone: true },
    );
    if (!created) continue;
    await writeAudit(db, SYSTEM_SOURCE, {
      action: 'payments.recurring_started',
      companyId: installment.company_id,
      subject: created.id,
      after: { installment: installment.id, invoice: installment.nr, amount: installment.amount, mandate: mandate.id },
    });
    const charge = {
      transactionId: created.id,
      method: mandate.method as PaymentMethod,
      token,
      amount: installment.amount,
      currency: installment.currency,
      description: installment.nr,
      baseUrl,
      mandate: mandate.mandate_ref!,
    };
    let result;
    try {
      result = await provider.chargeRecurring(charge);
    } catch (error) {
      await db
        .updateTable('payment_transactions')
        .set({ status: 'error', settled_at: now })
        .where('id', '=', created.id)
        .where('status', '=', 'pending')
        .execute();
      await writeAudit(db, SYSTEM_SOURCE, {
        action: 'payments.recurring_failed',
        companyId: installment.company_id,
        subject: created.id,
        after: { provider: provider.name, error: String(error) },
      });
      continue;
    }
    const settled = await settleProviderResult(
      db,
      SYSTEM_SOURCE,
      provider.name,
      result,
      { recurring: true, mandate: mandate.id },
      now,
    );
    if (settled.res === 0) charged++;
  }
  return charged;
}

/**
 * A checkout is under way, a recurring charge's outcome is unknown, or its refusals used up the
 * attempts or the last one is too recent: the job leaves it alone.
 */
async function unchargeable(db: Db, installmentId: number, now: Date): Promise<boolean> {
  const tries = await db
    .selectFrom('payment_transactions')
    .select(['status', 'recurring', 'created_at'])
    .where('installment_id', '=', installmentId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('recurring', '=', true), eb('status', 'in', ['refused', 'error'])]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute();
  if (tries.some((t) => t.status === 'pending' || t.status === 'error')) return true;
  if (tries.length >= RECURRING_CHARGE_ATTEMPTS) return true;
  const last = tries[0];
  return last !== undefined && now.getTime() - last.created_at.getTime() < RECURRING_RETRY_DAYS * 86_400_000;
}
