import { http } from '../../../shared/http/http-client.ts';

/** POST /api/auth/token: a single-use check value for the login, sign-up and reset forms. */
export async function getCheckToken(): Promise<string> {
  const { result } = await http.post<{ result: string }>('/api/auth/token', undefined, { idCliente: null });
  return result;
}
