import { isoDateIn, PROVIDER_TIME_ZONE, translate } from '@sportello/domain';
import { movementsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import {
  commissionFileNames,
  findCommissionFile,
  findCommissionRequest,
  requestCollection,
} from '../../modules/ledger/index.ts';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { commissionQueue } from './commission-queue.ts';
import { accountMovements } from './movements-store.ts';
import { checkRequestFiles } from './request-files.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const requestNotFound = () =>
  new DomainError('not_found', 'movements.request_not_found', { reason: 'request_not_found' });

/** A download name in ASCII, with the UTF-8 one beside it. */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The partner statement (spec 2 §2 'Conto', §5, §8): the movements with the balances, the
 * commission and co-marketing requests, their receipt and files — the acting company's only (an
 * operator acts on a customer through id_cliente).
 */
export const movementsRoutes: FastifyPluginAsync = async (app) => {
  // The requests wait in the operator console's queue, decided there (issue 33).
  app.workQueues.add(commissionQueue);

  registerEndpoint(app, movementsApi.list, async (request) =>
    accountMovements(app.db, companyActorOf(request), request.query, new Date()),
  );

  registerEndpoint(app, movementsApi.request, async (request) => {
    const ctx = companyContextOf(request);
    const files = await checkRequestFiles(request.body.tipo, request.uploads ?? []);
    const { id, balance } = await requestCollection(ctx, request.body, files);
    const key = request.body.tipo === 'provvigioni' ? 'movements.commission_sent' : 'movements.comarketing_sent';
    return { result: 'ok' as const, message: translate(requestLanguage(request), key), id, balance };
  });

  registerEndpoint(app, movementsApi.receipt, async (request, reply) => {
    const actor = companyActorOf(request);
    const found = await findCommissionRequest(app.db, actor.company.id, request.query.id);
    if (!found) throw requestNotFound();
    const [files, brand] = await Promise.all([
      commissionFileNames(app.db, found.id),
      resolveBrand(app.db, app.config.brand),
    ]);
    const pdf = await renderReceiptPdf(
      {
        ...found,
        data: isoDateIn(found.created_at, PROVIDER_TIME_ZONE),
        company: { ragione_sociale: actor.company.ragione_sociale, partita_iva: actor.company.partita_iva },
        files,
      },
      requestLanguage(request),
      brand.name,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', attachmentDisposition(`ricevuta-${found.id}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  registerEndpoint(app, movementsApi.file, async (request, reply) => {
    const actor = companyActorOf(request);
    const file = await findCommissionFile(app.db, actor.company.id, request.params.id, request.params.file);
    if (!file) throw requestNotFound();
    return reply
      .type(file.content_type)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
};
