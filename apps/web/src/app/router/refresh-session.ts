import type { UserInfo } from '@sportello/domain';
import { reportError } from '../../shared/error-reporter/reporter.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { isMaintenance } from '../../shared/http/maintenance.ts';
import { notify } from '../../shared/notify/notify.ts';
import { loadUserInfo, signedInUser } from '../../shared/session/session.ts';

/**
 * Spec 1 §2.2: the session is refreshed on navigation, for the customer the page acts on
 * (`idCliente`, the route's `/{id_cliente}` prefix; null for none). 401/404 mean signed out
 * (the fetcher answers null); a refusal of the customer (403 not staff, 404 no such company) is
 * the server's words and the user's own session; any other failure is reported and navigation
 * goes on with what was known before.
 */
export async function refreshSession(idCliente: string | null): Promise<UserInfo | null> {
  try {
    return await loadUserInfo(idCliente);
  } catch (error) {
    if (idCliente !== null && isApiError(error) && (error.status === 403 || error.status === 404)) {
      notify({ level: 'danger', message: error.message });
      return refreshSession(null);
    }
    if (!isMaintenance()) {
      reportError(error);
      if (isApiError(error)) notify({ level: 'danger', message: error.message });
    }
    return signedInUser();
  }
}
