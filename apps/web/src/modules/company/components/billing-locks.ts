import { policies, type Company } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

/** Spec 1 §5: what a lock keeps is shown read-only, saying why in the server's words. */
export function billingLocks(company: Company) {
  const lock = (field: string) => {
    const decision = policies.changeBillingField(company, field);
    return decision.allowed ? null : decision;
  };
  return {
    locked: (field: string) => lock(field) !== null,
    lockHint: (field: string) => {
      const decision = lock(field);
      return decision ? translateFieldMessage(decision.message) : undefined;
    },
  };
}

export type BillingLocks = ReturnType<typeof billingLocks>;
