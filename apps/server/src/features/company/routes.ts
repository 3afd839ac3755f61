import {
  BillingChangeRequestSchema,
  CurrencyUpdateSchema,
  DEFAULT_LANGUAGE,
  FormMessageResultSchema,
  isBillingFieldLocked,
  translate,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notAuthorized } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { changeRequestMail } from './change-request-mail.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };

function currentCompany(company: Azienda | null): Azienda {
  if (!company) throw notAuthorized('company_not_selected');
  return company;
}

/**
 * The company page's own calls (spec 2 §2 Company page, §7): the currency
 * toggle and the change request of a locked billing profile. Always the
 * company the session acts for.
 */
export const companyPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/currency/update',
    {
      config: { access: { route: 'company' } },
      schema: {
        tags: ['company'],
        summary: "Change the current company's currency (refused when the profile or its currency is locked)",
        body: CurrencyUpdateSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const company = currentCompany(actorOf(request).company);
      if (isBillingFieldLocked('currency', company)) {
        throw new HttpError(409, 'company.currency_locked', { reason: 'currency_locked', errors: { currency: 'company.currency_locked' } });
      }
      await app.db.updateTable('aziende').set({ currency: request.body.currency }).where('id', '=', company.id).execute();
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'company.currency_updated') };
    },
  );

  app.post(
    '/rest/company_change_requests',
    {
      config: { access: { route: 'company' } },
      schema: {
        tags: ['company'],
        summary: "Ask the finance team (by e-mail) to change a locked profile's type, name, country or VAT number",
        body: BillingChangeRequestSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const company = currentCompany(actor.company);
      if (!company.locked) throw new HttpError(409, 'company.change_request_not_locked', { reason: 'not_locked' });
      const brand = await resolveBrand(app.db, app.config.brand);
      if (!brand.finance_email) throw new HttpError(409, 'company.change_request_unavailable', { reason: 'no_finance_address' });
      const mail = changeRequestMail(company, request.body, actor.user);
      await enqueueMail(app.db, { to: brand.finance_email, ...mail, template: 'billing_change_request', language: DEFAULT_LANGUAGE });
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'company.change_request_sent') };
    },
  );
};
