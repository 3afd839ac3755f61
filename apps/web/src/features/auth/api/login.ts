import type { LoginInput, LoginResult } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { getCheckToken } from './get-check-token.ts';

export type LoginCredentials = Omit<LoginInput, 'check'>;

/** The ID token Google sent back, instead of a username and password. */
export interface GoogleCredentials {
  google_token: string;
  totp?: string;
  rememberme?: boolean;
}

/** POST /api/auth/login with a fresh check token; a refusal (401) shows the server's words as a danger toast. */
export async function login(credentials: LoginCredentials | GoogleCredentials): Promise<LoginResult> {
  const check = await getCheckToken();
  const { result } = await http.post<{ result: LoginResult }>(
    '/api/auth/login',
    { ...credentials, check },
    { unauthorized: 'notify', idCliente: null },
  );
  return result;
}
