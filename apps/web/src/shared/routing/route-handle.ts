import { useMatches } from 'react-router';
import type { RouteName } from '@sportello/domain';

/** Every route of the table carries its name, so shared code knows where it is. */
export interface RouteHandle {
  name: RouteName;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The name of the deepest matched route of the table; null on the not-found page. */
export function routeNameOf(matches: ReadonlyArray<{ handle: unknown }>): RouteName | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}

export function useRouteName(): RouteName | null {
  return routeNameOf(useMatches());
}
