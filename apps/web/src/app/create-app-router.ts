import type { DataRouter, RouteObject } from 'react-router';
import { bindHttp } from './http-bindings.ts';
import { appRoutes } from './router/routes.tsx';

/** Browser router in the app, memory router in tests: the same routes, guards and http wiring. */
export function createAppRouter(create: (routes: RouteObject[]) => DataRouter): DataRouter {
  const router = create(appRoutes());
  bindHttp(router);
  return router;
}
