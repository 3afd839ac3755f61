import type { FeedbackInput } from '@sportello/domain';
import { http } from '../http/http-client.ts';

/** POST /rest/feedback: the unexpected-error dialog's answer, stored by the server. */
export function postFeedback(input: FeedbackInput): Promise<unknown> {
  return http.post('/rest/feedback', input, { idCliente: null });
}
