import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

/** The confirmation e-mail again; the answer's message is toasted. */
export function resendConfirmation(username: string) {
  return api(authApi.resendConfirmation, { query: { username, action: 'confirm' } }, { idCliente: null });
}
