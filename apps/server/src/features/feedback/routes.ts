import { FeedbackSchema } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { insertFeedback } from './feedback-store.ts';

/** Ten reports an hour per address: enough for a person, not for a flood. */
const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

/** The unexpected-error dialog (spec 1 §8) posts here; the report is kept for the provider's staff. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rest/feedback',
    {
      config: { access: 'public', rateLimit: FEEDBACK_RATE_LIMIT },
      schema: {
        tags: ['feedback'],
        summary: 'Store a report from the unexpected-error dialog (session optional)',
        body: FeedbackSchema,
        response: { 201: z.object({ result: z.literal('ok') }), 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { name, comments, ...event } = request.body;
      await insertFeedback(
        app.db,
        {
          user_id: request.actor?.user.id ?? null,
          name,
          comments,
          event: { ...event, user_agent: request.headers['user-agent']?.slice(0, 500) },
        },
        new Date(),
      );
      return reply.status(201).send({ result: 'ok' });
    },
  );
};
