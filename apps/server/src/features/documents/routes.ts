import { DocumentSchema, type PortalDocument } from '@sportello/domain';
import { documentsApi, pathOf } from '@sportello/domain/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access/require-actor.ts';
import { findContractText } from '../../modules/company/index.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { notAuthorized, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { findDocumentFile, listDocuments, type DocumentAudience, type DocumentRow } from './documents-store.ts';

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
    link: row.contract_type ? null : pathOf(documentsApi.file, { id: row.id }),
    contract: row.contract_type,
  });
}

/** ASCII fallback plus the RFC 5987 form, so any document name downloads under its own name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Useful documents (spec 3 'Documenti utili'): by the company's billing entity and the request's language. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, documentsApi.list, async (request) =>
    (await listDocuments(app.db, audienceOf(request), requestLanguage(request))).map(toDocument),
  );

  registerEndpoint(app, documentsApi.file, async (request, reply) => {
    const file = await findDocumentFile(app.db, audienceOf(request), request.params.id);
    if (!file) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  registerEndpoint(app, documentsApi.contract, async (request) => {
    const audience = audienceOf(request);
    if (request.params.type === 'partner' && !audience.isReseller) throw notAuthorized();
    const text = await findContractText(app.db, request.params.type, audience.fatturanteId, requestLanguage(request));
    if (!text) throw notFound();
    return text;
  });
};
