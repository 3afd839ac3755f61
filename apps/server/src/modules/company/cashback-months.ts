import {
  cashbackStatus,
  isoDateIn,
  isSurveyCompleted,
  plusMonths,
  PROVIDER_TIME_ZONE,
  SURVEY_VALIDITY_YEARS,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { updateCompany } from './company-store.ts';
import { lockActorCompany } from './lock-company.ts';

/**
 * Spec 2 §4, §5 cashback months (exactly 3 of 12, checked by CompanyUpdateSchema): a reseller whose
 * survey is compiled chooses them once, and its cashback then runs for a year from that day
 * (docs/decisions.md 'Partner credit'); after that only staff change them (409 `cashback_locked`).
 */
export async function saveCashbackMonths(ctx: CompanyContext, months: readonly number[]): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    if (!company.is_reseller) throw notAuthorizedError('not_reseller');
    const staff = tx.actor.staff_role !== null;
    const today = isoDateIn(tx.now, PROVIDER_TIME_ZONE);
    const status = cashbackStatus({
      surveyCompleted: isSurveyCompleted(company, tx.now),
      cashback_until: company.cashback_until,
      cashback_months: company.cashback_months,
      today,
    });
    if (!staff && status === 'survey_missing')
      throw new DomainError('conflict', 'movements.cashback_survey_missing', { reason: 'survey_missing' });
    if (!staff && status !== 'choose')
      throw new DomainError('conflict', 'movements.cashback_locked', { reason: 'cashback_locked' });
    const sorted = [...months].sort((a, b) => a - b);
    const until = company.cashback_until ?? plusMonths(today, 12 * SURVEY_VALIDITY_YEARS);
    await updateCompany(tx.db, tx.actor, { cashback_months: sorted, cashback_until: until });
    await writeAudit(tx.db, tx.source, {
      action: 'company.cashback_months_saved',
      companyId: company.id,
      before: { cashback_months: company.cashback_months, cashback_until: company.cashback_until },
      after: { cashback_months: sorted, cashback_until: until },
    });
  });
}

/** The IBAN of a reseller's last commission request, offered again on the next (inside the request's transaction). */
export async function rememberPartnerIban(db: Db, companyId: number, iban: string): Promise<void> {
  await db.updateTable('aziende').set({ iban }).where('id', '=', companyId).execute();
}
