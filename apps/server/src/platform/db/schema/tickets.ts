import type { ColumnType, Generated } from 'kysely';
import type { Currency, TicketDepartment, TicketState } from '@sportello/domain';
import type { CreatedAt } from './column-types.ts';

/** A company's support ticket (spec 3 §3); the urgent surcharge in cents of urgent_currency. */
export interface TicketsTable {
  id: Generated<number>;
  company_id: number;
  titolo: string;
  department: TicketDepartment;
  id_product: number | null;
  prodotto: string | null;
  urgente: Generated<boolean>;
  urgent_price: Generated<number>;
  urgent_currency: Currency | null;
  stato: Generated<TicketState>;
  extra_time: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  last_message_at: ColumnType<Date, Date | undefined, Date>;
  last_from_operator: Generated<boolean>;
  closed_at: Date | null;
  closed_by: number | null;
  /** The invoice of the urgent surcharge (none: not urgent, or premium). */
  urgent_invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * Signed amounts of open tickets per department and "awaiting an operator", kept by triggers on
 * tickets (migration 0022); a bucket's open count is the sum of its rows, folded by housekeeping.
 */
export interface OpenTicketCountsTable {
  department: TicketDepartment;
  awaiting_operator: boolean;
  /** int8: pg reads it as a string. */
  n: string;
}

/** One message of a ticket: an operator's (sanitized HTML) or a customer user's (plain text). */
export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  company_id: number;
  author_user_id: number | null;
  author_name: string;
  author_email: string | null;
  operatore: boolean;
  messaggio: string;
  created_at: CreatedAt;
  /** The offer the message carries (migration 0029). */
  offer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The invoice the message carries: an urgent ticket's surcharge, or one its author names. */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A file attached to a ticket message; content type judged from the bytes. */
export interface TicketAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  ticket_id: number;
  company_id: number;
  filename: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_at: CreatedAt;
}

/** The tables of this area, by name. */
export interface TicketsTables {
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_attachments: TicketAttachmentsTable;
  open_ticket_counts: OpenTicketCountsTable;
}
