import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { IdParamsSchema, idSchema } from '../validators/id.ts';
import { STAFF_QUEUE_KINDS, DECIDED_QUEUE_KINDS } from './staff-queues.ts';
import {
  StaffAuditEntrySchema,
  StaffCompanyDetailSchema,
  StaffCompanySchema,
  StaffQueueCountsSchema,
  StaffQueueDecisionSchema,
  StaffQueueItemSchema,
} from './staff-schema.ts';

/** Every operator reads; only an admin decides (DESIGN §5: the console's roles). */
const anyStaff = { staff: ['admin', 'support'] } as const;
const adminOnly = { staff: ['admin'] } as const;

/** The console's search: by name (default), or by id. */
export const StaffCompaniesQuerySchema = listQuerySchema(['ragione_sociale', 'id'], 'ragione_sociale');
/** A company's audit, newest first. */
export const StaffAuditQuerySchema = listQuerySchema(['at'], '-at');
/** A queue's pending items, oldest first: the longest waiting is answered first. */
export const StaffQueueQuerySchema = listQuerySchema(['created_at'], 'created_at');

const QueueParamsSchema = z.object({ kind: z.enum(STAFF_QUEUE_KINDS) });
const QueueItemParamsSchema = z.object({ kind: z.enum(DECIDED_QUEUE_KINDS as [string, ...string[]]), id: idSchema });

/**
 * The operator console (DESIGN §4, §5; issue 33): find a customer, read its audit, work the
 * queues customers' requests create. Staff only, by role; every decision is audited and mailed to
 * the customer in its language.
 */
export const staffApi = {
  companies: endpoint({
    method: 'GET',
    path: '/rest/staff/companies',
    access: anyStaff,
    summary:
      'Operators: companies by name, VAT number, fiscal code, e-mail (PEC or a user’s), username, domain or id (q), with their state',
    query: StaffCompaniesQuerySchema,
    response: pageSchema(StaffCompanySchema),
    errors: { 403: ['staff_only'] },
  }),
  company: endpoint({
    method: 'GET',
    path: '/rest/staff/companies/:id',
    access: anyStaff,
    summary: 'Operators: one company with its state and its users',
    params: IdParamsSchema,
    response: StaffCompanyDetailSchema,
    errors: { 403: ['staff_only'], 404: ['company_not_found'] },
  }),
  audit: endpoint({
    method: 'GET',
    path: '/rest/staff/companies/:id/audit',
    access: anyStaff,
    summary:
      "Operators: a company's audit rows, newest first — who (an operator with the role), what, before and after",
    params: IdParamsSchema,
    query: StaffAuditQuerySchema,
    response: pageSchema(StaffAuditEntrySchema),
    errors: { 403: ['staff_only'], 404: ['company_not_found'] },
  }),
  queues: endpoint({
    method: 'GET',
    path: '/rest/staff/queues',
    access: anyStaff,
    summary: "Operators: how many items wait in each queue, and the caller's role",
    response: StaffQueueCountsSchema,
    errors: { 403: ['staff_only'] },
  }),
  queue: endpoint({
    method: 'GET',
    path: '/rest/staff/queues/:kind',
    access: anyStaff,
    summary: "Operators: a queue's pending items, oldest first",
    params: QueueParamsSchema,
    query: StaffQueueQuerySchema,
    response: pageSchema(StaffQueueItemSchema),
    errors: { 403: ['staff_only'] },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/rest/staff/queues/:kind/:id',
    access: adminOnly,
    summary:
      'Admin operators: accept (a commission or co-marketing request: marked paid on paid_on) or reject (with the reason) a pending item; the customer is mailed in its language',
    params: QueueItemParamsSchema,
    body: StaffQueueDecisionSchema,
    response: z.object({ result: z.literal('ok') }),
    errors: {
      403: ['staff_only'],
      404: ['queue_item_not_found'],
      409: ['already_decided'],
      422: ['paid_on_before_request'],
    },
  }),
} as const;
