import { useMutation } from '@tanstack/react-query';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { getCheckToken } from './get-check-token.ts';

/**
 * Asks for a one-time sign-in link with a fresh check token: always `{ result: 'ok', message }`,
 * whether or not the user exists. The message is not toasted here: the login page shows it
 * (msg/msglvl).
 */
export async function resetPassword(username: string) {
  const check = await getCheckToken();
  return api(authApi.reset, { body: { username, check } }, { idCliente: null, notify: 'failures' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
