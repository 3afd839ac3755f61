import type { PolicyActor } from '@sportello/domain';
import { useIdCliente } from '../routing/use-route-params.ts';
import { useReadOnlyCustomer } from './read-only.ts';
import { useUserInfo } from './session.ts';

/**
 * Who asks, for the domain's policies: the signed-in user, or a staff member acting on the customer
 * of the route — a support operator there with no grant, since it writes nothing (useReadOnlyCustomer).
 */
export function usePolicyActor(): PolicyActor | null {
  const me = useUserInfo();
  const idCliente = useIdCliente();
  const readOnly = useReadOnlyCustomer();
  if (!me) return null;
  return {
    user_id: me.id,
    grants: readOnly ? [] : me.grants,
    email_subscriptions: me.email_subscriptions,
    acting_as_customer: idCliente !== undefined,
  };
}
