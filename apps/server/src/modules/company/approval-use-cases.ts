import {
  approvedState,
  policies,
  resellerSkillsIssues,
  type ApprovalRequest,
  type PolicyDecision,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import { companySkillIds, updateCompany } from './company-store.ts';
import { lockActorCompany, lockCompany } from './lock-company.ts';

/** Spec 1 §2.4: the customer contract, accepted once for the company (contratto_cliente and ack_terms). */
export async function acceptTerms(ctx: CompanyContext): Promise<void> {
  if (!policies.acceptTerms(ctx.actor).allowed) throw notAuthorizedError();
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    const after = { contratto_cliente: true, ack_terms: true };
    await updateCompany(tx.db, tx.actor, after);
    await writeAudit(tx.db, tx.source, {
      action: 'company.terms_accepted',
      companyId: company.id,
      before: { contratto_cliente: company.contratto_cliente, ack_terms: company.ack_terms },
      after,
    });
  });
}

/**
 * Spec 1 §2.4, §5: the company asks to be approved as a customer or a reseller (policy
 * requestApproval). An operator acting on the customer sets the request without the checks.
 */
export async function requestApproval(ctx: CompanyContext, request: ApprovalRequest): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    if (!tx.actor.is_staff) {
      const skills = { id_main_skill: company.id_main_skill, requirements: await companySkillIds(tx.db, tx.actor) };
      const decision = policies.requestApproval({ ...company, skills }, request);
      if (!decision.allowed) throw approvalRefused(decision, resellerSkillsIssues(skills));
    }
    await updateCompany(tx.db, tx.actor, { approval: request });
    await writeAudit(tx.db, tx.source, {
      action: 'company.approval_requested',
      companyId: company.id,
      before: { approval: company.approval },
      after: { approval: request },
    });
  });
}

/**
 * An operator approves a company (through the API, acting on the customer, or with
 * `npm run ops -- approve`, as the system): a reseller request makes it a reseller.
 */
export async function approveCompany(ctx: UseCaseContext, scope: CompanyScope): Promise<void> {
  const actor = ctx.source.actor;
  if (actor) {
    const decision = policies.approveCompany(actor);
    if (!decision.allowed) throw new DomainError('forbidden', decision.message, { reason: decision.reason });
  }
  await inTransaction(ctx, async (tx) => {
    const company = await lockCompany(tx.db, scope);
    const after = approvedState(company);
    await updateCompany(tx.db, scope, after);
    await writeAudit(tx.db, tx.source, {
      action: 'company.approved',
      companyId: company.id,
      before: { approval: company.approval, is_reseller: company.is_reseller },
      after,
    });
  });
}

function approvalRefused(
  decision: Extract<PolicyDecision, { allowed: false }>,
  skillIssues: ReturnType<typeof resellerSkillsIssues>,
): DomainError {
  if (decision.reason === 'already_approved')
    return new DomainError('conflict', decision.message, { reason: decision.reason });
  if (decision.reason === 'skills_required')
    return new DomainError('unprocessable', decision.message, { reason: decision.reason, errors: skillIssues });
  return new DomainError('unprocessable', decision.message, { reason: decision.reason });
}
