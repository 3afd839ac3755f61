import { feedbackApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { contextOf } from '../../platform/use-cases/use-case-context.ts';
import { sendFeedback } from './send-feedback.ts';

/** Ten reports an hour per address: enough for a person, not for a flood. */
const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

/** The unexpected-error dialog (spec 1 §8) posts here; the report is kept for the provider's staff. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    feedbackApi.send,
    async (request, reply) => {
      await sendFeedback(contextOf(request), request.body, request.headers['user-agent']);
      return reply.status(201).send({ result: 'ok' });
    },
    { rateLimit: FEEDBACK_RATE_LIMIT },
  );
};
