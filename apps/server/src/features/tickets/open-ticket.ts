import {
  inOfficeHours,
  policies,
  ticketProductRequired,
  urgentCharge,
  type Language,
  type NewTicket,
  type Ticket,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { notifySupport } from './notify-support.ts';
import { saveMessage } from './save-message.ts';
import { checkAttachments } from './ticket-attachments.ts';
import { ticketProducts, toTicket } from './tickets-store.ts';
import { invoiceUrgentSurcharge, urgentPrice } from './urgent-surcharge.ts';
import { attachDocuments } from './ticket-documents.ts';

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
    if (invoice) {
      await attachDocuments(tx.db, { id: message.id, company_id: ticket.company_id }, { invoice: invoice.id });
    }
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
