import type { Skill, SkillType } from '@sportello/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda, AziendeTable } from '../../platform/db/schema.ts';

export async function findCompanyRow(db: Db, id: number): Promise<Azienda | undefined> {
  return db.selectFrom('aziende').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of a company's skills (`requirements`), in id order. */
export async function companySkillIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('company_skills')
    .select('skill_id')
    .where('company_id', '=', companyId)
    .orderBy('skill_id')
    .execute();
  return rows.map((r) => r.skill_id);
}

export async function fatturanteStrid(db: Db, fatturanteId: number | null): Promise<string | null> {
  if (fatturanteId === null) return null;
  const row = await db.selectFrom('fatturanti').select('strid').where('id', '=', fatturanteId).executeTakeFirst();
  return row?.strid ?? null;
}

export async function listSkills(db: Db): Promise<Skill[]> {
  const rows = await db.selectFrom('skills').select(['id', 'nome', 'tipo']).orderBy('tipo').orderBy('nome').execute();
  return rows.map((r) => ({ ...r, tipo: r.tipo as SkillType }));
}

/** Which of these ids are not in the catalogue. */
export async function unknownSkillIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db.selectFrom('skills').select('id').where('id', 'in', [...ids]).execute();
  const found = new Set(known.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export interface CompanyChanges {
  fields: Updateable<AziendeTable>;
  /** The new `requirements`, replacing the old ones; undefined leaves them. */
  skills?: number[];
}

/** Saves a company's fields and skills together. */
export async function saveCompany(db: Db, companyId: number, changes: CompanyChanges): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes.fields).length > 0) {
      await trx.updateTable('aziende').set(changes.fields).where('id', '=', companyId).execute();
    }
    if (changes.skills) {
      await trx.deleteFrom('company_skills').where('company_id', '=', companyId).execute();
      if (changes.skills.length > 0) {
        await trx
          .insertInto('company_skills')
          .values(changes.skills.map((skill_id) => ({ company_id: companyId, skill_id })))
          .execute();
      }
    }
  });
}
