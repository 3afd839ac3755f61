import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { DEFAULT_LANGUAGE, formatMoney } from '@sportello/domain';
import { SYSTEM_SOURCE, writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RefundReason } from '../../platform/db/schema.ts';
import { escapeHtml } from '../../platform/mail/html.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { resolveBrand, type BrandOverrides } from '../../platform/settings/brand.ts';
import type { ProviderResult } from './providers/provider.ts';
import type { PaymentProviders } from './providers/registry.ts';

export const REFUNDS_JOB = 'ledger.refunds';

/** What giving money back needs: the database, the providers that took it, and the brand's finance address. */
export interface RefundDeps {
  db: Db;
  providers: PaymentProviders;
  brand: BrandOverrides;
}

interface CollectedFor {
  id: number;
  company_id: number;
  provider: string;
  amount: number;
  currency: string;
}

/**
 * Inside the settlement's transaction: the provider collected money Sportello does not apply, so a
 * refund is due. One per provider event (a replayed event finds its row); answers its id.
 */
export async function recordRefund(
  trx: Db,
  source: AuditSource,
  tx: CollectedFor,
  result: ProviderResult,
  reason: RefundReason,
): Promise<number | null> {
  const amount = result.amount ?? tx.amount;
  if (amount <= 0) return null;
  const row = await trx
    .insertInto('payment_refunds')
    .values({
      transaction_id: tx.id,
      company_id: tx.company_id,
      provider: tx.provider,
      event_key: result.eventKey,
      amount,
      currency: (result.currency ?? tx.currency) as 'EUR' | 'CHF',
      reason,
      payment_ref: result.paymentRef ?? null,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await writeAudit(trx, source, {
    action: 'payments.refund_due',
    companyId: tx.company_id,
    subject: tx.id,
    after: { refund: row.id, reason, amount, currency: result.currency ?? tx.currency, event: result.eventKey },
  });
  return row.id;
}

/**
 * Asks the provider to give a due refund back, after the settlement committed (no lock is held
 * while the provider answers). The row is claimed first (due → sending), so two processes never
 * ask twice; the outcome is kept, audited and sent to the finance address, which refunds by hand
 * what the provider would not.
 */
export async function issueRefund(deps: RefundDeps, refundId: number, now = new Date()): Promise<void> {
  const claimed = await deps.db
    .updateTable('payment_refunds')
    .set({ status: 'sending', updated_at: now })
    .where('id', '=', refundId)
    .where('status', '=', 'due')
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return;
  const tx = await deps.db
    .selectFrom('payment_transactions')
    .select('token')
    .where('id', '=', claimed.transaction_id)
    .executeTakeFirstOrThrow();
  const provider = deps.providers.byName(claimed.provider);
  let outcome: { status: 'refunded' | 'failed'; refund_ref: string | null; detail: string | null };
  try {
    const answer = provider
      ? await provider.refund({
          token: tx.token,
          paymentRef: claimed.payment_ref,
          amount: claimed.amount,
          currency: claimed.currency,
          refundKey: String(claimed.id),
        })
      : ({ refunded: false, detail: 'provider_disabled' } as const);
    outcome = answer.refunded
      ? { status: 'refunded', refund_ref: answer.refundRef, detail: null }
      : { status: 'failed', refund_ref: null, detail: answer.detail };
  } catch (error) {
    outcome = { status: 'failed', refund_ref: null, detail: error instanceof Error ? error.message : String(error) };
  }
  await finishRefund(deps, { ...claimed, ...outcome }, now);
}

async function finishRefund(
  deps: RefundDeps,
  refund: {
    id: number;
    transaction_id: number;
    company_id: number;
    provider: string;
    amount: number;
    currency: 'EUR' | 'CHF';
    reason: RefundReason;
    status: 'refunded' | 'failed';
    refund_ref: string | null;
    detail: string | null;
  },
  now: Date,
): Promise<void> {
  await inTransaction(deps, async ({ db: trx }) => {
    await trx
      .updateTable('payment_refunds')
      .set({ status: refund.status, refund_ref: refund.refund_ref, detail: refund.detail, updated_at: now })
      .where('id', '=', refund.id)
      .execute();
    await writeAudit(trx, SYSTEM_SOURCE, {
      action: refund.status === 'refunded' ? 'payments.refunded' : 'payments.refund_failed',
      companyId: refund.company_id,
      subject: refund.transaction_id,
      after: { refund: refund.id, provider: refund.provider, ref: refund.refund_ref, detail: refund.detail },
    });
    const brand = await resolveBrand(trx, deps.brand);
    if (brand.finance_email) await enqueueMail(trx, { to: brand.finance_email, ...(await refundMail(trx, refund)) });
  });
}

const REASONS: Record<RefundReason, string> = {
  superseded: 'il cliente ha pagato un checkout già sostituito da uno più recente',
  already_paid: 'la rata era già stata saldata',
  balance_short: 'il cashback o il credito usati non erano più disponibili',
};

/** The finance team's notice, in the portal's default language (the team's), like the billing change requests. */
async function refundMail(
  trx: Db,
  refund: Parameters<typeof finishRefund>[1],
): Promise<{ subject: string; text: string; html: string; template: string; language: typeof DEFAULT_LANGUAGE }> {
  const company = await trx
    .selectFrom('aziende')
    .select('ragione_sociale')
    .where('id', '=', refund.company_id)
    .executeTakeFirstOrThrow();
  const amount = formatMoney(refund.amount, refund.currency, DEFAULT_LANGUAGE);
  const done = refund.status === 'refunded';
  const subject = done
    ? `Pagamento rimborsato: ${company.ragione_sociale} (#${refund.company_id}), ${amount}`
    : `Rimborso da eseguire a mano: ${company.ragione_sociale} (#${refund.company_id}), ${amount}`;
  const lines = [
    `Il fornitore di pagamento ${refund.provider} ha incassato ${amount} per la transazione ${refund.transaction_id}, ma il pagamento non è stato applicato: ${REASONS[refund.reason]}.`,
    done
      ? `Il rimborso è stato richiesto al fornitore (riferimento ${refund.refund_ref}).`
      : `Il fornitore non ha eseguito il rimborso (${refund.detail ?? 'motivo sconosciuto'}): va rimborsato a mano.`,
  ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    template: 'payment_refund',
    language: DEFAULT_LANGUAGE,
  };
}

/**
 * Housekeeping: refunds whose first attempt never ran (the process stopped right after the
 * settlement) are asked now; one left 'sending' for an hour is handed to the finance team, since
 * the provider may or may not have taken it.
 */
export async function issueDueRefunds(deps: RefundDeps, now = new Date()): Promise<void> {
  const due = await deps.db
    .selectFrom('payment_refunds')
    .select('id')
    .where('status', '=', 'due')
    .where('created_at', '<', new Date(now.getTime() - 60_000))
    .orderBy('created_at')
    .limit(100)
    .execute();
  for (const { id } of due) await issueRefund(deps, id, now);
  const stuck = await deps.db
    .updateTable('payment_refunds')
    .set({ status: 'failed', detail: 'no_answer', updated_at: now })
    .where('status', '=', 'sending')
    .where('updated_at', '<', new Date(now.getTime() - 3_600_000))
    .returningAll()
    .execute();
  for (const refund of stuck)
    await finishRefund(deps, { ...refund, status: 'failed', refund_ref: null, detail: 'no_answer' }, now);
}
