import type { UserInfo } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { isApiError } from '../http/api-error.ts';
import { api } from '../http/api-client.ts';

/**
 * The session as the server describes it; null when nobody is signed in (401, or 404 per spec 1
 * §2.2). With `idCliente` (a staff member on a customer's `/{id}/…` page) it describes the
 * customer's company and the grants the staff role gives there; the server's refusal of the
 * customer (403 not staff, 404 no such company) is thrown, it does not mean signed out.
 */
export async function getUserInfo(idCliente: string | null = null): Promise<UserInfo | null> {
  try {
    return await api(authApi.userInfo, {}, { notify: false, unauthorized: 'ignore', idCliente });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || (error.status === 404 && idCliente === null))) return null;
    throw error;
  }
}
