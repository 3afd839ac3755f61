import { endpoint } from '../api/endpoint.ts';
import { OkResultSchema } from '../users/users-schemas.ts';
import { FeedbackSchema } from './feedback-schema.ts';

/** The unexpected-error dialog (spec 1 §8). */
export const feedbackApi = {
  send: endpoint({
    method: 'POST',
    path: '/rest/feedback',
    access: 'public',
    summary: 'Store a report from the unexpected-error dialog (session optional); answers 201',
    body: FeedbackSchema,
    response: OkResultSchema,
  }),
} as const;
