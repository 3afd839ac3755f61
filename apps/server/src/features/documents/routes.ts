import { CONTRACT_TYPES, ContractTextSchema, DocumentSchema, type PortalDocument } from '@sportello/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access/require-actor.ts';
import { findContractText } from '../../platform/contracts/contract-texts.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { notAuthorized, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { findDocumentFile, listDocuments, type DocumentAudience, type DocumentRow } from './documents-store.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const access = { route: 'documents' } as const;

function audienceOf(request: FastifyRequest): DocumentAudience {
  const company = actorOf(request).company;
  return { fatturanteId: company?.fatturante_id ?? null, isReseller: company?.is_reseller ?? false };
}

function toDocument(row: DocumentRow): PortalDocument {
  return DocumentSchema.parse({
    id: row.id,
    sezione: row.sezione,
    nome: row.nome,
    descrizione: row.descrizione,
    link: row.contract_type ? null : `/rest/documents/${row.id}/file`,
    contract: row.contract_type,
  });
}

/** ASCII fallback plus the RFC 5987 form, so any document name downloads under its own name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Useful documents (spec 3 'Documenti utili'): by the company's billing entity and the request's language. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/documents',
    {
      config: { access },
      schema: {
        tags: ['documents'],
        summary: "The documents of the company's billing entity in the request's language; reseller-only ones for resellers",
        response: { 200: z.array(DocumentSchema), ...errors },
      },
    },
    async (request) => (await listDocuments(app.db, audienceOf(request), requestLanguage(request))).map(toDocument),
  );

  app.get(
    '/rest/documents/:id/file',
    {
      config: { access },
      schema: {
        tags: ['documents'],
        summary: 'Download a document (PDF); 404 for documents of another billing entity or not for this company',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const file = await findDocumentFile(app.db, audienceOf(request), request.params.id);
      if (!file) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );

  app.get(
    '/rest/contracts/:type',
    {
      config: { access },
      schema: {
        tags: ['documents'],
        summary: "A contract text of the company's billing entity (sanitised HTML); the partner contract for resellers only",
        params: z.object({ type: z.enum(CONTRACT_TYPES) }),
        response: { 200: ContractTextSchema, ...errors },
      },
    },
    async (request) => {
      const audience = audienceOf(request);
      if (request.params.type === 'partner' && !audience.isReseller) throw notAuthorized();
      const text = await findContractText(app.db, request.params.type, audience.fatturanteId, requestLanguage(request));
      if (!text) throw notFound();
      return text;
    },
  );
};
