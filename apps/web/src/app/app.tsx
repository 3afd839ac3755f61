import { lazy, Suspense } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from '../shared/error-reporter/error-boundary.tsx';
import { useMaintenance } from '../shared/http/maintenance.ts';
import { AppProviders } from './providers.tsx';

const MaintenancePage = lazy(() =>
  import('./maintenance/maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);

/** Maintenance (spec 1 §4) replaces every page, guards included. */
function Pages({ router }: { router: DataRouter }) {
  const maintenance = useMaintenance();
  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  return <RouterProvider router={router} />;
}

export interface AppProps {
  router: DataRouter;
  mantineEnv?: 'default' | 'test';
}

export function App({ router, mantineEnv }: AppProps) {
  return (
    <AppProviders mantineEnv={mantineEnv}>
      <ErrorBoundary>
        <Pages router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
