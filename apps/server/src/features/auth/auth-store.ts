import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Fatturante, User } from '../../platform/db/schema.ts';
import type { Grant } from '@sportello/domain';

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export interface CompanyAccessEntry {
  id_azienda: number;
  ragione_sociale: string;
  grants: Grant[];
}

/** The companies a user may sign in to, by name. */
export async function listCompanyAccess(db: Db, userId: number): Promise<CompanyAccessEntry[]> {
  return db
    .selectFrom('company_access')
    .innerJoin('aziende', 'aziende.id', 'company_access.company_id')
    .select(['aziende.id as id_azienda', 'aziende.ragione_sociale', 'company_access.grants'])
    .where('company_access.user_id', '=', userId)
    .orderBy('aziende.ragione_sociale')
    .orderBy('aziende.id')
    .execute();
}

export async function findFatturante(db: Db, id: number): Promise<Fatturante | undefined> {
  return db.selectFrom('fatturanti').selectAll().where('id', '=', id).executeTakeFirst();
}
