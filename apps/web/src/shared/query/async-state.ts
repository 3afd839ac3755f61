import type { UseQueryResult } from '@tanstack/react-query';

/** Spec 1 §3 async data state values. */
export type AsyncState = 'pending' | 'updating' | 'success' | 'error';

/** pending: nothing yet; updating: reloading while showing the previous data. */
export function asyncStateOf(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching'>): AsyncState {
  if (query.isError) return 'error';
  if (query.isPending) return 'pending';
  return query.isFetching ? 'updating' : 'success';
}
