import { translate } from '@sportello/domain';
import { newsletterApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { contextOf } from '../../platform/use-cases/use-case-context.ts';
import { unsubscribe } from './unsubscribe.ts';

/** Enough for people following unsubscribe links, not for working through a list of addresses. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 };

/** The public unsubscribe page (spec 3 §2, §7, §8) calls this. */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    newsletterApi.unsubscribe,
    async (request) => {
      const { mail } = request.params;
      await unsubscribe(contextOf(request), mail, request.body.token);
      return {
        result: 'ok' as const,
        message: translate(requestLanguage(request), 'newsletter.unsubscribed', { mail }),
      };
    },
    { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
  );
};
