import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { MAX_PAGE_SIZE } from '../api/page.ts';
import { idSchema } from '../validators/id.ts';
import { MOVEMENT_LIMITS } from './movement-rules.ts';
import {
  AccountParametersSchema,
  CommissionRequestedSchema,
  CommissionRequestSchema,
  MovementSchema,
  MovementTabSchema,
} from './movements-schema.ts';

const access = { route: 'account_movements' } as const;

/** The statement's movements, newest first; `tipo` the tab (its balance's kinds), `q` the details. */
export const MovementsListQuerySchema = listQuerySchema(['data'], '-data', {
  tipo: MovementTabSchema.optional(),
  // Spec 2 §9: 50 a page unless asked otherwise.
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MOVEMENT_LIMITS.pageSize),
});

export const CommissionReceiptQuerySchema = z.object({ id: idSchema });
export const CommissionFileParamsSchema = z.object({ id: idSchema, file: idSchema });

/**
 * The partner statement ('Conto', spec 2 §2, §3, §5, §8): movements with the contract's
 * parameters and balances, commission and co-marketing requests with their files and receipt.
 */
export const movementsApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/account_movements',
    access,
    summary:
      "A page of the reseller's credit movements (50, newest first, by tab and details), with collect_from, the percentages, the cashback months and the three balances",
    query: MovementsListQuerySchema,
    response: pageSchema(MovementSchema, AccountParametersSchema),
  }),
  request: endpoint({
    method: 'POST',
    path: '/rest/commissions',
    access,
    multipart: true,
    uploads: { fileBytes: MOVEMENT_LIMITS.fileBytes, files: MOVEMENT_LIMITS.files },
    summary:
      'Collect commissions (tipo provvigioni: amount from collect_from to the balance, IBAN, the invoice as a PDF) or co-marketing credit (at most the balance, one attachment at least); the balance is debited at once and the request waits in the operator console',
    body: CommissionRequestSchema,
    response: CommissionRequestedSchema,
    errors: {
      409: ['nothing_to_collect'],
      413: ['file_too_large', 'too_many_files'],
      415: ['attachment_type'],
      422: ['below_minimum', 'above_balance', 'attachment_required'],
    },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/rest/commissions_receipt',
    access,
    summary: "A request's receipt as a PDF (id: the request); 404 for another company's",
    query: CommissionReceiptQuerySchema,
    response: { kind: 'file', contentType: 'application/pdf' },
    errors: { 404: ['request_not_found'] },
  }),
  file: endpoint({
    method: 'GET',
    path: '/rest/commissions/:id/files/:file',
    access,
    summary: "A file attached to one of the company's requests (staff: any company's, through id_cliente)",
    params: CommissionFileParamsSchema,
    response: { kind: 'file', contentType: 'application/octet-stream' },
    errors: { 404: ['request_not_found'] },
  }),
} as const;
