import type { Ticket, TicketMessage } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { CompanyContext, SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { ticketNotFound, ticketViewer, type TicketViewer } from './ticket-viewer.ts';
import { findTicket, listMessages, listTickets, toTicket, type CompanyTicketsQuery } from './tickets-store.ts';
import { documentsOf } from './ticket-documents.ts';

/**
 * GET /rest/tickets: the company's tickets. An operator (any staff role) acting on the customer
 * through id_cliente reads them too, and that look is audited like an opened ticket.
 */
export async function listCompanyTickets(ctx: CompanyContext, query: CompanyTicketsQuery): Promise<Page<Ticket>> {
  const page = await listTickets(ctx.db, ctx.actor, query);
  if (ctx.actor.acting_as_customer) {
    await writeAudit(ctx.db, ticketViewer(ctx).source, {
      action: 'tickets.staff_listed',
      after: {
        onlyOpen: query.onlyOpen,
        stato: query.stato ?? null,
        department: query.department ?? null,
        q: query.q ?? null,
        items: page.items.length,
      },
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
