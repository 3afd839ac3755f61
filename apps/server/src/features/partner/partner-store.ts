import type { PartnerRequest } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export interface PendingPartnerRequest extends PartnerRequest {
  created_at: Date;
}

export async function findPendingRequest(db: Db, companyId: number): Promise<PendingPartnerRequest | undefined> {
  const row = await db
    .selectFrom('partner_requests')
    .select(['modalita', 'fatturazione_mensile', 'provvigioni_in_fattura', 'created_at'])
    .where('company_id', '=', companyId)
    .where('stato', '=', 'pending')
    .executeTakeFirst();
  return row && { ...row, modalita: row.modalita as PartnerRequest['modalita'] };
}

/** Stores the request; false when the company already has one pending (the unique index decides, race-free). */
export async function createPartnerRequest(
  db: Db,
  companyId: number,
  userId: number,
  request: PartnerRequest,
): Promise<boolean> {
  const row = await db
    .insertInto('partner_requests')
    .values({ company_id: companyId, user_id: userId, ...request })
    .onConflict((oc) =>
      // The partial index's predicate as a literal: a prepared statement's generic plan carries $n.
      oc.column('company_id').where(sql<boolean>`stato = 'pending'`).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
