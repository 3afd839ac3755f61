import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../shared/query/query-client.ts';

/** TanStack Query for the pages below it: every page but login, so a first visit does not download it. */
export function QueryLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
