import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

/** A single-use check value for the login, sign-up and reset forms. */
export async function getCheckToken(): Promise<string> {
  const { result } = await api(authApi.checkToken, {}, { idCliente: null });
  return result;
}
