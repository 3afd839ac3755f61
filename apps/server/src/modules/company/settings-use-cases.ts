import { normalizeSkills, policies, type SkillSelection } from '@sportello/domain';
import type { Updateable } from 'kysely';
import { refuseUntilOnboarded } from '../../platform/access/access-guard.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { AziendeTable } from '../../platform/db/schema.ts';
import { notAuthorizedError, invalidField } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { companySkillIds, replaceCompanySkills, unknownSkillIds, updateCompany } from './company-store.ts';
import { lockActorCompany } from './lock-company.ts';

/**
 * Spec 1 §4, spec 2 §4: the company's skills and main skill. What is left out stays as saved;
 * a main skill that is not among the skills is cleared.
 */
export async function changeSkills(
  ctx: CompanyContext,
  sent: { id_main_skill?: number | null; requirements?: number[] },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    const before: SkillSelection = {
      id_main_skill: company.id_main_skill,
      requirements: await companySkillIds(tx.db, tx.actor),
    };
    const after = normalizeSkills({
      id_main_skill: sent.id_main_skill !== undefined ? sent.id_main_skill : before.id_main_skill,
      requirements: sent.requirements ?? before.requirements,
    });
    if ((await unknownSkillIds(tx.db, after.requirements)).length > 0) {
      throw invalidField('requirements', 'skills.unknown');
    }
    await updateCompany(tx.db, tx.actor, { id_main_skill: after.id_main_skill });
    await replaceCompanySkills(tx.db, tx.actor, after.requirements);
    await writeAudit(tx.db, tx.source, { action: 'company.skills_changed', companyId: company.id, before, after });
  });
}

export interface PaymentSettings {
  /** The credit toggle (spec 2 company page). */
  use_credit?: boolean;
  /** Stops recurring payments: who may is the policy stopRecurringPayments. */
  stopRecurringPayments?: boolean;
}

/** The company page's payment card: the credit toggle, and stopping recurring payments; not before the approval. */
export async function changePaymentSettings(ctx: CompanyContext, settings: PaymentSettings): Promise<void> {
  refuseUntilOnboarded(ctx.actor);
  if (settings.stopRecurringPayments) {
    const decision = policies.stopRecurringPayments(ctx.actor);
    if (!decision.allowed) throw notAuthorizedError(decision.reason);
  }
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    const fields: Updateable<AziendeTable> = {};
    if (settings.use_credit !== undefined) fields.use_credit = settings.use_credit;
    if (settings.stopRecurringPayments) fields.has_recurring_payments = false;
    await updateCompany(tx.db, tx.actor, fields);
    const before = Object.fromEntries(
      Object.keys(fields).map((field) => [field, company[field as keyof typeof fields]]),
    );
    await writeAudit(tx.db, tx.source, {
      action: 'company.payment_settings_changed',
      companyId: company.id,
      before,
      after: fields,
    });
  });
}
