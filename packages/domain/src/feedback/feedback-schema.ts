import { z } from 'zod';

/** The unexpected-error dialog (spec 1 §8): name and comments, with what the reporter knows. */
export const FeedbackSchema = z.object({
  name: z.string().trim().max(250).optional().default(''),
  comments: z.string().trim().min(1).max(5000),
  event_id: z.string().max(100).optional(),
  url: z.string().max(2000).optional(),
  message: z.string().max(5000).optional(),
  release: z.string().max(50).optional(),
  environment: z.string().max(50).optional(),
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;
