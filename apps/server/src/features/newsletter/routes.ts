import { FormMessageResultSchema, normalizeNewsletterAddress, translate, UnsubscribeParamsSchema } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { removeSubscription } from './newsletter-store.ts';

/** Enough for people following unsubscribe links, not for working through a list of addresses. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 };

/** The public unsubscribe page (spec 3 §2, §7, §8) calls this. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/rest/newsletter_subscription/:mail',
    {
      config: { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe an address from the newsletter (public); 404 when it is not subscribed',
        params: UnsubscribeParamsSchema,
        response: { 200: FormMessageResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const { mail } = request.params;
      if (!(await removeSubscription(app.db, normalizeNewsletterAddress(mail)))) {
        throw new HttpError(404, 'newsletter.not_found', { params: { mail }, reason: 'not_subscribed' });
      }
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'newsletter.unsubscribed', { mail }) };
    },
  );
};
