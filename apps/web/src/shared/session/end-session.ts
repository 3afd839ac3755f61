import type { QueryClient } from '@tanstack/react-query';
import { loginAfterLogout, type RouteName } from '@sportello/domain';
import { requiresAuth } from '../routing/requires-auth.ts';

/** Forget the data of the company acted for (after a company switch, or when the session ends). The session and the brand live outside the cache. */
export function clearCompanyData(queryClient: QueryClient): void {
  queryClient.removeQueries();
}

/** Spec 1 §2.2: after a logout, leave a page that needs a session for login, with the page left as `res`. */
export function pageAfterLogout(routeName: RouteName | null, pathname: string): string | null {
  return requiresAuth(routeName) ? loginAfterLogout(pathname) : null;
}
