import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';

/** A company by id, or by its exact name (any case) when that names exactly one. */
export async function findCompanyByIdOrName(db: Db, idOrName: string): Promise<Azienda[]> {
  const query = db.selectFrom('aziende').selectAll();
  if (/^\d+$/.test(idOrName)) return query.where('id', '=', Number(idOrName)).execute();
  return query.where(sql<string>`lower(ragione_sociale)`, '=', idOrName.toLowerCase()).execute();
}

export async function approveCompany(db: Db, id: number): Promise<void> {
  await db.updateTable('aziende').set({ approval: 'approvato' }).where('id', '=', id).execute();
}
