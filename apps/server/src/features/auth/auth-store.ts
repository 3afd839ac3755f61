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

/**
 * The company a sign-in chooses by itself: the user's only one, not counting the customers of
 * another of the user's companies — a reseller's user let into some of its customers still lands
 * in the reseller's own company, and reaches the customers from My customers. Null: the user chooses.
 */
export async function homeCompanyOf(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .selectFrom('company_access')
    .innerJoin('aziende', 'aziende.id', 'company_access.company_id')
    .select(['aziende.id', 'aziende.parent_id'])
    .where('company_access.user_id', '=', userId)
    .execute();
  const reachable = new Set(rows.map((r) => r.id));
  const homes = rows.filter((r) => r.parent_id === null || !reachable.has(r.parent_id));
  return homes.length === 1 ? (homes[0]?.id ?? null) : null;
}

export async function findFatturante(db: Db, id: number): Promise<Fatturante | undefined> {
  return db.selectFrom('fatturanti').selectAll().where('id', '=', id).executeTakeFirst();
}
