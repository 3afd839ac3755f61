import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { TICKET_DEPARTMENTS, TICKET_STATES } from './ticket-rules.ts';
import {
  AuthCodeRequestSchema,
  NewTicketBaseSchema,
  OfficeHoursSchema,
  StaffTicketSchema,
  TicketMessageSchema,
  TicketProductSchema,
  TicketReplySchema,
  TicketSchema,
  TicketSettingsParamsSchema,
  TicketSettingsSchema,
  TicketUpdateSchema,
} from './tickets-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

export const TICKET_SORT_KEYS = ['data', 'id'] as const;
const flagFilter = z
  .enum(['0', '1'])
  .optional()
  .transform((v) => v === '1');

/**
 * The customer's tickets, open and closed: newest first; `stato` keeps the open or the closed ones
 * (none: every ticket), `onlyOpen=1` the open ones (the dashboard widget, spec 2 §7); `q` looks in
 * the title and the number ('#42' or '42').
 */
export const TicketsListQuerySchema = listQuerySchema(TICKET_SORT_KEYS, '-data', {
  onlyOpen: flagFilter,
  stato: z.enum(TICKET_STATES).optional(),
  department: z.enum(TICKET_DEPARTMENTS).optional(),
});
/** The operators' queue: open tickets of every company, oldest first; `in_attesa=1` keeps those awaiting an operator. */
export const StaffTicketsQuerySchema = listQuerySchema(TICKET_SORT_KEYS, 'data', {
  department: z.enum(TICKET_DEPARTMENTS).optional(),
  in_attesa: flagFilter,
});

const ATTACHMENT_ERRORS = { 413: ['attachment_too_large'], 415: ['attachment_type'] } as const;

/**
 * Support tickets (spec 3 §2 tickets/ticket, §3, §4, §5, §7, §8; spec 2 §2 ticket list widget and
 * AuthCode request; DESIGN §4 paths). The conversation calls take 'session' access: a customer's
 * user reads its company's tickets (route 'ticket' rules and onboarding checked by the use case),
 * an operator (staff) reads and answers any ticket, audited.
 */
export const ticketsApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/tickets',
    access: { route: 'tickets' },
    summary:
      "The company's tickets, open and closed, paged on the server, newest first; stato=aperto|chiuso (or onlyOpen=1) and department filter, q searches the title and the number; each says whom an open ticket waits for (in_attesa: the staff). An operator of any staff role reads a customer's with id_cliente, audited",
    query: TicketsListQuerySchema,
    response: pageSchema(TicketSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/rest/tickets/:id',
    access: 'session',
    summary: "One ticket of the company (an operator: any ticket, audited); 404 'Ticket non trovato' otherwise",
    params: IdParamsSchema,
    response: TicketSchema,
    errors: { 403: ['not_approved', 'terms_not_accepted'], 404: ['ticket_not_found'] },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/rest/tickets/:id/messages',
    access: 'session',
    summary:
      'The conversation, oldest first: operator messages as sanitized HTML, user messages as plain text, attachments by id',
    params: IdParamsSchema,
    response: z.array(TicketMessageSchema),
    errors: { 404: ['ticket_not_found'] },
  }),
  create: endpoint({
    method: 'POST',
    path: '/rest/tickets',
    access: { route: 'tickets' },
    summary:
      'Open a ticket: department, id_product (required for tecnica when the company has products), titolo, messaggio, urgente (billed unless premium), attachments [{ filename, content (base64) }] checked by content',
    body: NewTicketBaseSchema,
    response: TicketSchema,
    errors: { ...ATTACHMENT_ERRORS, 404: ['product_not_found'] },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/rest/tickets/:id/messages',
    access: 'session',
    summary:
      "Reply while the ticket is open: the customer's text, or an operator's formatted text (sanitized HTML) that is mailed to the company's technical subscribers; id_offerta_allegata / id_fattura_allegata attach an offer or invoice of the ticket's company (422 document_not_found on its field otherwise, nothing saved)",
    params: IdParamsSchema,
    body: TicketReplySchema,
    response: TicketMessageSchema,
    errors: {
      ...ATTACHMENT_ERRORS,
      404: ['ticket_not_found'],
      409: ['ticket_closed'],
      422: ['document_not_found'],
      429: ['mail_limit_user', 'mail_limit_company'],
    },
  }),
  close: endpoint({
    method: 'PUT',
    path: '/rest/tickets/:id',
    access: 'session',
    summary: 'Close a ticket ({ stato: "chiuso" }): the customer or an operator',
    params: IdParamsSchema,
    body: TicketUpdateSchema,
    response: TicketSchema,
    errors: { 404: ['ticket_not_found'], 409: ['ticket_closed'] },
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/rest/ticket_attachment/:id',
    access: 'session',
    summary: "Download an attachment: only to the ticket's company (and operators)",
    params: IdParamsSchema,
    response: { kind: 'file', contentType: 'application/octet-stream' },
    errors: { 404: ['attachment_not_found'] },
  }),
  products: endpoint({
    method: 'GET',
    path: '/rest/ticket_products',
    access: { route: 'tickets' },
    summary: "The company's products a ticket can be about",
    response: z.array(TicketProductSchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/rest/ticket_settings/:id',
    access: { route: 'tickets' },
    summary: "The urgent surcharge in the company's currency (cents) and whether it is waived (premium)",
    params: TicketSettingsParamsSchema,
    response: TicketSettingsSchema,
  }),
  officeHours: endpoint({
    method: 'GET',
    path: '/rest/office_hours/:id',
    access: { route: 'tickets' },
    summary: "Whether it is now within the provider's office hours",
    params: TicketSettingsParamsSchema,
    response: OfficeHoursSchema,
  }),
  authcode: endpoint({
    method: 'POST',
    path: '/rest/authcode_requests',
    access: { route: 'tickets' },
    summary: "Ask for a domain's AuthCode: opens a ticket with the provider's technicians ({ titolo, dettaglio })",
    body: AuthCodeRequestSchema,
    response: TicketSchema,
  }),
  staffQueue: endpoint({
    method: 'GET',
    path: '/rest/staff/tickets',
    access: 'session',
    summary:
      "Operators only: every company's open tickets, oldest first, filtered by department and by awaiting an operator's answer (the customer wrote last)",
    query: StaffTicketsQuerySchema,
    response: pageSchema(StaffTicketSchema),
    errors: { 403: ['staff_only'] },
  }),
} as const;
