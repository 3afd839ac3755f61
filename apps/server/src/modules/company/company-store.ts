import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda, AziendeTable, LocalizedText } from '../../platform/db/schema.ts';

/**
 * The company's row, locked until the caller's transaction ends: a use case reads what it is
 * about to change this way, so two saves of the same company never interleave.
 */
export async function findCompanyForUpdate(db: Db, scope: CompanyScope): Promise<Azienda | undefined> {
  return db.selectFrom('aziende').selectAll().where('id', '=', scope.company.id).forUpdate().executeTakeFirst();
}

export async function findCompany(db: Db, scope: CompanyScope): Promise<Azienda | undefined> {
  return db.selectFrom('aziende').selectAll().where('id', '=', scope.company.id).executeTakeFirst();
}

/** The company with what its billing profile shows beside its row, in one query: skills, billing entity, payment mode names. */
export interface CompanyProfileRow extends Azienda {
  requirements: number[];
  fatturante_strid: string | null;
  /** The payment mode's names { it, en, de, fr } when the catalogue has its code. */
  pagamento_nomi: Partial<LocalizedText> | null;
}

export async function findCompanyProfile(db: Db, scope: CompanyScope): Promise<CompanyProfileRow | undefined> {
  return db
    .selectFrom('aziende')
    .selectAll('aziende')
    .select((eb) => [
      sql<
        number[]
      >`array(${eb.selectFrom('company_skills').select('skill_id').whereRef('company_skills.company_id', '=', 'aziende.id').orderBy('skill_id')})`.as(
        'requirements',
      ),
      eb
        .selectFrom('fatturanti')
        .select('strid')
        .whereRef('fatturanti.id', '=', 'aziende.fatturante_id')
        .as('fatturante_strid'),
      eb
        .selectFrom('payment_modes')
        .select('nomi')
        .whereRef('payment_modes.codice', '=', 'aziende.cod_pagamento')
        .as('pagamento_nomi'),
    ])
    .where('aziende.id', '=', scope.company.id)
    .executeTakeFirst() as Promise<CompanyProfileRow | undefined>;
}

/** For the ops command: a company by id, or by its exact name (any case); several when the name is shared. */
export async function findCompaniesByIdOrName(db: Db, idOrName: string): Promise<Azienda[]> {
  const query = db.selectFrom('aziende').selectAll();
  if (/^\d+$/.test(idOrName)) return query.where('id', '=', Number(idOrName)).execute();
  return query.where(sql<string>`lower(ragione_sociale)`, '=', idOrName.toLowerCase()).execute();
}

export async function updateCompany(db: Db, scope: CompanyScope, fields: Updateable<AziendeTable>): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('aziende').set(fields).where('id', '=', scope.company.id).execute();
}

/** Spec 1 §4: the yearly survey saved complete on `date` (YYYY-MM-DD); it counts for a year from then. */
export async function recordSurveyCompletion(db: Db, companyId: number, date: string): Promise<void> {
  await db
    .updateTable('aziende')
    .set({ survey_completion_date: date, compiled_survey: true })
    .where('id', '=', companyId)
    .execute();
}

/** The ids of a company's skills (`requirements`), in id order. */
/** A payment made with recurring charges allowed: later installments may be charged to it. */
export async function enableRecurringPayments(db: Db, companyId: number): Promise<void> {
  await db.updateTable('aziende').set({ has_recurring_payments: true }).where('id', '=', companyId).execute();
}

export async function companySkillIds(db: Db, scope: CompanyScope): Promise<number[]> {
  const rows = await db
    .selectFrom('company_skills')
    .select('skill_id')
    .where('company_id', '=', scope.company.id)
    .orderBy('skill_id')
    .execute();
  return rows.map((r) => r.skill_id);
}

/** Replaces the company's skills with these. */
export async function replaceCompanySkills(db: Db, scope: CompanyScope, skillIds: readonly number[]): Promise<void> {
  await db.deleteFrom('company_skills').where('company_id', '=', scope.company.id).execute();
  if (skillIds.length === 0) return;
  await db
    .insertInto('company_skills')
    .values(skillIds.map((skill_id) => ({ company_id: scope.company.id, skill_id })))
    .execute();
}

/** Which of these ids are not in the skills catalogue. */
export async function unknownSkillIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db
    .selectFrom('skills')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const found = new Set(known.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
