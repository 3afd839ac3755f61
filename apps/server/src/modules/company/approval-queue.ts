import type { StaffQueueDecision, StaffQueueItem } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { WorkQueue } from '../../platform/work-queues/work-queues.ts';
import { approveCompany } from './approval-use-cases.ts';
import { updateCompany } from './company-store.ts';
import { mailDecision } from './decision-mail.ts';
import { lockCompany } from './lock-company.ts';

/** Companies waiting for approval, as a customer or a reseller (spec 1 §2.4): the partial index of migration 0030. */
const PENDING = sql<boolean>`aziende.approval like 'in approvazione%'`;

const pending = pagedList({
  rows: (qb, _shape: null, _values: Record<string, never>) =>
    qb
      .selectFrom('aziende')
      .select([
        'aziende.id',
        'aziende.ragione_sociale',
        'aziende.created_at',
        'aziende.approval',
        'aziende.partita_iva',
        'aziende.codice_fiscale',
        'aziende.stato',
      ])
      .where(PENDING),
  columns: { created_at: 'aziende.created_at' },
  tieBreaker: 'aziende.id',
});

/** The approval requests' queue: accept → approved (a reseller request makes a reseller); reject → asked again. */
export const approvalQueue: WorkQueue = {
  kind: 'approvals',
  async count(db) {
    const row = await db.selectFrom('aziende').select(sql<string>`count(*)`.as('n')).where(PENDING).executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async list(db: Db, list: ListQuery<'created_at'>): Promise<Page<StaffQueueItem>> {
    const page = await pending.page(db, list, null, {});
    return {
      ...page,
      items: page.items.map(({ id, ragione_sociale, created_at, ...details }) => ({
        id,
        company_id: id,
        ragione_sociale,
        created_at: created_at.toISOString(),
        details,
      })),
    };
  },
  decide: decideApproval,
};

/**
 * An operator approves a pending company (it reaches the dashboard) or rejects its request with a
 * reason: its approval is cleared, so the approval request page asks again. The owners are mailed.
 */
async function decideApproval(ctx: SessionContext, companyId: number, decision: StaffQueueDecision): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await lockCompany(tx.db, { company: { id: companyId } }).catch(() => {
      throw new DomainError('not_found', 'staff.queue_item_not_found', { reason: 'queue_item_not_found' });
    });
    if (!company.approval?.startsWith('in approvazione')) {
      throw new DomainError('conflict', 'staff.already_decided', { reason: 'already_decided' });
    }
    if (decision.decision === 'accept') {
      await approveCompany(tx, { company });
    } else {
      await updateCompany(tx.db, { company }, { approval: null });
      await writeAudit(tx.db, tx.source, {
        action: 'company.approval_rejected',
        companyId: company.id,
        before: { approval: company.approval },
        after: { approval: null, reason: decision.reason },
      });
    }
    await mailDecision(tx, tx.db, company, {
      request: 'approvals',
      accepted: decision.decision === 'accept',
      reason: decision.decision === 'reject' ? decision.reason : undefined,
    });
  });
}
