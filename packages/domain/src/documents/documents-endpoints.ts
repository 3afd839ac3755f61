import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { CONTRACT_TYPES, ContractTextSchema, DocumentSchema } from './documents-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

const access = { route: 'documents' } as const;

/** Useful documents (spec 3 'Documenti utili'): by the company's billing entity and the request's language. */
export const documentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/documents',
    access,
    summary:
      "The documents of the company's billing entity in the request's language; reseller-only ones for resellers",
    response: z.array(DocumentSchema),
  }),
  file: endpoint({
    method: 'GET',
    path: '/rest/documents/:id/file',
    access,
    summary: 'Download a document (PDF); 404 for documents of another billing entity or not for this company',
    params: IdParamsSchema,
    response: { kind: 'file', contentType: 'application/pdf' },
  }),
  contract: endpoint({
    method: 'GET',
    path: '/rest/contracts/:type',
    access,
    summary:
      "A contract text of the company's billing entity (sanitised HTML); the partner contract for resellers only",
    params: z.object({ type: z.enum(CONTRACT_TYPES) }),
    response: ContractTextSchema,
  }),
} as const;
