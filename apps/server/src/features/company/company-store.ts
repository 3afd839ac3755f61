import { approvedState } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';

/** A company by id, or by its exact name (any case) when that names exactly one. */
export async function findCompanyByIdOrName(db: Db, idOrName: string): Promise<Azienda[]> {
  const query = db.selectFrom('aziende').selectAll();
  if (/^\d+$/.test(idOrName)) return query.where('id', '=', Number(idOrName)).execute();
  return query.where(sql<string>`lower(ragione_sociale)`, '=', idOrName.toLowerCase()).execute();
}

/** The operator's approval (`npm run ops -- approve`): the same transition as approving through the API. */
export async function approveCompany(db: Db, id: number): Promise<void> {
  const company = await db.selectFrom('aziende').select(['approval', 'is_reseller']).where('id', '=', id).executeTakeFirst();
  if (!company) return;
  await db.updateTable('aziende').set(approvedState(company)).where('id', '=', id).execute();
}
