import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http-client.ts';
import { getCheckToken } from './get-check-token.ts';

type FormMessageResult = { result: 'ok'; message: string };

/**
 * POST /api/auth/reset with a fresh check token: always `{ result: 'ok', message }`, whether or not
 * the user exists. The message is not toasted here: the login page shows it (msg/msglvl).
 */
export async function resetPassword(username: string): Promise<FormMessageResult> {
  const check = await getCheckToken();
  return http.post<FormMessageResult>('/api/auth/reset', { username, check }, { idCliente: null, notify: 'failures' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
