import { TICKET_LIMITS } from '@sportello/domain';
import { ticketsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { companyContextOf, sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { inOfficeHours } from '@sportello/domain';
import { closeTicket } from './close-ticket.ts';
import { openTicket } from './open-ticket.ts';
import { auditAttachmentRead, listCompanyTickets, readMessages, readTicket } from './read-tickets.ts';
import { replyToTicket } from './reply-to-ticket.ts';
import { requestAuthCode } from './request-auth-code.ts';
import { requireOperator, ticketViewer } from './ticket-viewer.ts';
import { ticketSettings } from './urgent-surcharge.ts';
import { countAwaitingOperator, findAttachment, listOpenTickets, ticketProducts } from './tickets-store.ts';

/** Calls that carry files: the attachments in base64, with room for the text. */
const WITH_FILES = {
  bodyLimit: Math.ceil((TICKET_LIMITS.attachments * TICKET_LIMITS.attachmentBytes * 4) / 3) + 256 * 1024,
};

/** ASCII fallback plus the RFC 5987 form, so any name downloads under its own name. */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Support tickets (spec 3 §2, §4–§8; spec 2 ticket widget and AuthCode request; DESIGN §4, §5). */
export const ticketsRoutes: FastifyPluginAsync = async (app) => {
  // The operators' queue has its own page: the console shows how many tickets await an answer.
  app.workQueues.add({ kind: 'tickets', count: countAwaitingOperator });

  registerEndpoint(app, ticketsApi.list, async (request) =>
    listCompanyTickets(companyContextOf(request), request.query),
  );

  registerEndpoint(app, ticketsApi.get, async (request) => readTicket(sessionContextOf(request), request.params.id));

  registerEndpoint(app, ticketsApi.messages, async (request) =>
    readMessages(sessionContextOf(request), request.params.id),
  );

  registerEndpoint(
    app,
    ticketsApi.create,
    async (request) => openTicket(companyContextOf(request), request.body, requestLanguage(request)),
    {},
    WITH_FILES,
  );

  registerEndpoint(
    app,
    ticketsApi.reply,
    async (request) => replyToTicket(sessionContextOf(request), request.params.id, request.body),
    {},
    WITH_FILES,
  );

  registerEndpoint(app, ticketsApi.close, async (request) => closeTicket(sessionContextOf(request), request.params.id));

  registerEndpoint(app, ticketsApi.attachment, async (request, reply) => {
    const ctx = sessionContextOf(request);
    const viewer = ticketViewer(ctx);
    const file = await findAttachment(app.db, viewer.scope, request.params.id);
    if (!file) throw new HttpError(404, 'tickets.attachment_not_found', { reason: 'attachment_not_found' });
    await auditAttachmentRead(ctx, viewer, file);
    return reply
      .type(file.content_type)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.content);
  });

  registerEndpoint(app, ticketsApi.products, async (request) => {
    const language = requestLanguage(request);
    return (await ticketProducts(app.db, companyActorOf(request))).map((p) => ({
      id: p.id,
      codice: p.codice,
      dominio: p.dominio,
      nome: localized(p.nome, language) ?? p.codice,
    }));
  });

  registerEndpoint(app, ticketsApi.settings, async (request) => ticketSettings(app.db, companyActorOf(request)));

  registerEndpoint(app, ticketsApi.officeHours, async () => ({ in_office_hours: inOfficeHours(new Date()) }));

  registerEndpoint(app, ticketsApi.authcode, async (request) =>
    requestAuthCode(companyContextOf(request), request.body, requestLanguage(request)),
  );

  registerEndpoint(app, ticketsApi.staffQueue, async (request) => {
    requireOperator(sessionContextOf(request));
    return listOpenTickets(app.db, request.query);
  });
};
