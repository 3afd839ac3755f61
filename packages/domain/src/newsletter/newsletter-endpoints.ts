import { endpoint } from '../api/endpoint.ts';
import { FormMessageResultSchema } from '../auth/identity-schemas.ts';
import { UnsubscribeBodySchema, UnsubscribeParamsSchema } from './unsubscribe-schema.ts';

/** The newsletter's public unsubscribe page (spec 3 §2, §7, §8). */
export const newsletterApi = {
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/rest/newsletter_subscription/:mail',
    access: 'public',
    summary:
      "Unsubscribe an address from the newsletter (public) with the token of the link mailed to it; 403 for a link that is not the address's (whether or not it is subscribed), 404 when it is not subscribed",
    params: UnsubscribeParamsSchema,
    body: UnsubscribeBodySchema,
    response: FormMessageResultSchema,
    errors: { 403: ['invalid_link'], 404: ['not_subscribed'] },
  }),
} as const;
