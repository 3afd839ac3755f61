import { routeAccess, ROUTES, type RouteDef, type RouteName } from '../access/routes.ts';
import type { AccessContext } from '../access/rules.ts';
import type { MessageKey } from '../i18n/messages.ts';

export interface GuardState {
  authenticated: boolean;
  companyChosen: boolean;
  contratto_cliente: boolean | null;
  approval: string | null;
  access: AccessContext | null;
  inFrame: boolean;
  maintenance: boolean;
  /**
   * A staff member on a customer's `/{id_cliente}/…` page: the customer's contract and approval
   * are not theirs to complete (they may be there to approve it), the access rules still apply.
   */
  actingOnCustomer?: boolean;
}

export type GuardOutcome =
  | { kind: 'allow' }
  /** keepRef: the intended path goes along as the `ref` query parameter. */
  | { kind: 'redirect'; to: RouteName; keepRef: boolean }
  /** Authenticated user on a guest-only page: continue to the stored ref or the root. */
  | { kind: 'onward' };

export const APPROVED = 'approvato';

/** What a chosen company has done of its onboarding (spec 1 §2.2 steps 3 and 4). */
export interface OnboardingState {
  contratto_cliente: boolean | null;
  approval: string | null;
}

/** Where onboarding stops a company, in the guard's order: the page that completes the step, and what the server answers. */
export const ONBOARDING_STOPS = {
  terms: { route: 'terms_and_conditions', reason: 'terms_not_accepted', message: 'onboarding.terms_required' },
  approval: { route: 'approval_request', reason: 'not_approved', message: 'onboarding.approval_required' },
} as const satisfies Record<string, { route: RouteName; reason: string; message: MessageKey }>;

export type OnboardingStop = (typeof ONBOARDING_STOPS)[keyof typeof ONBOARDING_STOPS];

/**
 * The first onboarding step the company has still to complete, or null: the browser's guard
 * redirects to its page, the server refuses every company call but the onboarding ones with it.
 */
export function onboardingStop(company: OnboardingState): OnboardingStop | null {
  if (company.contratto_cliente === false) return ONBOARDING_STOPS.terms;
  if (company.approval !== APPROVED) return ONBOARDING_STOPS.approval;
  return null;
}

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
  // An operator without a company of its own chosen works from the console, not the chooser.
  if (!s.companyChosen) {
    return s.access?.is_staff
      ? { kind: 'redirect', to: 'staff_console', keepRef: false }
      : { kind: 'redirect', to: 'login_azienda', keepRef: true };
  }
  if (def.guard === 'company') return { kind: 'allow' };
  const stop = s.actingOnCustomer ? null : onboardingStop(s);
  if (stop) return { kind: 'redirect', to: stop.route, keepRef: true };
  if (!s.access || routeAccess(name, s.access) !== 'allowed') {
    return name === 'profile' ? { kind: 'allow' } : { kind: 'redirect', to: 'profile', keepRef: false };
  }
  return { kind: 'allow' };
}
