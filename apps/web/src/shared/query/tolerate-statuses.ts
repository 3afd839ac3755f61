import { isApiError } from '../http/api-error.ts';

/** Spec 1 §4: a 401, 403, 404 or 410 counts as finished, without raising. */
export const FINISHED_STATUSES: readonly number[] = [401, 403, 404, 410];

export function isFinishedStatus(error: unknown): boolean {
  return isApiError(error) && FINISHED_STATUSES.includes(error.status);
}

/** Wraps a fetcher so those statuses resolve to `fallback` (an empty list, null) instead of an error state. */
export function tolerateStatuses<T, F>(fetcher: () => Promise<T>, fallback: F): () => Promise<T | F> {
  return async () => {
    try {
      return await fetcher();
    } catch (error) {
      if (isFinishedStatus(error)) return fallback;
      throw error;
    }
  };
}
