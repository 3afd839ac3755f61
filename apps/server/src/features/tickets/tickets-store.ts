import type { StaffTicket, Ticket, TicketMessage } from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, ticketsApi } from '@sportello/domain/api';
import { createHash } from 'node:crypto';
import { initialsOf, type TicketDepartment, type TicketState } from '@sportello/domain';
import { sql, type Selectable } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { QueryBuilder } from '../../platform/db/compiled-queries.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import type { TicketMessagesTable, TicketsTable } from '../../platform/db/schema.ts';

export type TicketRow = Selectable<TicketsTable>;
type TicketWithCount = TicketRow & { nr_messaggi: number | string };
export type TicketSortKey = ListSortKey<typeof ticketsApi.list> & ListSortKey<typeof ticketsApi.staffQueue>;

/** Whose tickets a call may touch: one company's, or (an operator) any. */
export type TicketScope = CompanyScope | 'any';

const SORT_COLUMNS = { data: 'tickets.created_at', id: 'tickets.id' } as const;

const messageCount = sql<number>`(select count(*)::int from ticket_messages m where m.ticket_id = tickets.id)`.as(
  'nr_messaggi',
);

export function toTicket(row: TicketWithCount): Ticket {
  return {
    id: row.id,
    titolo: row.titolo,
    urgente: row.urgente,
    data: row.created_at.toISOString(),
    stato: row.stato,
    nr_messaggi: Number(row.nr_messaggi),
    prodotto: row.prodotto,
    department: row.department,
    id_product: row.id_product,
    extra_time: row.extra_time,
    id_azienda: row.company_id,
    ultimo_messaggio: row.last_message_at.toISOString(),
    in_attesa: !row.last_from_operator,
  };
}

interface CompanyTicketsShape {
  onlyOpen: boolean;
  stato: TicketState | null;
  department: TicketDepartment | null;
}

/**
 * A company's tickets, open and closed. Through the company's index on (company_id, created_at, id)
 * — the open ones through its partial twin (migration 0018) — so a page stops at its last row;
 * the search reads only that company's rows: the title, and the number as the list shows it (#42).
 */
const companyTickets = pagedList({
  rows: (qb, shape: CompanyTicketsShape, v: { company: number }) => {
    let q = qb
      .selectFrom('tickets')
      .selectAll('tickets')
      .select(messageCount)
      .where('tickets.company_id', '=', v.company);
    // Literals: each state has its own compiled query, and the open one matches the partial index.
    if (shape.onlyOpen) q = q.where('tickets.stato', '=', sql.lit('aperto'));
    if (shape.stato) q = q.where('tickets.stato', '=', sql.lit(shape.stato));
    if (shape.department) q = q.where('tickets.department', '=', shape.department);
    return q;
  },
  search: ['tickets.titolo', sql`'#' || tickets.id::text`],
  columns: SORT_COLUMNS,
  tieBreaker: 'tickets.id',
});

export type CompanyTicketsQuery = ListQuery<TicketSortKey> & {
  onlyOpen: boolean;
  stato?: TicketState | undefined;
  department?: TicketDepartment | undefined;
};

export async function listTickets(db: Db, scope: CompanyScope, query: CompanyTicketsQuery): Promise<Page<Ticket>> {
  const page = await companyTickets.page(
    db,
    query,
    { onlyOpen: query.onlyOpen, stato: query.stato ?? null, department: query.department ?? null },
    { company: scope.company.id },
  );
  return { ...page, items: page.items.map(toTicket) };
}

interface QueueShape {
  department: TicketDepartment | null;
  in_attesa: boolean;
}

function openTickets(qb: QueryBuilder, shape: QueueShape) {
  // A literal, as the partial indexes' predicate: with the state a parameter the prepared query's generic
  // plan sorted every open ticket, so PostgreSQL planned each call anew (1.6 ms at 100,000 companies).
  let open = qb.selectFrom('tickets').where('tickets.stato', '=', sql.lit('aperto'));
  if (shape.department) open = open.where('tickets.department', '=', shape.department);
  if (shape.in_attesa) open = open.where('tickets.last_from_operator', '=', false);
  return open;
}

const ticketQueue = pagedList({
  rows: (qb, shape: QueueShape, _values: Record<string, never>) =>
    openTickets(qb, shape)
      .innerJoin('aziende', 'aziende.id', 'tickets.company_id')
      .selectAll('tickets')
      .select([messageCount, 'aziende.ragione_sociale']),
  // Kept by the tickets' triggers (migration 0022): a few rows summed, however many tickets are open.
  total: (qb, shape: QueueShape) => {
    let counts = qb.selectFrom('open_ticket_counts').select(sql<string>`coalesce(sum(n), 0)`.as('n'));
    if (shape.department) counts = counts.where('department', '=', shape.department);
    if (shape.in_attesa) counts = counts.where('awaiting_operator', '=', true);
    return counts;
  },
  columns: SORT_COLUMNS,
  tieBreaker: 'tickets.id',
});

/**
 * Folds each bucket of open_ticket_counts into one row (housekeeping, and after a bulk load). One
 * statement: rows the triggers add meanwhile are not in its snapshot and stay, still counted.
 */
export async function foldOpenTicketCounts(db: Db): Promise<void> {
  await sql`with folded as (delete from open_ticket_counts returning department, awaiting_operator, n)
    insert into open_ticket_counts select department, awaiting_operator, sum(n) from folded group by 1, 2 having sum(n) <> 0`.execute(
    db,
  );
}

/** The operators' queue: every company's open tickets, oldest first by default; awaiting an operator when the customer wrote last. */
export async function listOpenTickets(
  db: Db,
  query: ListQuery<TicketSortKey> & { department?: TicketDepartment | undefined; in_attesa: boolean },
): Promise<Page<StaffTicket>> {
  const page = await ticketQueue.page(
    db,
    query,
    { department: query.department ?? null, in_attesa: query.in_attesa },
    {},
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...toTicket(row), ragione_sociale: row.ragione_sociale })),
  };
}

export async function findTicket(
  db: Db,
  scope: TicketScope,
  id: number,
  lock = false,
): Promise<TicketWithCount | undefined> {
  let q = db.selectFrom('tickets').selectAll('tickets').select(messageCount).where('tickets.id', '=', id);
  if (scope !== 'any') q = q.where('tickets.company_id', '=', scope.company.id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export interface AvatarOptions {
  /** An https address with {hash}; null: initials only. */
  template: string | null | undefined;
}

export function avatarOf(email: string | null, options: AvatarOptions): string | null {
  if (!options.template || !email) return null;
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return options.template.replace('{hash}', hash);
}

type MessageRow = Selectable<TicketMessagesTable>;

export async function listMessages(db: Db, ticketId: number, avatars: AvatarOptions): Promise<TicketMessage[]> {
  const [messages, files] = await Promise.all([
    db.selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute(),
    db
      .selectFrom('ticket_attachments')
      .select(['id', 'message_id', 'filename'])
      .where('ticket_id', '=', ticketId)
      .orderBy('id')
      .execute(),
  ]);
  return messages.map((m) =>
    toMessage(
      m,
      files.filter((f) => f.message_id === m.id),
      avatars,
    ),
  );
}

export function toMessage(
  row: MessageRow,
  files: readonly { id: number; filename: string }[],
  avatars: AvatarOptions,
): TicketMessage {
  return {
    id: row.id,
    messaggio: row.messaggio,
    data: row.created_at.toISOString(),
    operatore: row.operatore ? row.author_name : null,
    utente: row.operatore ? null : row.author_name,
    avatar: avatarOf(row.author_email, avatars),
    initials: initialsOf(row.author_name),
    allegati: files.map((f) => ({ id: f.id, filename: f.filename })),
    id_offerta_allegata: null,
    id_fattura_allegata: null,
    nr_fattura: null,
    serie_fattura: null,
    anno_fattura: null,
  };
}

export async function findAttachment(db: Db, scope: TicketScope, id: number) {
  let q = db
    .selectFrom('ticket_attachments')
    .select(['id', 'ticket_id', 'company_id', 'filename', 'content_type', 'content'])
    .where('id', '=', id);
  if (scope !== 'any') q = q.where('company_id', '=', scope.company.id);
  return q.executeTakeFirst();
}

/** The company's products a ticket may name (the new-ticket select), in the request's language. */
export async function ticketProducts(db: Db, scope: CompanyScope) {
  return db
    .selectFrom('products')
    .select(['id', 'codice', 'dominio', 'nome'])
    .where('company_id', '=', scope.company.id)
    .orderBy('dominio')
    .orderBy('codice')
    .orderBy('id')
    .execute();
}

/** Who hears of an operator's reply: the company's users subscribed to technical communications. */
export async function technicalSubscribers(db: Db, companyId: number) {
  return db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['users.id', 'users.email', 'users.lingua'])
    .where('company_access.company_id', '=', companyId)
    .where(sql<boolean>`'technical' = any(company_access.email_subscriptions)`)
    .orderBy('users.id')
    .execute();
}

/** Open tickets awaiting an operator (the customer wrote last): the console's count, from the kept counts. */
export async function countAwaitingOperator(db: Db): Promise<number> {
  const row = await db
    .selectFrom('open_ticket_counts')
    .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
    .where('awaiting_operator', '=', true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
