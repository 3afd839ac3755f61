import { QueryClient } from '@tanstack/react-query';
import { clearCompanyData } from '../session/end-session.ts';
import { onSessionEnd } from '../session/session.ts';

/**
 * Retries and focus refetches are off: the http client already told the user
 * about a failure, and a silent second attempt would toast twice.
 * Structural sharing (on by default) is what makes "a reload returning identical
 * data is skipped" (spec 1 §4) true: the data keeps its identity and nothing re-renders.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, throwOnError: false },
      mutations: { retry: false, throwOnError: false },
    },
  });
}

/** The app's query cache. This module loads with the query layer (every page but login), not with the first visit. */
export const queryClient = createQueryClient();
onSessionEnd(() => clearCompanyData(queryClient));
