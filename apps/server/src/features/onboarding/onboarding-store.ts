import type { Language, Skill } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { localizedSkills } from '../../modules/company/index.ts';

export async function listSkills(db: Db, language: Language): Promise<Skill[]> {
  return localizedSkills(db, language);
}
