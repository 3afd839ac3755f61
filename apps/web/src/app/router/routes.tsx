import type { RouteObject } from 'react-router';
import { ROUTE_NAMES, ROUTES, type RouteDef, type RouteName } from '@sportello/domain';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { routerPath } from '../../shared/routing/route-path.ts';
import { FullPageLayout } from '../layouts/full-page-layout.tsx';
import { BootScreen } from './boot-screen.tsx';
import { guardLoader } from './guard-loader.ts';
import { page, type PageModule } from './page-module.ts';
import { RouteError } from './route-error.tsx';

/** The first visit's page renders without TanStack Query; every other page sits in the query layer. */
const WITHOUT_QUERIES: ReadonlySet<RouteName> = new Set(['login']);

const loginPage = page(
  () => import('../../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  ['auth'],
);

/** The query layer, the chrome and the page registry, fetched once, at the first navigation away from login. */
const signedIn = () => import('../signed-in.ts');

/** Any other page goes through the page registry. */
function registeredPage(name: Exclude<RouteName, 'login'> | 'not-found'): PageModule {
  return () =>
    signedIn().then((registry) => (name === 'not-found' ? registry.notFoundPage : registry.pageModule(name))());
}

const queryLayer = () => signedIn().then((m) => ({ Component: m.QueryLayer }));

function leafRoute(name: RouteName): RouteObject {
  const handle: RouteHandle = { name };
  return {
    path: routerPath(ROUTES[name]),
    handle,
    loader: guardLoader(name),
    lazy: name === 'login' ? loginPage : registeredPage(name),
  };
}

function leavesWhere(keep: (def: RouteDef, name: RouteName) => boolean): RouteObject[] {
  return ROUTE_NAMES.filter((name) => keep(ROUTES[name], name)).map(leafRoute);
}

/** Spec 1 §2.1 from the domain's route table; chrome for app pages, a plain background for full-page ones. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: BootScreen,
      children: [
        {
          id: 'full-page',
          Component: FullPageLayout,
          children: [
            ...leavesWhere((def, name) => Boolean(def.fullPage) && WITHOUT_QUERIES.has(name)),
            {
              id: 'full-page-queries',
              lazy: queryLayer,
              children: leavesWhere((def, name) => Boolean(def.fullPage) && !WITHOUT_QUERIES.has(name)),
            },
          ],
        },
        {
          id: 'queries',
          lazy: queryLayer,
          children: [
            {
              id: 'chrome',
              lazy: () => signedIn().then((m) => ({ Component: m.AppLayout })),
              children: leavesWhere((def) => !def.fullPage),
            },
          ],
        },
        { path: '*', lazy: registeredPage('not-found') },
      ],
    },
  ];
}
