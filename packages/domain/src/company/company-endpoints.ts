import { z } from 'zod';
import { BillingChangeRequestSchema, CurrencyUpdateSchema } from '../account/company-requests.ts';
import { endpoint } from '../api/endpoint.ts';
import { FormMessageResultSchema } from '../auth/identity-schemas.ts';
import { CompanySchema, CompanyUpdateSchema } from './company-schema.ts';
import { idSchema } from '../validators/id.ts';

/** Admin or billing, in the company the session acts for (the company page's route rule). */
const COMPANY_PAGE = { route: 'company' } as const;

/**
 * The path names the company the session acts for; any other id answers 403 code 10 (`other_company`).
 * `0` reads a new company's defaults (spec 1 §9).
 */
export const CompanyIdParamsSchema = z.object({ id: idSchema.or(z.literal('0').transform(() => 0)) });

/**
 * The company's billing profile (spec 1 §2.4, §3, §5; spec 2 company page): read it, save the
 * billing data, skills, payment settings, terms acceptance and approval choice, change the
 * currency, and ask the finance team to change a locked profile.
 */
export const companyApi = {
  defaults: endpoint({
    method: 'GET',
    path: '/rest/company/0',
    access: 'company',
    onboarding: 'allowed',
    summary: "A new company's defaults (Italy, EUR, the request's language, type Company)",
    response: CompanySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/rest/company/:id',
    access: COMPANY_PAGE,
    onboarding: 'allowed',
    summary: 'The billing profile of the company the session acts for (admin or billing)',
    params: CompanyIdParamsSchema,
    response: CompanySchema,
    errors: { 403: ['other_company'] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/rest/company/:id',
    access: COMPANY_PAGE,
    // Onboarding saves terms, billing data, skills and the approval request here; payment settings wait for the approval.
    onboarding: 'allowed',
    summary:
      'Save the billing fields, accept the terms (contratto_cliente: true), save skills (id_main_skill, requirements), the approval choice, use_credit, a reseller’s cashback_months (3 of 12, once), or stop recurring payments (disableRecurringPayments: true, billing grant); all or nothing; answers the saved company',
    params: CompanyIdParamsSchema,
    body: CompanyUpdateSchema,
    response: CompanySchema,
    errors: {
      400: ['nothing_to_save'],
      403: ['other_company', 'billing_only', 'staff_only', 'not_approved', 'not_reseller'],
      409: ['billing_locked', 'already_approved', 'cashback_locked', 'survey_missing'],
      422: ['terms_required', 'billing_incomplete', 'skills_required'],
    },
  }),
  changeCurrency: endpoint({
    method: 'POST',
    path: '/api/currency/update',
    access: COMPANY_PAGE,
    summary: "Change the current company's currency (refused when the profile or its currency is locked)",
    body: CurrencyUpdateSchema,
    response: FormMessageResultSchema,
    errors: { 409: ['currency_locked'] },
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/rest/company_change_requests',
    access: COMPANY_PAGE,
    summary: "Ask the finance team (by e-mail) to change a locked profile's type, name, country or VAT number",
    body: BillingChangeRequestSchema,
    response: FormMessageResultSchema,
    errors: { 409: ['not_locked', 'no_finance_address'], 429: ['mail_limit_user', 'mail_limit_company'] },
  }),
} as const;
