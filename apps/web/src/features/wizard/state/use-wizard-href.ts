import { routeHref, type RouteName } from '@sportello/domain';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';

/**
 * Links out of the wizard that keep acting on the customer an operator runs it for: the
 * `/{id_cliente}` prefix of the page goes on to offers, confirm_offer and tickets.
 */
export function useWizardHref(): (name: RouteName, params?: Record<string, string | number>) => string {
  const idCliente = useIdCliente();
  return (name, params = {}) => routeHref(name, idCliente ? { ...params, id_cliente: idCliente } : params);
}
