/**
 * Support tickets (spec 3 §2 tickets/ticket, §3, §4, §6, §9): the rules both sides apply.
 */

import { dateTimeFormat } from '../format/intl-formats.ts';
import { PROVIDER_TIME_ZONE } from '../invoices/invoice-rules.ts';

export const TICKET_DEPARTMENTS = ['tecnica', 'amministrativa', 'commerciale'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_STATES = ['aperto', 'chiuso'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** Field and attachment limits (spec silent: decided in docs/decisions.md, tickets). */
export const TICKET_LIMITS = {
  titolo: 250,
  messaggio: 20_000,
  /** Files on one message. */
  attachments: 3,
  /** Bytes of one file, as stored. */
  attachmentBytes: 2 * 1024 * 1024,
  /** Bytes of every file of one ticket, and of every ticket of one company: attachments live in the database. */
  ticketAttachmentBytes: 20 * 1024 * 1024,
  companyAttachmentBytes: 500 * 1024 * 1024,
  filename: 200,
  authcodeDettaglio: 2_000,
} as const;

/**
 * What an attachment may be, judged by the server from the bytes (never from the name or the
 * browser's word): documents and pictures a customer sends support, and plain text.
 */
export const TICKET_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/zip',
  'text/plain',
] as const;
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];

/** The browser's file picker hint (the server decides by content). */
export const TICKET_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.txt,.log,.csv';

/** Spec 3 §5: product is required only for tecnica, and only when the company has products to pick. */
export function ticketProductRequired(department: TicketDepartment | undefined, hasProducts: boolean): boolean {
  return department === 'tecnica' && hasProducts;
}

/** Spec 3 §6, §9: an urgent ticket costs the surcharge, unless the customer is premium ('Incluso in Prime'). */
export function urgentCharge(urgent: boolean, isPremium: boolean, price: number): number {
  return urgent && !isPremium ? price : 0;
}

/** The provider's office hours (spec silent: Monday to Friday, 9:00 to 18:00, provider's time zone). */
export const OFFICE_HOURS = { timeZone: PROVIDER_TIME_ZONE, days: [1, 2, 3, 4, 5], from: 9, to: 18 } as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether `at` falls in the office hours, in the provider's time zone. */
export function inOfficeHours(at: Date): boolean {
  const parts = dateTimeFormat('en-US', {
    timeZone: OFFICE_HOURS.timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const weekday = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return (
    (OFFICE_HOURS.days as readonly number[]).includes(weekday) && hour >= OFFICE_HOURS.from && hour < OFFICE_HOURS.to
  );
}

/** The initials drawn when no avatar service is configured (DESIGN §5). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return (
    letters
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 2) || '?'
  );
}

/** The urgent surcharge when the settings name none (spec 3 §9: "read from settings"), cents. */
export const DEFAULT_URGENT_PRICE = { EUR: 5_000, CHF: 5_500 } as const;
