import { formatDate, formatMoney, type StaffQueueDecision, type StaffQueueItem } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { mailDecision } from '../../modules/company/index.ts';
import { markCommissionPaid, rejectCommissionRequest } from '../../modules/ledger/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { WorkQueue } from '../../platform/work-queues/work-queues.ts';

const waiting = pagedList({
  rows: (qb, _shape: null, _values: Record<string, never>) =>
    qb
      .selectFrom('commission_requests')
      .innerJoin('aziende', 'aziende.id', 'commission_requests.company_id')
      .select([
        'commission_requests.id',
        'commission_requests.company_id',
        'aziende.ragione_sociale',
        'commission_requests.created_at',
        'commission_requests.tipo',
        'commission_requests.importo',
        'commission_requests.currency',
        'commission_requests.iban',
        'commission_requests.messaggio',
      ])
      .where('commission_requests.stato', '=', 'attesa'),
  columns: { created_at: 'commission_requests.created_at' },
  tieBreaker: 'commission_requests.id',
});

/** The files of a page of requests, by request: their names and ids, never their bytes. */
async function filesOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return new Map<number, { id: number; filename: string }[]>();
  const rows = await db
    .selectFrom('commission_request_files')
    .select(['id', 'request_id', 'filename'])
    .where('request_id', 'in', requestIds)
    .orderBy('id')
    .execute();
  const byRequest = new Map<number, { id: number; filename: string }[]>();
  for (const { request_id, id, filename } of rows) {
    byRequest.set(request_id, [...(byRequest.get(request_id) ?? []), { id, filename }]);
  }
  return byRequest;
}

/** The ledger's refusals of a decision, told as the console's (404 unknown, 409 already decided). */
function asQueueRefusal(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  if (error.options.reason === 'request_not_found')
    return new DomainError('not_found', 'staff.queue_item_not_found', { reason: 'queue_item_not_found' });
  if (error.options.reason === 'request_decided')
    return new DomainError('conflict', 'staff.already_decided', { reason: 'already_decided' });
  return error;
}

/**
 * An operator decides a waiting commission or co-marketing request: marks it paid on the day the
 * provider paid it (required), or rejects it with a reason, the ledger giving the credit back; in
 * one transaction with the ledger's row lock and audit row, and the owners' e-mail in the
 * company's language. A second decision finds it decided (409).
 */
async function decideCommissionRequest(ctx: SessionContext, id: number, decision: StaffQueueDecision): Promise<void> {
  if (decision.decision === 'accept' && !decision.paid_on)
    throw new DomainError('invalid', 'staff.paid_on_required', {
      reason: 'validation',
      errors: { paid_on: 'staff.paid_on_required' },
    });
  try {
    await inTransaction(ctx, async (tx) => {
      const request =
        decision.decision === 'accept'
          ? await markCommissionPaid(tx, id, decision.paid_on!)
          : await rejectCommissionRequest(tx, id, decision.reason);
      const company = await tx.db
        .selectFrom('aziende')
        .select(['id', 'ragione_sociale', 'lingua'])
        .where('id', '=', request.company_id)
        .executeTakeFirstOrThrow();
      await mailDecision(tx, tx.db, company, {
        request: 'commission_requests',
        accepted: decision.decision === 'accept',
        reason: decision.decision === 'reject' ? decision.reason : undefined,
        amount: formatMoney(request.importo, request.currency, company.lingua),
        credit: request.tipo,
        paidOn: decision.decision === 'accept' ? formatDate(decision.paid_on!, company.lingua) : undefined,
      });
    });
  } catch (error) {
    throw asQueueRefusal(error);
  }
}

/** Commission and co-marketing requests (spec 2 §5, issue 32): their credit was debited when made. */
export const commissionQueue: WorkQueue = {
  kind: 'commission_requests',
  async count(db) {
    const row = await db
      .selectFrom('commission_requests')
      .select(sql<string>`count(*)`.as('n'))
      .where('stato', '=', 'attesa')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async list(db: Db, list: ListQuery<'created_at'>): Promise<Page<StaffQueueItem>> {
    const page = await waiting.page(db, list, null, {});
    const files = await filesOf(
      db,
      page.items.map((item) => item.id),
    );
    return {
      ...page,
      items: page.items.map(({ id, company_id, ragione_sociale, created_at, ...details }) => ({
        id,
        company_id,
        ragione_sociale,
        created_at: created_at.toISOString(),
        details,
        files: files.get(id) ?? [],
      })),
    };
  },
  decide: decideCommissionRequest,
};
