import type { TicketMessage } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';

export interface MessageDocuments {
  offer?: number | null | undefined;
  invoice?: number | null | undefined;
}

type DocumentFields = Pick<
  TicketMessage,
  'id_offerta_allegata' | 'id_fattura_allegata' | 'nr_fattura' | 'serie_fattura' | 'anno_fattura'
>;

/** The field that named it says why, so the reply form shows it there. */
const documentNotFound = (field: 'id_offerta_allegata' | 'id_fattura_allegata') =>
  new DomainError('unprocessable', 'tickets.document_not_found', {
    reason: 'document_not_found',
    errors: { [field]: 'tickets.document_not_found' },
  });

/** The invoice's number, its series (the issuer's prefix) and year, as a ticket message shows it. */
function invoiceFields(invoice: { id: number; nr: string; data: string } | undefined): DocumentFields {
  return {
    id_offerta_allegata: null,
    id_fattura_allegata: invoice?.id ?? null,
    nr_fattura: invoice?.nr ?? null,
    serie_fattura: invoice ? (invoice.nr.split('-')[0] ?? null) : null,
    anno_fattura: invoice ? Number(invoice.data.slice(0, 4)) : null,
  };
}

/**
 * A message carries an offer and an invoice of the ticket's company (spec 3 §3): the offers it is
 * billed for or prepared, its own invoices; any other is 422 `document_not_found` on the field that
 * named it (and, inside the reply's transaction, nothing is saved).
 */
export async function attachDocuments(
  db: Db,
  message: { id: number; company_id: number },
  documents: MessageDocuments,
): Promise<DocumentFields> {
  const offer = documents.offer ?? null;
  const invoiceId = documents.invoice ?? null;
  if (offer === null && invoiceId === null) return invoiceFields(undefined);
  if (offer !== null) {
    const found = await db
      .selectFrom('offers')
      .select('id')
      .where('id', '=', offer)
      .where((eb) => eb.or([eb('company_id', '=', message.company_id), eb('reseller_id', '=', message.company_id)]))
      .executeTakeFirst();
    if (!found) throw documentNotFound('id_offerta_allegata');
  }
  const invoice =
    invoiceId === null
      ? undefined
      : await db
          .selectFrom('invoices')
          .select(['id', 'nr', 'data'])
          .where('id', '=', invoiceId)
          .where('company_id', '=', message.company_id)
          .executeTakeFirst();
  if (invoiceId !== null && !invoice) throw documentNotFound('id_fattura_allegata');
  await db
    .updateTable('ticket_messages')
    .set({ offer_id: offer, invoice_id: invoiceId })
    .where('id', '=', message.id)
    .execute();
  return { ...invoiceFields(invoice), id_offerta_allegata: offer };
}

/** The documents of the ticket's messages, by message id. */
export async function documentsOf(db: Db, ticketId: number): Promise<Map<number, DocumentFields>> {
  const rows = await db
    .selectFrom('ticket_messages')
    .leftJoin('invoices', 'invoices.id', 'ticket_messages.invoice_id')
    .select([
      'ticket_messages.id',
      'ticket_messages.offer_id',
      'invoices.id as invoice_id',
      'invoices.nr',
      'invoices.data',
    ])
    .where('ticket_messages.ticket_id', '=', ticketId)
    .where((eb) =>
      eb.or([eb('ticket_messages.offer_id', 'is not', null), eb('ticket_messages.invoice_id', 'is not', null)]),
    )
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...invoiceFields(r.invoice_id !== null ? { id: r.invoice_id, nr: r.nr!, data: r.data! } : undefined),
        id_offerta_allegata: r.offer_id,
      },
    ]),
  );
}
