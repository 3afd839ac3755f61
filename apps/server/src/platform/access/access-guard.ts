import {
  evaluate,
  onboardingStop,
  ROUTES,
  type Rule,
  type RouteDef,
  type RouteName,
  type StaffRole,
} from '@sportello/domain';
import type { Access } from '@sportello/domain/api';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { forbidden, notAuthorized, sessionExpired } from '../http/http-error.ts';
import { accessContextOf, asCompanyActor, readsOnly, type Actor, type CompanyActor } from './actor.ts';

/**
 * The access guard, in one place: every /api and /rest route declares its access in its
 * endpoint declaration (the server refuses to start otherwise), and this hook enforces it
 * before validation and the handler, in the order of spec 1 §2.2 — 401 without a session,
 * 403 code 10 without a chosen company, 403 with the onboarding step the company has still
 * to complete (terms, then approval), 403 code 10 when the rule says no.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isApiPath(route.url) && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, onboarding } = request.routeOptions.config;
    if (access === undefined || access === 'public') return done();
    try {
      enforce(access, onboarding, request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

function enforce(
  access: Exclude<Access, 'public'>,
  onboarding: FastifyContextConfig['onboarding'],
  request: FastifyRequest,
): void {
  const actor = request.actor;
  if (!actor) throw sessionExpired();
  if (access === 'session') return;
  if (access !== 'company' && 'staff' in access) return refuseUnlessStaff(access.staff, actor);
  refuseSupportWrites(access, request.method, actor);
  const companyActor = asCompanyActor(actor);
  if (onboarding !== 'allowed') refuseUntilOnboarded(companyActor);
  if (access === 'company') return;
  if (!allows(access as Rule | { route: RouteName }, actor)) throw notAuthorized();
}

/**
 * Refuses, with the step and its words, a company that has not accepted the terms or is not
 * approved: what the browser's guard redirects for, the server refuses too. Staff acting on a
 * customer are not held by the customer's onboarding (they may be there to approve it).
 */
export function refuseUntilOnboarded(actor: CompanyActor): void {
  if (actor.acting_as_customer) return;
  const stop = onboardingStop(actor.company);
  if (stop) throw forbidden(stop.message, stop.reason);
}

/**
 * The console's calls: an operator of one of the roles, whatever company they act for (none, their
 * own or a customer's); a customer's user is refused as staff only, an operator of another role
 * as not authorised.
 */
function refuseUnlessStaff(roles: readonly StaffRole[], actor: Actor): void {
  const role = actor.user.staff_role;
  if (role === null) throw forbidden('auth.staff_only', 'staff_only');
  if (!roles.includes(role)) throw notAuthorized();
}

/**
 * A support operator reads a customer's data and works its tickets (DESIGN §5): acting on a
 * customer it writes only through the calls any operator may make (the ticket calls' rule), never
 * through a call that needs a customer's grant or just a company.
 */
function refuseSupportWrites(access: Exclude<Access, 'public' | 'session'>, method: string, actor: Actor): void {
  if (!readsOnly(actor) || method === 'GET' || method === 'HEAD') return;
  const ticketCall = access !== 'company' && 'route' in access && STAFF_OPEN_ROUTES.has(access.route);
  if (!ticketCall) throw notAuthorized();
}

/** Routes every operator may use on a customer, support included: the tickets. */
const STAFF_OPEN_ROUTES: ReadonlySet<RouteName> = new Set(['tickets', 'ticket']);

function allows(access: Rule | { route: RouteName }, actor: Actor): boolean {
  const ctx = accessContextOf(actor);
  if ('route' in access) {
    const def: RouteDef = ROUTES[access.route];
    return [def.visible, def.granted].every((rule) => rule === undefined || evaluate(rule, ctx));
  }
  return evaluate(access, ctx);
}
