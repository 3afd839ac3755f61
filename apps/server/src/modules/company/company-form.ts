import { BILLING_FIELD_NAMES, type CompanyUpdateSchema } from '@sportello/domain';
import type { z } from 'zod';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { saveCashbackMonths } from './cashback-months.ts';
import { acceptTerms, approveCompany, requestApproval } from './approval-use-cases.ts';
import { changeBillingData, type BillingChanges } from './billing-use-cases.ts';
import { changePaymentSettings, changeSkills } from './settings-use-cases.ts';

type CompanyForm = z.output<typeof CompanyUpdateSchema>;

/**
 * PUT /rest/company/{id}: one body may name several operations (the approval request sends its
 * billing data, terms or skills with it). Each is its own use case with its own audit row; here
 * they run in one transaction, in the order the checks need, so a refusal saves nothing.
 */
export async function saveCompanyForm(ctx: CompanyContext, form: CompanyForm): Promise<void> {
  const billing: BillingChanges = Object.fromEntries(
    BILLING_FIELD_NAMES.filter((field) => form[field] !== undefined).map((field) => [field, form[field]]),
  );
  const billingSent = Object.keys(billing).length > 0;
  const skillsSent = form.id_main_skill !== undefined || form.requirements !== undefined;
  const paymentSent = form.use_credit !== undefined || form.disableRecurringPayments !== undefined;
  if (
    !billingSent &&
    !skillsSent &&
    !paymentSent &&
    form.contratto_cliente === undefined &&
    form.approval === undefined &&
    form.cashback_months === undefined
  ) {
    throw new DomainError('invalid', 'company.nothing_to_save', { reason: 'nothing_to_save' });
  }
  await inTransaction(ctx, async (tx) => {
    if (billingSent) await changeBillingData(tx, billing);
    if (skillsSent) await changeSkills(tx, { id_main_skill: form.id_main_skill, requirements: form.requirements });
    if (paymentSent)
      await changePaymentSettings(tx, {
        use_credit: form.use_credit,
        stopRecurringPayments: form.disableRecurringPayments,
      });
    if (form.cashback_months !== undefined) await saveCashbackMonths(tx, form.cashback_months);
    if (form.contratto_cliente) await acceptTerms(tx);
    if (form.approval === 'approvato') await approveCompany(tx, tx.actor);
    else if (form.approval !== undefined) await requestApproval(tx, form.approval);
  });
}
