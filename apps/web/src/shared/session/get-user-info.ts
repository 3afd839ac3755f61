import type { UserInfo } from '@sportello/domain';
import { isApiError } from '../http/api-error.ts';
import { http } from '../http/http-client.ts';

/**
 * GET /api/dashboard/userinfo; null when nobody is signed in (401, or 404 per spec 1 §2.2).
 * Sent without id_cliente: the session is the signed-in user's own, whatever customer a page acts on.
 */
export async function getUserInfo(): Promise<UserInfo | null> {
  try {
    return await http.get<UserInfo>('/api/dashboard/userinfo', { notify: false, unauthorized: 'ignore', idCliente: null });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}
