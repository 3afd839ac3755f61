import { http } from '../../../shared/http/http-client.ts';

/** GET /api/auth/reset?action=confirm: the confirmation e-mail again; the answer's message is toasted. */
export function resendConfirmation(username: string): Promise<{ result: 'ok'; message: string }> {
  return http.get<{ result: 'ok'; message: string }>('/api/auth/reset', { query: { username, action: 'confirm' }, idCliente: null });
}
