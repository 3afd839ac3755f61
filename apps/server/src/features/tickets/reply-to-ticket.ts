import type { TicketMessage, TicketReply } from '@sportello/domain';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { invalidField } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import { notifySupport } from './notify-support.ts';
import { saveMessage } from './save-message.ts';
import { attachDocuments } from './ticket-documents.ts';
import { checkAttachments } from './ticket-attachments.ts';
import { hasVisibleText, sanitizeOperatorHtml } from './ticket-html.ts';
import { ticketClosed, ticketNotFound, ticketViewer } from './ticket-viewer.ts';
import { findTicket, technicalSubscribers } from './tickets-store.ts';

/**
 * POST /rest/tickets/{id}/messages: a reply while the ticket is open (spec 3 §4). The server
 * knows who writes: a customer's user writes plain text; an operator writes formatted text,
 * sanitized when stored, and the company's technical subscribers are mailed through the outbox,
 * from the operator's mail budget (429 when spent, and nothing is saved).
 */
export async function replyToTicket(ctx: SessionContext, id: number, input: TicketReply): Promise<TicketMessage> {
  const viewer = ticketViewer(ctx);
  const operator = viewer.kind === 'operator';
  const text = operator ? await sanitizeOperatorHtml(input.messaggio) : input.messaggio;
  if (operator && !(await hasVisibleText(text))) throw invalidField('messaggio', 'validation.required');
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
