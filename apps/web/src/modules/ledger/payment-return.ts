import type { RouteName } from '@sportello/domain';

const KEY = 'sportello.paymentReturn';

export interface RememberedRoute {
  route: RouteName;
  id: string;
}

/** Spec 1 §2, spec 2 §7: before a redirect to a payment provider, the current route name and id are saved locally. */
export function rememberRoute(route: RouteName, id: string | number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ route, id: String(id) }));
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
    return typeof value.route === 'string' && typeof value.id === 'string' ? (value as RememberedRoute) : null;
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

/** Where the browser goes after a pay call: the provider's checkout (remembering where it was), or the result at once. */
export function followPayAnswer(answer: { redirect?: string; result?: number; transaction: number }, from: RememberedRoute, showResult: (transaction: number, res: number) => void): void {
  if (answer.redirect) {
    rememberRoute(from.route, from.id);
    window.location.assign(answer.redirect);
    return;
  }
  showResult(answer.transaction, answer.result ?? 0);
}
