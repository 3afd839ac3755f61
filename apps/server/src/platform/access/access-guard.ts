import { evaluate, ROUTES, type Rule, type RouteDef, type RouteName } from '@sportello/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { notAuthorized, sessionExpired } from '../http/http-error.ts';
import { accessContextOf, type Actor } from './actor.ts';

/**
 * What a call requires, declared on the route as `config.access`:
 * - 'public': anyone;
 * - 'session': a signed-in user, company chosen or not;
 * - 'company': a signed-in user acting for a company;
 * - a domain Rule, or { route } to apply a route's visibility and grant rules
 *   from the domain route table: a company, and the rule must hold.
 */
export type Access = 'public' | 'session' | 'company' | Rule | { route: RouteName };

/**
 * The access guard, in one place: every /api and /rest route must declare its
 * access (the server refuses to start otherwise), and this hook enforces it
 * before validation and the handler — 401 without a session, 403 code 10 when
 * the rule says no.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isApiPath(route.url) && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    enforce(access, request);
  });
}

function enforce(access: Exclude<Access, 'public'>, request: FastifyRequest): void {
  const actor = request.actor;
  if (!actor) throw sessionExpired();
  if (access === 'session') return;
  if (!actor.company) throw notAuthorized('company_not_selected');
  if (access === 'company') return;
  if (!allows(access, actor)) throw notAuthorized();
}

function allows(access: Rule | { route: RouteName }, actor: Actor): boolean {
  const ctx = accessContextOf(actor);
  if ('route' in access) {
    const def: RouteDef = ROUTES[access.route];
    return [def.visible, def.granted].every((rule) => rule === undefined || evaluate(rule, ctx));
  }
  return evaluate(access, ctx);
}
