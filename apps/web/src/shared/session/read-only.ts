import { useIdCliente } from '../routing/use-route-params.ts';
import { useUserInfo } from './session.ts';

/**
 * A support operator on a customer's `/{id_cliente}/…` page (DESIGN §5: support reads customer
 * data, writes only tickets): the page shows no write controls. The server refuses such writes all
 * the same; this only spares the operator buttons that would fail.
 */
export function useReadOnlyCustomer(): boolean {
  const me = useUserInfo();
  const idCliente = useIdCliente();
  return me?.staff_role === 'support' && idCliente !== undefined;
}

/** The grants the page may offer writes with: the user's, none for a support operator on a customer. */
export function useWriteGrants(): readonly string[] {
  const me = useUserInfo();
  return useReadOnlyCustomer() ? [] : (me?.grants ?? []);
}
