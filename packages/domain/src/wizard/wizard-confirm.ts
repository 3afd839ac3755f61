import type { WizardState } from './wizard-state.ts';

/**
 * Spec 3 §4 confirm ability: the offer may be confirmed by the company it is for — for self, the
 * company's enable_orders; for a customer, that customer's.
 */
export function canConfirmQuote(
  state: Pick<WizardState, 'fatturaMe'>,
  enableOrders: { company: boolean; customer: boolean | null },
): boolean {
  return state.fatturaMe ? enableOrders.company : enableOrders.customer === true;
}
