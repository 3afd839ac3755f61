import type { Ticket } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { ticketClosed, ticketNotFound, ticketViewer } from './ticket-viewer.ts';
import { findTicket, toTicket } from './tickets-store.ts';

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
