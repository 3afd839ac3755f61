import type { Skill, SkillType } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

export async function listSkills(db: Db): Promise<Skill[]> {
  const rows = await db.selectFrom('skills').select(['id', 'nome', 'tipo']).orderBy('tipo').orderBy('nome').execute();
  return rows.map((r) => ({ ...r, tipo: r.tipo as SkillType }));
}
