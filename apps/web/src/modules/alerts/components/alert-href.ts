import { routeDef, routeHref, type AlertAction } from '@sportello/domain';

/** An alert action's link; a staff member on a customer stays on that customer (`id_cliente`). */
export function actionHref(action: AlertAction, idCliente?: string): string {
  if (!idCliente) return routeHref(action.route, action.params, action.query);
  return routeDef(action.route).customerPrefix
    ? routeHref(action.route, { ...action.params, id_cliente: idCliente }, action.query)
    : routeHref(action.route, action.params, { ...action.query, id_cliente: idCliente });
}
