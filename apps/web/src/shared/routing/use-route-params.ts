import { useParams } from 'react-router';
import { useRouteName } from './route-handle.ts';
import { routeParamsOf } from './route-path.ts';

/** The current route's parameters by the route table's names (compound segments split). */
export function useRouteParams(): Record<string, string> {
  const name = useRouteName();
  const params = useParams();
  return name ? routeParamsOf(name, params) : {};
}

/** The `/{id_cliente}` prefix of the current route, for links that keep acting on the same customer. */
export function useIdCliente(): string | undefined {
  return useParams().id_cliente;
}
