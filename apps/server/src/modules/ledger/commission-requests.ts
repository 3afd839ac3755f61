import {
  DEFAULT_LANGUAGE,
  isoDateIn,
  PROVIDER_TIME_ZONE,
  requestRefusal,
  type CommissionRequest,
  type Currency,
  type RequestKind,
} from '@sportello/domain';
import { rememberPartnerIban } from '../company/index.ts';
import { writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeHtml } from '../../platform/mail/html.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { partnerBalances } from './partner-earnings.ts';

/** A file of a request, already judged by its bytes and size. */
export interface RequestFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const money = (cents: number, currency: Currency) => `${(cents / 100).toFixed(2)} ${currency}`;
const KIND_NAME: Record<RequestKind, string> = { provvigioni: 'provvigioni', comarketing: 'co-marketing' };

/**
 * Spec 2 §5 commission and co-marketing requests: the company's row is locked first, so that two
 * requests at once are taken one after the other and the second sees the balance the first left;
 * the amount is debited at once (a movement of the request) and the request waits in the operator
 * console's queue. The finance address is told through the outbox, within the mail budget.
 */
export async function requestCollection(
  ctx: CompanyContext,
  request: CommissionRequest,
  files: readonly RequestFile[],
): Promise<{ id: number; balance: number }> {
  if (files.length === 0) {
    const key = request.tipo === 'provvigioni' ? 'movements.invoice_required' : 'movements.attachment_required';
    throw new DomainError('unprocessable', key, { reason: 'attachment_required', errors: { allegati: key } });
  }
  return inTransaction(ctx, async (tx) => {
    const company = await tx.db
      .selectFrom('aziende')
      .select(['id', 'ragione_sociale', 'sconto', 'collect_from', 'currency', 'is_reseller'])
      .where('id', '=', tx.actor.company.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (request.tipo === 'provvigioni' && Number(company.sconto) <= 0)
      throw notAuthorizedError('no_commissions', 'movements.no_commissions');
    const balance = (await partnerBalances(tx.db, company.id))[request.tipo];
    const refusal = requestRefusal(request.tipo, request.importo, balance, company.collect_from);
    if (refusal === 'nothing_to_collect')
      throw new DomainError('conflict', 'movements.nothing_to_collect', { reason: refusal });
    if (refusal === 'above_balance')
      throw new DomainError('unprocessable', 'movements.above_balance', {
        reason: refusal,
        params: { balance: money(balance, company.currency) },
        errors: { importo: { key: 'movements.above_balance', params: { balance: money(balance, company.currency) } } },
      });
    if (refusal === 'below_minimum') {
      const min = request.tipo === 'provvigioni' ? company.collect_from : 1;
      throw new DomainError('unprocessable', 'movements.below_minimum', {
        reason: refusal,
        params: { min: money(min, company.currency) },
        errors: { importo: { key: 'movements.below_minimum', params: { min: money(min, company.currency) } } },
      });
    }
    const { id } = await tx.db
      .insertInto('commission_requests')
      .values({
        company_id: company.id,
        user_id: tx.actor.user.id,
        tipo: request.tipo,
        importo: request.importo,
        currency: company.currency,
        iban: request.iban,
        messaggio: request.messaggio,
        created_at: tx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.db
      .insertInto('commission_request_files')
      .values(
        files.map((f) => ({
          request_id: id,
          filename: f.filename,
          content_type: f.contentType,
          size: f.content.length,
          content: f.content,
        })),
      )
      .execute();
    await tx.db
      .insertInto('credit_movements')
      .values({
        company_id: company.id,
        tipo: request.tipo,
        amount: -request.importo,
        currency: company.currency,
        descrizione: `Richiesta ${KIND_NAME[request.tipo]} n. ${id}`,
        request_id: id,
        data: tx.now,
      })
      .execute();
    if (request.iban) await rememberPartnerIban(tx.db, company.id, request.iban);
    const brand = await resolveBrand(tx.db, tx.config.brand);
    if (brand.finance_email) {
      await chargeMail(tx.db, tx.actor, tx.now);
      const subject = `Richiesta di ${KIND_NAME[request.tipo]} n. ${id}: ${company.ragione_sociale} (#${company.id})`;
      const lines = [
        `${tx.actor.user.username} (${tx.actor.user.email}) chiede ${money(request.importo, company.currency)} di ${KIND_NAME[request.tipo]} per ${company.ragione_sociale} (id ${company.id}).`,
        ...(request.iban ? [`IBAN: ${request.iban}`] : []),
        `Messaggio: ${request.messaggio || '—'}`,
        `Allegati: ${files.map((f) => f.filename).join(', ')}`,
        'La richiesta attende nella coda della console operatori.',
      ];
      await enqueueMail(
        tx.db,
        {
          to: brand.finance_email,
          subject,
          text: lines.join('\n'),
          html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
          template: 'commission_request',
          language: DEFAULT_LANGUAGE,
        },
        tx.now,
      );
    }
    await writeAudit(tx.db, tx.source, {
      action: 'movements.collection_requested',
      companyId: company.id,
      subject: id,
      after: {
        tipo: request.tipo,
        importo: request.importo,
        currency: company.currency,
        iban: request.iban,
        files: files.map((f) => f.filename),
      },
    });
    return { id, balance: balance - request.importo };
  });
}

/** What deciding a request runs with: a route's, a job's or the ops command's context. */
export interface DecisionContext {
  db: Db;
  source: AuditSource;
  now: Date;
}

async function lockWaiting(trx: Db, requestId: number) {
  const request = await trx
    .selectFrom('commission_requests')
    .selectAll()
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw new DomainError('not_found', 'movements.request_not_found', { reason: 'request_not_found' });
  if (request.stato !== 'attesa')
    throw new DomainError('conflict', 'movements.request_decided', { reason: 'request_decided' });
  return request;
}

type DecidedCommissionRequest = Awaited<ReturnType<typeof lockWaiting>>;

/**
 * The operator console: the provider paid the request on `paidOn` ('YYYY-MM-DD', already checked
 * not to be in the future); only a waiting one, and not on a day before it was made (422).
 */
export async function markCommissionPaid(
  ctx: DecisionContext,
  requestId: number,
  paidOn: string,
): Promise<DecidedCommissionRequest> {
  return inTransaction(ctx, async (tx) => {
    const request = await lockWaiting(tx.db, requestId);
    if (paidOn < isoDateIn(request.created_at, PROVIDER_TIME_ZONE))
      throw new DomainError('unprocessable', 'staff.paid_on_before_request', {
        reason: 'paid_on_before_request',
        errors: { paid_on: 'staff.paid_on_before_request' },
      });
    await tx.db
      .updateTable('commission_requests')
      .set({ stato: 'pagata', paid_on: paidOn, decided_at: tx.now })
      .where('id', '=', request.id)
      .execute();
    await writeAudit(tx.db, tx.source, {
      action: 'movements.collection_paid',
      companyId: request.company_id,
      subject: request.id,
      before: { stato: request.stato },
      after: { stato: 'pagata', paid_on: paidOn },
    });
    return request;
  });
}

/**
 * The operator console refuses a waiting request (with the reason the customer is told): its
 * amount goes back on the balance, in the same transaction.
 */
export async function rejectCommissionRequest(
  ctx: DecisionContext,
  requestId: number,
  reason?: string,
): Promise<DecidedCommissionRequest> {
  return inTransaction(ctx, async (tx) => {
    const request = await lockWaiting(tx.db, requestId);
    await tx.db
      .updateTable('commission_requests')
      .set({ stato: 'rifiutata', decided_at: tx.now })
      .where('id', '=', request.id)
      .execute();
    await tx.db
      .insertInto('credit_movements')
      .values({
        company_id: request.company_id,
        tipo: request.tipo,
        amount: request.importo,
        currency: request.currency,
        descrizione: `Richiesta ${KIND_NAME[request.tipo]} n. ${request.id} non accolta: credito restituito`,
        request_id: request.id,
        data: tx.now,
      })
      .execute();
    await writeAudit(tx.db, tx.source, {
      action: 'movements.collection_rejected',
      companyId: request.company_id,
      subject: request.id,
      before: { stato: request.stato },
      after: { stato: 'rifiutata', importo: request.importo, currency: request.currency, reason },
    });
    return request;
  });
}

/** The console's queue: the waiting requests, oldest first. */
export function waitingCommissionRequests(db: Db) {
  return db
    .selectFrom('commission_requests')
    .innerJoin('aziende', 'aziende.id', 'commission_requests.company_id')
    .select([
      'commission_requests.id',
      'commission_requests.company_id',
      'aziende.ragione_sociale',
      'commission_requests.tipo',
      'commission_requests.importo',
      'commission_requests.currency',
      'commission_requests.iban',
      'commission_requests.messaggio',
      'commission_requests.created_at',
    ])
    .where('commission_requests.stato', '=', 'attesa')
    .orderBy('commission_requests.created_at')
    .orderBy('commission_requests.id')
    .execute();
}

/** One of a company's requests (null for another company's), for its receipt. */
export function findCommissionRequest(db: Db, companyId: number, requestId: number) {
  return db
    .selectFrom('commission_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** A file of one of a company's requests. */
export function findCommissionFile(db: Db, companyId: number, requestId: number, fileId: number) {
  return db
    .selectFrom('commission_request_files')
    .innerJoin('commission_requests', 'commission_requests.id', 'commission_request_files.request_id')
    .select([
      'commission_request_files.filename',
      'commission_request_files.content_type',
      'commission_request_files.content',
    ])
    .where('commission_request_files.id', '=', fileId)
    .where('commission_requests.id', '=', requestId)
    .where('commission_requests.company_id', '=', companyId)
    .executeTakeFirst();
}

/** The names of a request's files, for its receipt. */
export function commissionFileNames(db: Db, requestId: number) {
  return db
    .selectFrom('commission_request_files')
    .select(['id', 'filename', 'size'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}
