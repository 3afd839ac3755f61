import type { BillingChangeRequest, StaffQueueDecision, StaffQueueItem } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { WorkQueue } from '../../platform/work-queues/work-queues.ts';
import { updateCompany } from './company-store.ts';
import { mailDecision } from './decision-mail.ts';
import { lockCompany } from './lock-company.ts';

/** A locked profile's request, pending until an operator decides; a newer one replaces it. */
export async function saveChangeRequest(
  db: Db,
  companyId: number,
  userId: number,
  request: BillingChangeRequest,
): Promise<void> {
  const values = {
    user_id: userId,
    tipologia: request.tipologia,
    ragione_sociale: request.ragione_sociale,
    stato: request.stato,
    partita_iva: request.partita_iva,
    note: request.note,
  };
  await db
    .insertInto('billing_change_requests')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) =>
      // A literal, not a parameter: PostgreSQL matches the partial unique index by the predicate's
      // text, and a prepared statement's generic plan (from its sixth run) would carry $n instead.
      oc.column('company_id').where(sql<boolean>`esito = 'pending'`).doUpdateSet(values),
    )
    .execute();
}

const pending = pagedList({
  rows: (qb, _shape: null, _values: Record<string, never>) =>
    qb
      .selectFrom('billing_change_requests')
      .innerJoin('aziende', 'aziende.id', 'billing_change_requests.company_id')
      .select([
        'billing_change_requests.id',
        'billing_change_requests.company_id',
        'aziende.ragione_sociale',
        'billing_change_requests.created_at',
        'billing_change_requests.tipologia',
        'billing_change_requests.ragione_sociale as nuova_ragione_sociale',
        'billing_change_requests.stato',
        'billing_change_requests.partita_iva',
        'billing_change_requests.note',
      ])
      .where('billing_change_requests.esito', '=', 'pending'),
  columns: { created_at: 'billing_change_requests.created_at' },
  tieBreaker: 'billing_change_requests.id',
});

/** Locked billing profiles' change requests (spec 1 §5): apply the new values, or reject with a reason. */
export const billingChangeQueue: WorkQueue = {
  kind: 'billing_changes',
  async count(db) {
    const row = await db
      .selectFrom('billing_change_requests')
      .select(sql<string>`count(*)`.as('n'))
      .where('esito', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async list(db: Db, list: ListQuery<'created_at'>): Promise<Page<StaffQueueItem>> {
    const page = await pending.page(db, list, null, {});
    return {
      ...page,
      items: page.items.map(({ id, company_id, ragione_sociale, created_at, nuova_ragione_sociale, ...details }) => ({
        id,
        company_id,
        ragione_sociale,
        created_at: created_at.toISOString(),
        details: { ...details, ragione_sociale: nuova_ragione_sociale },
      })),
    };
  },
  decide: decideBillingChange,
};

/**
 * An operator applies a locked profile's change (type, name, country, VAT number, as asked; the
 * profile stays locked) or rejects it with a reason; the owners are mailed either way.
 */
async function decideBillingChange(ctx: SessionContext, id: number, decision: StaffQueueDecision): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const request = await tx.db
      .selectFrom('billing_change_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw new DomainError('not_found', 'staff.queue_item_not_found', { reason: 'queue_item_not_found' });
    if (request.esito !== 'pending') {
      throw new DomainError('conflict', 'staff.already_decided', { reason: 'already_decided' });
    }
    const company = await lockCompany(tx.db, { company: { id: request.company_id } });
    const accepted = decision.decision === 'accept';
    const changes = {
      tipologia: request.tipologia,
      ragione_sociale: request.ragione_sociale,
      stato: request.stato,
      partita_iva: request.partita_iva || null,
    };
    if (accepted) await updateCompany(tx.db, { company }, changes);
    await tx.db
      .updateTable('billing_change_requests')
      .set({ esito: accepted ? 'applied' : 'rejected', reason: accepted ? null : decision.reason, decided_at: tx.now })
      .where('id', '=', id)
      .execute();
    await writeAudit(tx.db, tx.source, {
      action: accepted ? 'company.change_applied' : 'company.change_rejected',
      companyId: company.id,
      subject: id,
      before: {
        tipologia: company.tipologia,
        ragione_sociale: company.ragione_sociale,
        stato: company.stato,
        partita_iva: company.partita_iva,
      },
      after: accepted ? changes : { reason: decision.reason },
    });
    await mailDecision(
      tx,
      tx.db,
      { ...company, ...(accepted ? { ragione_sociale: changes.ragione_sociale } : {}) },
      {
        request: 'billing_changes',
        accepted,
        reason: accepted ? undefined : decision.reason,
      },
    );
  });
}
