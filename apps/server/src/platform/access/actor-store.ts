import type { Db } from '../db/database.ts';
import type { Azienda } from '../db/schema.ts';

export interface CompanyWithAccess {
  company: Azienda;
  grants: string[];
  email_subscriptions: string[];
}

/** The company together with this user's access to it; undefined when the user has none (or it is gone). */
export async function findAccessibleCompany(
  db: Db,
  userId: number,
  companyId: number,
): Promise<CompanyWithAccess | undefined> {
  const access = await db
    .selectFrom('company_access')
    .select(['grants', 'email_subscriptions'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!access) return undefined;
  const company = await findCompany(db, companyId);
  return company ? { company, ...access } : undefined;
}

export async function findCompany(db: Db, companyId: number): Promise<Azienda | undefined> {
  return db.selectFrom('aziende').selectAll().where('id', '=', companyId).executeTakeFirst();
}
