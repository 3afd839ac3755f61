import { ROUTES, routeHref, type RouteDef, type RouteName } from '@sportello/domain';

const KEY = 'sportello.paymentReturn';

export interface RememberedRoute {
  route: RouteName;
  id: string;
  /** The customer a staff member was paying for: the way back acts on them again. */
  id_cliente?: string | undefined;
}

/** Spec 1 §2, spec 2 §7: before a redirect to a payment provider, the current route name and id are saved locally. */
export function rememberRoute(route: RouteName, id: string | number, idCliente?: string): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ route, id: String(id), ...(idCliente ? { id_cliente: idCliente } : {}) }),
    );
  } catch {
    // storage unavailable (private mode): the result page still has its ref link
  }
}

/** …and on return read back (peek: a render may run twice) … */
export function peekRememberedRoute(): RememberedRoute | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedRoute>;
    if (typeof value.route !== 'string' || typeof value.id !== 'string') return null;
    return {
      route: value.route,
      id: value.id,
      ...(typeof value.id_cliente === 'string' && /^\d+$/.test(value.id_cliente)
        ? { id_cliente: value.id_cliente }
        : {}),
    };
  } catch {
    return null;
  }
}

/** …and removed (once the page showing it has mounted). */
export function forgetRememberedRoute(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
}

/** The way back to a remembered page: the customer as the route's prefix, or as the query of the pages without one. */
export function rememberedHref(remembered: RememberedRoute): string {
  const idCliente = remembered.id_cliente;
  if (!idCliente) return routeHref(remembered.route, { id: remembered.id });
  const def: RouteDef = ROUTES[remembered.route];
  return def.customerPrefix
    ? routeHref(remembered.route, { id: remembered.id, id_cliente: idCliente })
    : routeHref(remembered.route, { id: remembered.id }, { id_cliente: idCliente });
}

/** Where the browser goes after a pay call: the provider's checkout (remembering where it was), or the result at once. */
export function followPayAnswer(
  answer: { redirect?: string; result?: number; transaction: number },
  from: RememberedRoute,
  showResult: (transaction: number, res: number) => void,
): void {
  if (answer.redirect) {
    rememberRoute(from.route, from.id, from.id_cliente);
    window.location.assign(answer.redirect);
    return;
  }
  showResult(answer.transaction, answer.result ?? 0);
}
