import { translate, type Company } from '@sportello/domain';
import { companyApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { ReadCache } from '../../platform/db/read-cache.ts';
import { notAuthorized } from '../../platform/http/http-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import {
  changeCurrency,
  companyProfile,
  newCompanyDefaults,
  saveCompanyForm,
  sendChangeRequest,
} from '../../modules/company/index.ts';

/**
 * The company's billing profile (spec 1 §2.4 terms and approval request, spec 2 billing data,
 * skills and company page): only the company the session acts for (or, for an operator, the
 * customer named by id_cliente) — never an id taken on trust.
 */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, companyApi.defaults, async (request) => newCompanyDefaults(requestLanguage(request)));

  // Read by the company page, the billing forms and the approval flow, changed rarely: remembered per
  // company and language until one of the tables it is read from changes.
  const profiles = new ReadCache<Company>(
    app.changes,
    ['aziende', 'company_skills', 'fatturanti', 'payment_modes'],
    60_000,
  );
  registerEndpoint(app, companyApi.get, async (request) => {
    const ctx = companyContextOf(request);
    requireOwnCompany(ctx.actor, request.params.id);
    const language = requestLanguage(request);
    return profiles.get(`${ctx.actor.company.id} ${language}`, () => companyProfile(ctx.db, ctx.actor, language));
  });

  registerEndpoint(app, companyApi.update, async (request) => {
    const ctx = companyContextOf(request);
    requireOwnCompany(ctx.actor, request.params.id);
    await saveCompanyForm(ctx, request.body);
    return companyProfile(ctx.db, ctx.actor, requestLanguage(request));
  });

  registerEndpoint(app, companyApi.changeCurrency, async (request) => {
    await changeCurrency(companyContextOf(request), request.body.currency);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'company.currency_updated') };
  });

  registerEndpoint(app, companyApi.requestChange, async (request) => {
    await sendChangeRequest(companyContextOf(request), request.body);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'company.change_request_sent') };
  });
};

/** The path names the company acted for; any other id is refused like a missing grant. */
function requireOwnCompany(actor: CompanyActor, id: number): void {
  if (actor.company.id !== id) throw notAuthorized('other_company');
}
