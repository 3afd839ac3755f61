import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import {
  guardNavigation,
  redirectAfterAuth,
  ROUTES,
  routeHref,
  type GuardState,
  type RouteDef,
  type RouteName,
  type UserInfo,
} from '@sportello/domain';
import { isMaintenance } from '../../shared/http/maintenance.ts';
import { isValidCustomerPrefix, routeParamsOf } from '../../shared/routing/route-path.ts';
import { refreshSession } from './refresh-session.ts';
import { isInFrame } from '../../shared/routing/frame.ts';
import { accessContextOf } from '@sportello/domain';

/**
 * `idCliente`: the customer the page acts on. A staff member the server described that customer
 * to acts on it: its contract and approval are not theirs to complete.
 */
export function guardStateOf(
  user: UserInfo | null,
  maintenance: boolean,
  inFrame: boolean,
  idCliente: string | null = null,
): GuardState {
  return {
    authenticated: user !== null,
    companyChosen: user?.id_azienda != null,
    contratto_cliente: user?.contratto_cliente ?? null,
    approval: user?.approval ?? null,
    access: user ? accessContextOf(user) : null,
    inFrame,
    maintenance,
    actingOnCustomer: idCliente !== null && user?.is_staff === true && String(user.id_azienda) === idCliente,
  };
}

function afterAuthQuery(url: URL) {
  const q = url.searchParams;
  return { ref: q.get('ref'), antk: q.get('antk'), aid: q.get('aid'), uid: q.get('uid'), tok: q.get('tok') };
}

/**
 * Runs before every navigation to a route of the table: refreshes the session
 * and applies spec 1 §2.2 through the domain's guardNavigation.
 */
export function guardLoader(name: RouteName) {
  const def: RouteDef = ROUTES[name];
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if (def.customerPrefix && !isValidCustomerPrefix(params.id_cliente)) {
      throw data(null, { status: 404 });
    }
    if (def.guard === 'public') return null;
    // The loader runs before the navigation is done: the customer is this route's, not the current one's.
    const idCliente = def.customerPrefix ? (params.id_cliente ?? null) : null;
    const user = await refreshSession(idCliente);
    const outcome = guardNavigation(name, guardStateOf(user, isMaintenance(), isInFrame(), idCliente));
    const url = new URL(request.url);
    if (outcome.kind === 'onward') throw redirect(redirectAfterAuth(afterAuthQuery(url)));
    if (outcome.kind === 'redirect') {
      // The invitation and authorisation pages: their key (antk, or aid/uid/tok) goes to login rather than
      // a ref into /auth/, which would be dropped (spec 1 §2.2); the redirect helper rebuilds the address.
      const keys = outcome.to === 'login' && def.guard === 'user' ? routeParamsOf(name, params) : {};
      if (Object.keys(keys).length)
        throw redirect(routeHref('login', {}, { ...keys, ref: url.searchParams.get('ref') ?? undefined }));
      const intended = url.pathname + url.search;
      const ref = outcome.keepRef && intended !== '/' ? intended : undefined;
      throw redirect(routeHref(outcome.to, {}, { ref }));
    }
    return null;
  };
}
