import type { LoginInput, LoginResult } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { getCheckToken } from './get-check-token.ts';

export type LoginCredentials = Omit<LoginInput, 'check'>;

/** The ID token Google sent back, instead of a username and password. */
export interface GoogleCredentials {
  google_token: string;
  totp?: string;
  rememberme?: boolean;
}

/** Signs in with a fresh check token; a refusal (401) shows the server's words as a danger toast. */
export async function login(credentials: LoginCredentials | GoogleCredentials): Promise<LoginResult> {
  const check = await getCheckToken();
  const { result } = await api(
    authApi.login,
    { body: { ...credentials, check } },
    { unauthorized: 'notify', idCliente: null },
  );
  return result;
}
