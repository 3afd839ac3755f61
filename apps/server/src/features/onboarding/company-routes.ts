import {
  approvedState,
  BILLING_FIELD_NAMES,
  CompanyBillingSchema,
  CompanySchema,
  CompanyUpdateSchema,
  hasCompleteBillingData,
  hasGrant,
  lockedBillingChanges,
  normalizeSkills,
  resellerSkillsIssues,
  type CompanyBilling,
  type MessageKey,
  type SkillSelection,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, forbidden, HttpError, notAuthorized, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { RequestValidationError } from '../../platform/http/validation.ts';
import { newCompanyDefaults, toCompany } from './company.ts';
import {
  companySkillIds,
  fatturanteStrid,
  findCompanyRow,
  saveCompany,
  unknownSkillIds,
  type CompanyChanges,
} from './onboarding-store.ts';

const IdParams = z.object({ id: z.coerce.number().int().nonnegative() });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The company's billing profile (spec 1 §2.4 terms and approval request,
 * spec 2 billing data and skills): read it, read a new company's defaults,
 * and save terms acceptance, billing fields, skills and the approval choice.
 * Only the company the session acts for (or, for an operator, the customer
 * named by id_cliente) — never an id taken on trust.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/company/0',
    {
      config: { access: 'company' },
      schema: {
        tags: ['company'],
        summary: "A new company's defaults (Italy, EUR, the request's language, type Company)",
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) => newCompanyDefaults(requestLanguage(request)),
  );

  app.get(
    '/rest/company/:id',
    {
      config: { access: { route: 'company' } },
      schema: {
        tags: ['company'],
        summary: 'The billing profile of the company the session acts for (admin or billing)',
        params: IdParams,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) => {
      const company = currentCompany(actorOf(request), request.params.id);
      return loadCompany(app.db, company.id);
    },
  );

  app.put(
    '/rest/company/:id',
    {
      config: { access: { route: 'company' } },
      schema: {
        tags: ['company'],
        summary:
          'Save the billing fields, accept the terms (contratto_cliente: true), save skills (id_main_skill, requirements), the approval choice, use_credit, or stop recurring payments (disableRecurringPayments: true, billing grant); answers the saved company',
        params: IdParams,
        body: CompanyUpdateSchema,
        response: { 200: CompanySchema, ...errors, 409: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const company = currentCompany(actor, request.params.id);
      const body = request.body;

      const billingSent = BILLING_FIELD_NAMES.some((field) => body[field] !== undefined);
      const skillsSent = body.id_main_skill !== undefined || body.requirements !== undefined;
      const paymentSent = body.use_credit !== undefined || body.disableRecurringPayments !== undefined;
      if (!billingSent && !skillsSent && !paymentSent && body.contratto_cliente === undefined && body.approval === undefined) {
        throw badRequest('company.nothing_to_save', { reason: 'nothing_to_save' });
      }

      const changes: CompanyChanges = { fields: {} };
      const billing = billingSent ? validateBilling(company, body) : undefined;
      if (billing) Object.assign(changes.fields, billing);

      const currentSkills: SkillSelection = {
        id_main_skill: company.id_main_skill,
        requirements: await companySkillIds(app.db, company.id),
      };
      let skills = currentSkills;
      if (skillsSent) {
        skills = normalizeSkills({
          id_main_skill: body.id_main_skill !== undefined ? body.id_main_skill : currentSkills.id_main_skill,
          requirements: body.requirements ?? currentSkills.requirements,
        });
        const unknown = await unknownSkillIds(app.db, skills.requirements);
        if (unknown.length > 0) {
          throw badRequest('error.bad_request', { reason: 'validation', errors: { requirements: 'skills.unknown' } });
        }
        changes.fields.id_main_skill = skills.id_main_skill;
        changes.skills = skills.requirements;
      }

      if (body.use_credit !== undefined) changes.fields.use_credit = body.use_credit;
      if (body.disableRecurringPayments) {
        // Spec 2 §6: stopping recurring payments takes the billing grant itself, not just access to the page.
        if (!hasGrant(actor.grants, 'billing')) throw notAuthorized('billing_only');
        changes.fields.has_recurring_payments = false;
      }

      if (body.contratto_cliente) {
        changes.fields.contratto_cliente = true;
        changes.fields.ack_terms = true;
      }

      if (body.approval !== undefined) {
        if (body.approval === 'approvato') {
          if (!actor.user.is_staff) throw forbidden('onboarding.approval_staff_only', 'staff_only');
          Object.assign(changes.fields, approvedState(company));
        } else if (actor.user.is_staff) {
          changes.fields.approval = body.approval;
        } else {
          checkApprovalRequest(company, {
            approval: body.approval,
            contratto: company.contratto_cliente || body.contratto_cliente === true,
            billing: billing ?? company,
            skills,
          });
          changes.fields.approval = body.approval;
        }
      }

      await saveCompany(app.db, company.id, changes);
      return loadCompany(app.db, company.id);
    },
  );
};

/** The company the session acts for, when the path names it; 403 for any other id. */
function currentCompany(actor: Actor, id: number): Azienda {
  const company = actor.company;
  if (!company || company.id !== id) throw notAuthorized('other_company');
  return company;
}

async function loadCompany(db: Parameters<typeof findCompanyRow>[0], id: number) {
  const row = await findCompanyRow(db, id);
  if (!row) throw notFound();
  return toCompany(row, {
    requirements: await companySkillIds(db, id),
    fatturante_strid: await fatturanteStrid(db, row.fatturante_id),
  });
}

/**
 * The billing fields sent, over the saved ones, must pass the billing form's
 * rules as a whole; a locked profile keeps its locked fields.
 */
function validateBilling(company: Azienda, body: z.output<typeof CompanyUpdateSchema>): CompanyBilling {
  const merged: Record<string, unknown> = {};
  for (const field of BILLING_FIELD_NAMES) merged[field] = body[field] !== undefined ? body[field] : company[field];
  const parsed = CompanyBillingSchema.safeParse(merged, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  const billing = parsed.data;

  const changed = lockedBillingChanges(company, billing, company);
  if (changed.length > 0) {
    const onlyCurrency = changed.every((field) => field === 'currency');
    const fieldErrors = Object.fromEntries(
      changed.map((field): [string, MessageKey] => [field, field === 'currency' ? 'company.currency_locked' : 'company.locked_field']),
    );
    throw new HttpError(409, onlyCurrency ? 'company.currency_locked' : 'company.locked', {
      reason: 'billing_locked',
      errors: fieldErrors,
    });
  }
  return billing;
}

/**
 * A company user asks for approval as customer or reseller: not once
 * approved, and only with the terms accepted, complete billing data and —
 * for resellers — at least one skill and a main skill.
 */
function checkApprovalRequest(
  company: Azienda,
  next: { approval: string; contratto: boolean; billing: Parameters<typeof hasCompleteBillingData>[0]; skills: SkillSelection },
): void {
  if (company.approval === 'approvato') {
    throw new HttpError(409, 'onboarding.already_approved', { reason: 'already_approved' });
  }
  if (!next.contratto) throw new HttpError(422, 'onboarding.terms_required', { reason: 'terms_required' });
  if (!hasCompleteBillingData(next.billing)) {
    throw new HttpError(422, 'onboarding.billing_incomplete', { reason: 'billing_incomplete' });
  }
  if (next.approval === 'in approvazione rivenditore') {
    const issues = resellerSkillsIssues(next.skills);
    if (Object.keys(issues).length > 0) {
      throw new HttpError(422, 'onboarding.reseller_skills', { reason: 'skills_required', errors: issues });
    }
  }
}
