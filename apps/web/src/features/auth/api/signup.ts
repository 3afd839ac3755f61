import type { SignupInput } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { getCheckToken } from './get-check-token.ts';

export type SignupFields = Omit<SignupInput, 'check'>;

/**
 * Signs up with a fresh check token. The answer's message (the confirmation mail is on its way)
 * is not toasted here: the page shows it in place of the form, or with the `goto` it follows.
 */
export async function signup(fields: SignupFields) {
  const check = await getCheckToken();
  return api(authApi.signup, { body: { ...fields, check } }, { idCliente: null, notify: 'failures' });
}
