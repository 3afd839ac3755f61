import { useParams, useSearchParams } from 'react-router';
import { useRouteName } from './route-handle.ts';
import { routeParamsOf } from './route-path.ts';

/** The current route's parameters by the route table's names (compound segments split). */
export function useRouteParams(): Record<string, string> {
  const name = useRouteName();
  const params = useParams();
  return name ? routeParamsOf(name, params) : {};
}

/**
 * The customer a staff member acts on, for links that keep acting on them: the route's
 * `/{id_cliente}` prefix or, on pages the spec gives no prefix (payment, renew, upgrade), the
 * `id_cliente` query the link to them carried.
 */
export function useIdCliente(): string | undefined {
  const prefix = useParams().id_cliente;
  const [search] = useSearchParams();
  return prefix ?? search.get('id_cliente') ?? undefined;
}
