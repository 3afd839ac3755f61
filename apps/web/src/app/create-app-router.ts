import type { DataRouter, RouteObject } from 'react-router';
import { bindHttp } from './http-bindings.ts';
import { appRoutes } from './router/routes.tsx';

/** Browser router in the app, memory router in tests: the same routes, guards and http wiring. */
export function createAppRouter(create: (routes: RouteObject[]) => DataRouter): DataRouter {
  const router = create(appRoutes());
  bindHttp(router);
  return router;
}

/** Settles when the router's first navigation has its page's code, texts and loaders' answers (or an error to show). */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
