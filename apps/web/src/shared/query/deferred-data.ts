import { useDeferredValue } from 'react';

/**
 * A query's data drawn as a transition: TanStack Query hands new data over through
 * useSyncExternalStore, which React always draws at once, in one task; deferred, React draws it in
 * slices between which the browser stays responsive (issue 13: total blocking time). Until then the
 * caller still shows what it showed before: `isPending` while no data has been drawn yet.
 */
export function useDeferredData<T>(query: { data: T | undefined; isError: boolean }): {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
} {
  const data = useDeferredValue(query.data);
  const isError = query.isError && data === undefined;
  return { data, isPending: data === undefined && !isError, isError };
}
