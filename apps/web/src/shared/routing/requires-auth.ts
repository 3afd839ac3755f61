import { ROUTES, type RouteDef, type RouteName } from '@sportello/domain';

/** Public and guest-only pages are the ones a signed-out visitor may stay on. */
export function requiresAuth(name: RouteName | null): boolean {
  if (!name) return false;
  const def: RouteDef = ROUTES[name];
  return def.guard !== 'public' && def.guard !== 'guest';
}
