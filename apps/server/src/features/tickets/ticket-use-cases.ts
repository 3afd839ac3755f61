import { attachDocuments, documentsOf } from './ticket-documents.ts';
import { sql } from 'kysely';
import {
  DEFAULT_URGENT_PRICE,
  inOfficeHours,
  isoDateIn,
  policies,
  PROVIDER_TIME_ZONE,
  routeAccess,
  TICKET_LIMITS,
  translate,
  ticketProductRequired,
  urgentCharge,
  type AuthCodeRequest,
  type Language,
  type NewTicket,
  type Ticket,
  type TicketMessage,
  type TicketReply,
  type TicketSettings,
} from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { accessContextOf, asCompanyActor, type Actor, type CompanyActor } from '../../platform/access/actor.ts';
import { refuseUntilOnboarded } from '../../platform/access/access-guard.ts';
import { writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, notAuthorizedError, invalidField } from '../../platform/use-cases/domain-error.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { customerOf, issueInvoice, totalOfRows } from '../../modules/ledger/index.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { chargeMail, mayNotifySupport } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { readSetting } from '../../platform/settings/settings-store.ts';
import { inTransaction, type CompanyContext, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { checkAttachments, type CheckedAttachment } from './ticket-attachments.ts';
import { hasVisibleText, sanitizeOperatorHtml } from './ticket-html.ts';
import {
  findTicket,
  listMessages,
  listTickets,
  technicalSubscribers,
  ticketProducts,
  toMessage,
  toTicket,
  type TicketScope,
} from './tickets-store.ts';

const ticketNotFound = () => new DomainError('not_found', 'tickets.not_found', { reason: 'ticket_not_found' });
const ticketClosed = () => new DomainError('conflict', 'tickets.closed', { reason: 'ticket_closed' });

/**
 * Who is asking about a ticket, and which tickets they may touch: an operator (any company's
 * ticket, or the one customer they act on through id_cliente), or a customer's user (their
 * company's tickets, with the 'ticket' route's grants and the company onboarded — the checks the
 * access guard makes for company-scoped calls, made here because operators need none of them).
 */
export type TicketViewer =
  | { kind: 'operator'; actor: Actor; scope: TicketScope; source: AuditSource }
  | { kind: 'customer'; actor: CompanyActor; scope: CompanyActor; source: AuditSource };

export function ticketViewer(ctx: SessionContext): TicketViewer {
  const actor = ctx.actor;
  if (actor.is_staff) {
    // Audit rows of operators carry their role, acting on a customer or from the queue.
    const source: AuditSource = { ...ctx.source, actor: { ...actor, staff_role: actor.user.staff_role } };
    return { kind: 'operator', actor, scope: actor.acting_as_customer ? asCompanyActor(actor) : 'any', source };
  }
  const companyActor = asCompanyActor(actor);
  refuseUntilOnboarded(companyActor);
  if (routeAccess('ticket', accessContextOf(companyActor)) !== 'allowed') throw notAuthorizedError();
  return { kind: 'customer', actor: companyActor, scope: companyActor, source: ctx.source };
}

/** The operators' queue is theirs alone. */
export function requireOperator(ctx: SessionContext): void {
  if (!ctx.actor.is_staff) throw new DomainError('forbidden', 'tickets.staff_only', { reason: 'staff_only' });
}

const authorName = (actor: Actor) =>
  [actor.user.firstname, actor.user.lastname].filter(Boolean).join(' ').trim() || actor.user.username;

/**
 * Attachments live in the database: one ticket holds at most 20 MB of them and one company 500 MB.
 * The company's row is locked, so two messages at once cannot both pass the last megabytes.
 */
async function checkAttachmentQuota(
  db: Db,
  ticket: { id: number; company_id: number },
  files: readonly CheckedAttachment[],
): Promise<void> {
  await db.selectFrom('aziende').select('id').where('id', '=', ticket.company_id).forUpdate().execute();
  const adding = files.reduce((sum, f) => sum + f.content.length, 0);
  const used = await db
    .selectFrom('ticket_attachments')
    .select([
      sql<string>`coalesce(sum(size), 0)`.as('company'),
      sql<string>`coalesce(sum(size) filter (where ticket_id = ${ticket.id}), 0)`.as('ticket'),
    ])
    .where('company_id', '=', ticket.company_id)
    .executeTakeFirstOrThrow();
  if (Number(used.ticket) + adding > TICKET_LIMITS.ticketAttachmentBytes)
    throw new DomainError('too_large', 'tickets.ticket_attachments_full', { reason: 'ticket_attachments_full' });
  if (Number(used.company) + adding > TICKET_LIMITS.companyAttachmentBytes)
    throw new DomainError('too_large', 'tickets.company_attachments_full', { reason: 'company_attachments_full' });
}

async function saveMessage(
  db: Db,
  ticket: { id: number; company_id: number },
  actor: Actor,
  operatore: boolean,
  messaggio: string,
  files: readonly CheckedAttachment[],
  now: Date,
  avatarTemplate: string | undefined,
): Promise<TicketMessage> {
  const row = await db
    .insertInto('ticket_messages')
    .values({
      ticket_id: ticket.id,
      company_id: ticket.company_id,
      author_user_id: actor.user.id,
      author_name: authorName(actor),
      author_email: actor.user.email,
      operatore,
      messaggio,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (files.length > 0) await checkAttachmentQuota(db, ticket, files);
  const saved: { id: number; filename: string }[] = [];
  for (const file of files) {
    const attachment = await db
      .insertInto('ticket_attachments')
      .values({
        message_id: row.id,
        ticket_id: ticket.id,
        company_id: ticket.company_id,
        filename: file.filename,
        content_type: file.contentType,
        size: file.content.length,
        content: file.content,
      })
      .returning(['id', 'filename'])
      .executeTakeFirstOrThrow();
    saved.push(attachment);
  }
  await db
    .updateTable('tickets')
    .set({ last_message_at: now, last_from_operator: operatore })
    .where('id', '=', ticket.id)
    .execute();
  return toMessage(row, saved, { template: avatarTemplate });
}

/**
 * Tells the operators that a customer opened a ticket or replied to one: a mail to the support
 * address (SUPPORT_NOTIFY_EMAIL, else the brand's), through the outbox in the same transaction.
 * An operator's own writing tells no one; past the company's notice budget the ticket still goes in
 * silently — the queue shows it waiting all the same. Answers whether a mail was queued.
 */
async function notifySupport(
  tx: SessionContext,
  ticket: { id: number; company_id: number; titolo: string },
  opened: boolean,
): Promise<boolean> {
  if (tx.actor.is_staff) return false;
  const to = tx.config.supportNotifyEmail ?? (await resolveBrand(tx.db, tx.config.brand)).support_email;
  if (!to || !(await mayNotifySupport(tx.db, ticket.company_id, tx.now))) return false;
  const company = await tx.db
    .selectFrom('aziende')
    .select('ragione_sociale')
    .where('id', '=', ticket.company_id)
    .executeTakeFirstOrThrow();
  // The provider's staff read Italian, the portal's first language.
  await queueMail(
    tx,
    to,
    'it',
    {
      template: 'ticket_customer_activity',
      company: company.ragione_sociale ?? '',
      ticketId: ticket.id,
      titolo: ticket.titolo,
      author: authorName(tx.actor),
      opened,
    },
    tx.db,
  );
  return true;
}

async function urgentPrice(db: Db, currency: 'EUR' | 'CHF'): Promise<number> {
  const setting = await readSetting(db, 'tickets');
  return currency === 'EUR'
    ? (setting?.urgent_price_eur ?? DEFAULT_URGENT_PRICE.EUR)
    : (setting?.urgent_price_chf ?? DEFAULT_URGENT_PRICE.CHF);
}

/** GET /rest/ticket_settings/1: the surcharge in the company's currency; premium customers pay none ('Incluso in Prime'). */
export async function ticketSettings(db: Db, actor: CompanyActor): Promise<TicketSettings> {
  return {
    urgent_price: await urgentPrice(db, actor.company.currency),
    currency: actor.company.currency,
    is_premium: actor.company.is_premium,
  };
}

/**
 * POST /rest/tickets (spec 3 §5, §6, §7): the ticket and its first message in one transaction.
 * The product must be the company's; it is required for tecnica when the company has products.
 * An urgent ticket records the surcharge it is billed (none for premium) and is invoiced for it
 * in the same transaction, so a refused ticket bills nothing; `extra_time` says it was opened
 * outside office hours (the browser's toast).
 */
export async function openTicket(
  ctx: CompanyContext,
  input: NewTicket,
  language: Language,
  action = 'tickets.opened',
  productRule = true,
): Promise<Ticket> {
  const files = await checkAttachments(input.attachments);
  return inTransaction(ctx, async (tx) => {
    const products = await ticketProducts(tx.db, tx.actor);
    let prodotto: string | null = null;
    if (input.id_product) {
      const product = products.find((p) => p.id === input.id_product);
      if (!product) throw new DomainError('not_found', 'tickets.product_not_found', { reason: 'product_not_found' });
      prodotto = [localized(product.nome, language) ?? product.codice, product.dominio].filter(Boolean).join(' - ');
    } else if (productRule && ticketProductRequired(input.department, products.length > 0)) {
      throw new DomainError('invalid', 'error.bad_request', {
        reason: 'validation',
        errors: { id_product: 'tickets.product_required' },
      });
    }
    const company = tx.actor.company;
    if (input.urgente) {
      const decision = policies.chargeUrgentTicket(tx.actor);
      if (!decision.allowed) throw new DomainError('forbidden', decision.message, { reason: decision.reason });
    }
    const charge = urgentCharge(input.urgente, company.is_premium, await urgentPrice(tx.db, company.currency));
    const ticket = await tx.db
      .insertInto('tickets')
      .values({
        company_id: company.id,
        titolo: input.titolo,
        department: input.department,
        id_product: input.id_product ?? null,
        prodotto,
        urgente: input.urgente,
        urgent_price: charge,
        urgent_currency: input.urgente ? company.currency : null,
        extra_time: !inOfficeHours(tx.now),
        created_by: tx.actor.user.id,
        created_at: tx.now,
        last_message_at: tx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The opening message is the customer's side, plain text, whoever types it (an operator on their own company too).
    const message = await saveMessage(
      tx.db,
      ticket,
      tx.actor,
      false,
      input.messaggio,
      files,
      tx.now,
      tx.config.avatarUrlTemplate,
    );
    const invoice = charge > 0 ? await invoiceUrgentSurcharge(tx.db, ticket, charge, tx.now) : null;
    if (invoice)
      await attachDocuments(tx.db, { id: message.id, company_id: ticket.company_id }, { invoice: invoice.id });
    const notified = await notifySupport(tx, ticket, true);
    await writeAudit(tx.db, tx.source, {
      action,
      subject: ticket.id,
      after: {
        department: ticket.department,
        id_product: ticket.id_product,
        urgente: ticket.urgente,
        urgent_price: charge,
        urgent_currency: ticket.urgent_currency,
        ...(invoice ? { urgent_invoice: invoice.nr } : {}),
        attachments: message.allegati.length,
        notified,
      },
    });
    return toTicket({ ...ticket, nr_messaggi: 1 });
  });
}

/**
 * The urgent surcharge's invoice (spec 3 §6): one row with the company's VAT, in its currency, due
 * today, issued by the ledger's one writer and tied to the ticket (unique: billed once).
 */
async function invoiceUrgentSurcharge(
  db: Db,
  ticket: { id: number; company_id: number; titolo: string },
  charge: number,
  now: Date,
) {
  const { customer, fatturanteId, paymethod, iva, currency, language } = await customerOf(db, ticket.company_id);
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const description = translate(language, 'invoices.row.urgent_ticket', { ticket: ticket.id, title: ticket.titolo });
  const rows = [{ description, qt: 1, price: charge, vat: iva }];
  const amount = totalOfRows(rows);
  const invoice = await issueInvoice(db, {
    companyId: ticket.company_id,
    fatturanteId,
    data: today,
    currency,
    paymethod,
    customer,
    rows,
    installments: [{ data: today, amount }],
  });
  await db.updateTable('tickets').set({ urgent_invoice_id: invoice.id }).where('id', '=', ticket.id).execute();
  return invoice;
}

/** POST /rest/authcode_requests: a ticket with the technicians (spec 3 §8 'La richiesta è stata inviata ai nostri tecnici.'). */
export async function requestAuthCode(
  ctx: CompanyContext,
  input: AuthCodeRequest,
  language: Language,
): Promise<Ticket> {
  return openTicket(
    ctx,
    {
      department: 'tecnica',
      id_product: null,
      titolo: input.titolo,
      messaggio: input.dettaglio,
      urgente: false,
      attachments: [],
    },
    language,
    'tickets.authcode_requested',
    false,
  );
}

/**
 * GET /rest/tickets: the company's tickets. An operator (any staff role) acting on the customer
 * through id_cliente reads them too, and that look is audited like an opened ticket.
 */
export async function listCompanyTickets(
  ctx: CompanyContext,
  query: Parameters<typeof listTickets>[2],
): Promise<Page<Ticket>> {
  const page = await listTickets(ctx.db, ctx.actor, query);
  if (ctx.actor.acting_as_customer) {
    await writeAudit(ctx.db, ticketViewer(ctx).source, {
      action: 'tickets.staff_listed',
      after: { onlyOpen: query.onlyOpen, department: query.department ?? null, items: page.items.length },
    });
  }
  return page;
}

export async function readTicket(ctx: SessionContext, id: number): Promise<Ticket> {
  const viewer = ticketViewer(ctx);
  const ticket = await findTicket(ctx.db, viewer.scope, id);
  if (!ticket) throw ticketNotFound();
  if (viewer.kind === 'operator')
    await writeAudit(ctx.db, viewer.source, {
      action: 'tickets.staff_read',
      companyId: ticket.company_id,
      subject: id,
    });
  return toTicket(ticket);
}

export async function readMessages(ctx: SessionContext, id: number): Promise<TicketMessage[]> {
  const viewer = ticketViewer(ctx);
  const ticket = await findTicket(ctx.db, viewer.scope, id);
  if (!ticket) throw ticketNotFound();
  const [messages, documents] = await Promise.all([
    listMessages(ctx.db, id, { template: ctx.config.avatarUrlTemplate }),
    documentsOf(ctx.db, id),
  ]);
  return messages.map((m) => ({ ...m, ...documents.get(m.id) }));
}

/**
 * POST /rest/tickets/{id}/messages: a reply while the ticket is open (spec 3 §4). The server
 * knows who writes: a customer's user writes plain text; an operator writes formatted text,
 * sanitized when stored, and the company's technical subscribers are mailed through the outbox,
 * from the operator's mail budget (429 when spent, and nothing is saved).
 */
export async function replyToTicket(ctx: SessionContext, id: number, input: TicketReply): Promise<TicketMessage> {
  const viewer = ticketViewer(ctx);
  const operator = viewer.kind === 'operator';
  const text = operator ? sanitizeOperatorHtml(input.messaggio) : input.messaggio;
  if (operator && !hasVisibleText(text)) throw invalidField('messaggio', 'validation.required');
  const files = await checkAttachments(input.attachments);
  return inTransaction(ctx, async (tx) => {
    const ticket = await findTicket(tx.db, viewer.scope, id, true);
    if (!ticket) throw ticketNotFound();
    if (ticket.stato !== 'aperto') throw ticketClosed();
    const message = await saveMessage(
      tx.db,
      ticket,
      tx.actor,
      operator,
      text,
      files,
      tx.now,
      tx.config.avatarUrlTemplate,
    );
    const documents = await attachDocuments(
      tx.db,
      { id: message.id, company_id: ticket.company_id },
      { offer: input.id_offerta_allegata, invoice: input.id_fattura_allegata },
    );
    let mailed = 0;
    if (operator) {
      const company = await tx.db
        .selectFrom('aziende')
        .select(['id', 'ragione_sociale'])
        .where('id', '=', ticket.company_id)
        .executeTakeFirstOrThrow();
      const recipients = await technicalSubscribers(tx.db, ticket.company_id);
      if (recipients.length > 0) {
        // The operator's budget and the customer's: one reply, one charge.
        await chargeMail(
          tx.db,
          { ...tx.actor, company: { ...(tx.actor.company ?? {}), id: company.id } } as CompanyActor,
          tx.now,
        );
        for (const to of recipients) {
          await queueMail(
            tx,
            to.email,
            to.lingua,
            { template: 'ticket_reply', company: company.ragione_sociale, ticketId: ticket.id, titolo: ticket.titolo },
            tx.db,
          );
          mailed += 1;
        }
      }
    }
    const notified = operator ? false : await notifySupport(tx, ticket, false);
    await writeAudit(tx.db, viewer.source, {
      action: operator ? 'tickets.staff_replied' : 'tickets.replied',
      companyId: ticket.company_id,
      subject: ticket.id,
      after: {
        message_id: message.id,
        attachments: message.allegati.length,
        ...(operator ? { mailed } : { notified }),
        ...(documents.id_offerta_allegata ? { offer: documents.id_offerta_allegata } : {}),
        ...(documents.id_fattura_allegata ? { invoice: documents.id_fattura_allegata } : {}),
      },
    });
    return { ...message, ...documents };
  });
}

/** PUT /rest/tickets/{id} { stato: 'chiuso' }: the customer or an operator closes it (DESIGN §5); 409 when it already is. */
export async function closeTicket(ctx: SessionContext, id: number): Promise<Ticket> {
  const viewer = ticketViewer(ctx);
  return inTransaction(ctx, async (tx) => {
    const ticket = await findTicket(tx.db, viewer.scope, id, true);
    if (!ticket) throw ticketNotFound();
    if (ticket.stato !== 'aperto') throw ticketClosed();
    const closed = await tx.db
      .updateTable('tickets')
      .set({ stato: 'chiuso', closed_at: tx.now, closed_by: tx.actor.user.id })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx.db, viewer.source, {
      action: viewer.kind === 'operator' ? 'tickets.staff_closed' : 'tickets.closed',
      companyId: ticket.company_id,
      subject: id,
      before: { stato: 'aperto' },
      after: { stato: 'chiuso' },
    });
    return toTicket({ ...closed, nr_messaggi: ticket.nr_messaggi });
  });
}

/** An operator opens an attachment: audited like any operator's look at a customer's data. */
export async function auditAttachmentRead(
  ctx: SessionContext,
  viewer: TicketViewer,
  attachment: { id: number; company_id: number; ticket_id: number },
): Promise<void> {
  if (viewer.kind !== 'operator') return;
  await writeAudit(ctx.db, viewer.source, {
    action: 'tickets.staff_attachment_read',
    companyId: attachment.company_id,
    subject: attachment.ticket_id,
    after: { attachment_id: attachment.id },
  });
}
