import { sql } from 'kysely';
import {
  addDays,
  formatDate,
  formatMoney,
  REMINDER_AFTER_MAX_DAYS,
  REMINDER_BEFORE_DAYS,
  reminderDue,
  type Currency,
  type Language,
} from '@sportello/domain';
import { SYSTEM_SOURCE, writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { claimAction } from './billing-store.ts';
import type { BillingRunContext, BillingStep } from './billing-step.ts';

/** The company's users subscribed to its billing communications (spec 2 §3 email_subscriptions). */
export function billingSubscribers(db: Db, companyId: number) {
  return db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['users.id', 'users.email'])
    .where('company_access.company_id', '=', companyId)
    .where(sql<boolean>`'billing' = any(company_access.email_subscriptions)`)
    .orderBy('users.id')
    .execute();
}

/**
 * Reminders (docs/decisions.md "The daily billing run"): an unpaid installment gets one reminder in
 * the week before its due date (not on the day its invoice is issued) and one from the day after it (while at most 30 days late), each once
 * (key `reminder_<before|after>:<installment>`), to the company's billing subscribers in the
 * company's language, through the outbox in the same transaction as the key.
 */
export const paymentReminders: BillingStep = async (run) => {
  const open = await run.db
    .selectFrom('installments')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'installments.id',
      'installments.company_id',
      'installments.data',
      'installments.amount',
      'installments.currency',
      'invoices.nr',
      'invoices.data as issued',
    ])
    .where('installments.paid_at', 'is', null)
    .where('installments.data', '>=', addDays(run.asOf, -REMINDER_AFTER_MAX_DAYS))
    .where('installments.data', '<=', addDays(run.asOf, REMINDER_BEFORE_DAYS))
    .orderBy('installments.id')
    .execute();
  for (const installment of open) {
    const stage = reminderDue(installment.data, run.asOf);
    // The invoice itself is the notice on the day it is issued.
    if (!stage || (stage === 'before' && installment.issued >= run.asOf)) continue;
    await run.each(installment.company_id, `reminder_${stage}`, () => remind(run, installment, stage));
  }
};

async function remind(
  run: BillingRunContext,
  installment: { id: number; company_id: number; data: string; amount: number; currency: Currency; nr: string },
  stage: 'before' | 'after',
): Promise<void> {
  await inTransaction({ db: run.db }, async ({ db }) => {
    // Paid meanwhile (a checkout, a recurring charge): no reminder.
    const still = await db
      .selectFrom('installments')
      .select('id')
      .where('id', '=', installment.id)
      .where('paid_at', 'is', null)
      .executeTakeFirst();
    if (!still) return;
    const company = await db
      .selectFrom('aziende')
      .select(['ragione_sociale', 'lingua'])
      .where('id', '=', installment.company_id)
      .executeTakeFirstOrThrow();
    const recipients = await billingSubscribers(db, installment.company_id);
    const claimed = await claimAction(db, {
      runId: run.runId,
      asOf: run.asOf,
      kind: `reminder_${stage}`,
      key: `reminder_${stage}:${installment.id}`,
      companyId: installment.company_id,
      installmentId: installment.id,
      detail: { invoice: installment.nr, due: installment.data, recipients: recipients.length },
    });
    if (!claimed) return;
    const language = company.lingua as Language;
    for (const to of recipients) {
      await queueMail(
        run,
        to.email,
        language,
        {
          template: `payment_reminder_${stage}`,
          company: company.ragione_sociale,
          invoiceNr: installment.nr,
          amount: formatMoney(installment.amount, installment.currency, language),
          dueDate: formatDate(installment.data, language),
        },
        db,
      );
    }
    await writeAudit(db, SYSTEM_SOURCE, {
      action: `billing.reminder_${stage}`,
      companyId: installment.company_id,
      subject: installment.id,
      after: {
        invoice: installment.nr,
        due: installment.data,
        mailed: recipients.length,
        as_of: run.asOf,
        run: run.runId,
      },
    });
    run.count(`reminders_${stage}`);
  });
}
