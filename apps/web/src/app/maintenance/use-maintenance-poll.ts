import { useEffect } from 'react';
import { MAINTENANCE_POLL_MS, MAINTENANCE_RETRY_MS } from '@sportello/domain';
import { isApiError } from '../../shared/http/api-error.ts';
import { getUserInfo } from '../../shared/session/get-user-info.ts';

/**
 * Spec 1 §4: while in maintenance, ask for the current user after MAINTENANCE_POLL_MS;
 * as soon as the answer is anything but 503 reload the page, otherwise retry every
 * MAINTENANCE_RETRY_MS.
 */
const reloadPage = () => window.location.reload();

export function useMaintenancePoll(reload: () => void = reloadPage): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const check = async () => {
      try {
        await getUserInfo();
        if (!stopped) reload();
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === 503) timer = setTimeout(check, MAINTENANCE_RETRY_MS);
        else reload();
      }
    };
    timer = setTimeout(check, MAINTENANCE_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reload]);
}
