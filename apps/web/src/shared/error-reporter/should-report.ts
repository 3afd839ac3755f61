import { REPORTER_IGNORED_STATUSES } from '@sportello/domain';
import { isApiError, NETWORK_ERROR_STATUS } from '../http/api-error.ts';

/** Spec 1 §8: network errors and the statuses 400, 401, 429, 500, 503 are not reported. */
export function shouldReport(error: unknown): boolean {
  if (isApiError(error))
    return error.status !== NETWORK_ERROR_STATUS && !REPORTER_IGNORED_STATUSES.includes(error.status);
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return false;
  return !(error instanceof DOMException && error.name === 'AbortError');
}
