import { FormMessageResultSchema, PartnerRequestSchema, PartnerRequestStateSchema, translate } from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notAuthorized } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { partnerNotice } from './partner-notice.ts';
import { createPartnerRequest, findPendingRequest } from './partner-store.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };
const access = { route: 'become_partner' } as const;

/** Become partner (spec 3 'Diventa partner'): a request the operators answer; one pending per company. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/become_partner',
    {
      config: { access },
      schema: {
        tags: ['partner'],
        summary: "The company's pending partner request, if any",
        response: { 200: PartnerRequestStateSchema, ...errors },
      },
    },
    async (request) => {
      const company = actorOf(request).company;
      if (!company) throw notAuthorized('company_not_selected');
      const pending = await findPendingRequest(app.db, company.id);
      if (!pending) return { pending: null };
      const { created_at, ...fields } = pending;
      return { pending: { ...fields, data: created_at.toISOString() } };
    },
  );

  app.post(
    '/rest/become_partner',
    {
      config: { access },
      schema: {
        tags: ['partner'],
        summary: 'Ask to become a partner; 409 while a request is pending. The sales address gets a notice.',
        body: PartnerRequestSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const company = actor.company;
      if (!company) throw notAuthorized('company_not_selected');
      const brand = await resolveBrand(app.db, app.config.brand);
      await app.db.transaction().execute(async (trx) => {
        if (!(await createPartnerRequest(trx, company.id, actor.user.id, request.body))) {
          throw new HttpError(409, 'partner.already_requested', { reason: 'already_requested' });
        }
        if (brand.sales_email) {
          await enqueueMail(trx, partnerNotice({ to: brand.sales_email, company, user: actor.user, request: request.body }));
        }
      });
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'partner.requested') };
    },
  );
};
