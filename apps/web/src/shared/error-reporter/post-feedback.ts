import type { FeedbackInput } from '@sportello/domain';
import { feedbackApi } from '@sportello/domain/api';
import { api } from '../http/api-client.ts';

/** The unexpected-error dialog's answer, stored by the server. */
export function postFeedback(input: FeedbackInput): Promise<unknown> {
  return api(feedbackApi.send, { body: input }, { idCliente: null });
}
