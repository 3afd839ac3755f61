import type { UserInfo } from '@sportello/domain';
import { reportError } from '../../shared/error-reporter/reporter.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { isMaintenance } from '../../shared/http/maintenance.ts';
import { notify } from '../../shared/notify/notify.ts';
import { loadUserInfo, signedInUser } from '../../shared/session/session.ts';

/**
 * Spec 1 §2.2: the session is refreshed on navigation. 401/404 mean signed out
 * (the fetcher answers null); any other failure is reported and navigation goes
 * on with what was known before.
 */
export async function refreshSession(): Promise<UserInfo | null> {
  try {
    return await loadUserInfo();
  } catch (error) {
    if (!isMaintenance()) {
      reportError(error);
      if (isApiError(error)) notify({ level: 'danger', message: error.message });
    }
    return signedInUser();
  }
}
