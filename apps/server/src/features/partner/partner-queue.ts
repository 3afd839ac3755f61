import type { StaffQueueDecision, StaffQueueItem } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { makeReseller, mailDecision } from '../../modules/company/index.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { WorkQueue } from '../../platform/work-queues/work-queues.ts';

const pending = pagedList({
  rows: (qb, _shape: null, _values: Record<string, never>) =>
    qb
      .selectFrom('partner_requests')
      .innerJoin('aziende', 'aziende.id', 'partner_requests.company_id')
      .select([
        'partner_requests.id',
        'partner_requests.company_id',
        'aziende.ragione_sociale',
        'partner_requests.created_at',
        'partner_requests.modalita',
        'partner_requests.fatturazione_mensile',
        'partner_requests.provvigioni_in_fattura',
      ])
      .where('partner_requests.stato', '=', 'pending'),
  columns: { created_at: 'partner_requests.created_at' },
  tieBreaker: 'partner_requests.id',
});

/** Become-partner requests: accept → a reseller with the mode the operator chooses (the asked one by default). */
export const partnerQueue: WorkQueue = {
  kind: 'partner_requests',
  async count(db) {
    const row = await db
      .selectFrom('partner_requests')
      .select(sql<string>`count(*)`.as('n'))
      .where('stato', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async list(db: Db, list: ListQuery<'created_at'>): Promise<Page<StaffQueueItem>> {
    const page = await pending.page(db, list, null, {});
    return {
      ...page,
      items: page.items.map(({ id, company_id, ragione_sociale, created_at, ...details }) => ({
        id,
        company_id,
        ragione_sociale,
        created_at: created_at.toISOString(),
        details,
      })),
    };
  },
  decide: decidePartnerRequest,
};

async function decidePartnerRequest(ctx: SessionContext, id: number, decision: StaffQueueDecision): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const request = await tx.db
      .selectFrom('partner_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw new DomainError('not_found', 'staff.queue_item_not_found', { reason: 'queue_item_not_found' });
    if (request.stato !== 'pending') {
      throw new DomainError('conflict', 'staff.already_decided', { reason: 'already_decided' });
    }
    const accepted = decision.decision === 'accept';
    const modalita = (accepted && decision.modalita) || request.modalita;
    const company = accepted
      ? await makeReseller(tx.db, tx.source, request.company_id, {
          modalita,
          fatturazione_mensile: request.fatturazione_mensile,
        })
      : await tx.db.selectFrom('aziende').selectAll().where('id', '=', request.company_id).executeTakeFirstOrThrow();
    await tx.db
      .updateTable('partner_requests')
      .set({ stato: accepted ? 'accepted' : 'rejected', modalita })
      .where('id', '=', id)
      .execute();
    await writeAudit(tx.db, tx.source, {
      action: accepted ? 'partner.request_accepted' : 'partner.request_rejected',
      companyId: request.company_id,
      subject: id,
      before: { stato: request.stato, modalita: request.modalita },
      after: accepted ? { stato: 'accepted', modalita } : { stato: 'rejected', reason: decision.reason },
    });
    await mailDecision(tx, tx.db, company, {
      request: 'partner_requests',
      accepted,
      reason: accepted ? undefined : decision.reason,
      mode: modalita,
    });
  });
}
