import type { LoginWithTokenInput, LoginWithTokenResult } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

/**
 * POST /api/auth/loginwithtoken: the one-time link of a reset or welcome e-mail. `totp` when the
 * account has an authenticator (the token stays usable until the code comes); a refusal (401) is
 * the server's words as a danger toast.
 */
export function loginWithToken(input: LoginWithTokenInput): Promise<LoginWithTokenResult> {
  return http.post<LoginWithTokenResult>('/api/auth/loginwithtoken', input, { unauthorized: 'notify', idCliente: null });
}
