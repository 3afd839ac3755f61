import { OPPORTUNITY_MAX_PARTNERS, OPPORTUNITY_VALIDITY_DAYS } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

const DAY_MS = 86_400_000;

/**
 * DESIGN §5: a submitted project becomes a lead for the approved partners (resellers) that share at
 * least one of its requirements (skills, tech skills, business sectors) and take opportunities (their
 * introduction's receive_opportunity; a partner without one does). The best matches by shared
 * requirements first, at most OPPORTUNITY_MAX_PARTNERS; never the requester itself. Runs in the
 * submission's transaction; answers the partners it was offered to and until when.
 */
export async function offerProjectToPartners(
  trx: Db,
  project: { id: number; companyId: number; createdAt: Date },
): Promise<{ partnerIds: number[]; expiresAt: Date }> {
  const expiresAt = new Date(project.createdAt.getTime() + OPPORTUNITY_VALIDITY_DAYS * DAY_MS);
  const matches = trx
    .selectFrom('project_requirements as pr')
    .innerJoin('company_skills as cs', 'cs.skill_id', 'pr.skill_id')
    .innerJoin('aziende as a', 'a.id', 'cs.company_id')
    .leftJoin('company_introductions as ci', 'ci.company_id', 'a.id')
    .where('pr.project_id', '=', project.id)
    .where('a.is_reseller', '=', true)
    .where('a.approval', '=', 'approvato')
    .where('a.id', '<>', project.companyId)
    .where(sql<boolean>`coalesce(ci.receive_opportunity, true)`)
    .groupBy('a.id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('a.id')
    .limit(OPPORTUNITY_MAX_PARTNERS)
    .select([
      sql<number>`${project.id}::integer`.as('project_id'),
      'a.id as company_id',
      sql<number>`count(*)::integer`.as('matched_skills'),
      sql<Date>`${project.createdAt}::timestamptz`.as('created_at'),
      sql<Date>`${expiresAt}::timestamptz`.as('expires_at'),
    ]);
  const inserted = await trx
    .insertInto('opportunities')
    .columns(['project_id', 'company_id', 'matched_skills', 'created_at', 'expires_at'])
    .expression(matches)
    .returning('company_id')
    .execute();
  return { partnerIds: inserted.map((row) => row.company_id), expiresAt };
}
