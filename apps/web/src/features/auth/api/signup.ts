import type { SignupInput, SignupResult } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { getCheckToken } from './get-check-token.ts';

export type SignupFields = Omit<SignupInput, 'check'>;

/**
 * POST /api/auth/signup with a fresh check token. The answer's message (the confirmation mail is on
 * its way) is not toasted here: the page shows it in place of the form, or with the `goto` it follows.
 */
export async function signup(fields: SignupFields): Promise<SignupResult> {
  const check = await getCheckToken();
  return http.post<SignupResult>('/api/auth/signup', { ...fields, check }, { idCliente: null, notify: 'failures' });
}
