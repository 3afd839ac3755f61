import type { LoginWithTokenInput } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

/**
 * The one-time link of a reset or welcome e-mail. `totp` when the account has an authenticator
 * (the token stays usable until the code comes); a refusal (401) is the server's words as a
 * danger toast.
 */
export function loginWithToken(input: LoginWithTokenInput) {
  return api(authApi.loginWithToken, { body: input }, { unauthorized: 'notify', idCliente: null });
}
