import { routeAccess, ROUTES, type RouteDef, type RouteName } from '../access/routes.ts';
import type { AccessContext } from '../access/rules.ts';

export interface GuardState {
  authenticated: boolean;
  companyChosen: boolean;
  contratto_cliente: boolean | null;
  approval: string | null;
  access: AccessContext | null;
  inFrame: boolean;
  maintenance: boolean;
}

export type GuardOutcome =
  | { kind: 'allow' }
  /** keepRef: the intended path goes along as the `ref` query parameter. */
  | { kind: 'redirect'; to: RouteName; keepRef: boolean }
  /** Authenticated user on a guest-only page: continue to the stored ref or the root. */
  | { kind: 'onward' };

export const APPROVED = 'approvato';

/** The navigation guard of spec 1 §2.2, in its order. */
export function guardNavigation(name: RouteName, s: GuardState): GuardOutcome {
  if (s.maintenance) return { kind: 'allow' };
  const def: RouteDef = ROUTES[name];
  switch (def.guard) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return s.authenticated && !s.inFrame ? { kind: 'onward' } : { kind: 'allow' };
    default:
      break;
  }
  if (!s.authenticated) return { kind: 'redirect', to: 'login', keepRef: true };
  if (def.guard === 'user') return { kind: 'allow' };
  if (!s.companyChosen) return { kind: 'redirect', to: 'login_azienda', keepRef: true };
  if (def.guard === 'company') return { kind: 'allow' };
  if (s.contratto_cliente === false) {
    return { kind: 'redirect', to: 'terms_and_conditions', keepRef: true };
  }
  if (s.approval !== APPROVED) return { kind: 'redirect', to: 'approval_request', keepRef: true };
  if (!s.access || routeAccess(name, s.access) !== 'allowed') {
    return name === 'profile' ? { kind: 'allow' } : { kind: 'redirect', to: 'profile', keepRef: false };
  }
  return { kind: 'allow' };
}
