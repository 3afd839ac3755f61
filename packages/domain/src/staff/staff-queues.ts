import { PARTNER_MODES } from '../partner/partner-schema.ts';

/**
 * The operators' work queues (DESIGN §5): what customers ask and an operator decides. A kind is
 * declared here once (its decisions); the feature that owns the requests registers its queue on
 * the server, and the console lists, counts and decides it. `tickets` is counted only: its queue
 * is the ticket queue's own page.
 */
export const STAFF_QUEUES = {
  approvals: { decisions: ['accept', 'reject'] },
  partner_requests: { decisions: ['accept', 'reject'] },
  billing_changes: { decisions: ['accept', 'reject'] },
  /** Commission and co-marketing requests (spec 2 §5): accept = mark paid on a date; reject gives the credit back. */
  commission_requests: { decisions: ['accept', 'reject'] },
  tickets: { decisions: [] },
} as const satisfies Record<string, { decisions: readonly QueueDecisionKind[] }>;

export type QueueDecisionKind = 'accept' | 'reject';
export type StaffQueueKind = keyof typeof STAFF_QUEUES;
export const STAFF_QUEUE_KINDS = Object.keys(STAFF_QUEUES) as [StaffQueueKind, ...StaffQueueKind[]];
/** The kinds an operator decides item by item in the console. */
export const DECIDED_QUEUE_KINDS = STAFF_QUEUE_KINDS.filter((kind) => STAFF_QUEUES[kind].decisions.length > 0);

/** A rejection's reason is mailed to the customer: required, and short enough for one paragraph. */
export const QUEUE_REASON_MAX = 1000;

/** What an operator may choose when accepting a partner request: the mode it becomes a reseller with. */
export const PARTNER_ACCEPT_MODES = PARTNER_MODES;
