import { missingBillingFields, type BillingFields } from './billing-rules.ts';

export type { BillingFields } from './billing-rules.ts';

/**
 * Spec 1 §5: the billing form's required fields. Italy needs a tax code: a VAT
 * number or a codice fiscale for companies, the codice fiscale for private
 * persons; elsewhere neither tax field is shown, so neither is required.
 * The same rules as CompanyBillingSchema (billing-rules.ts).
 */
export function hasCompleteBillingData(c: BillingFields): boolean {
  return missingBillingFields(c).length === 0;
}
