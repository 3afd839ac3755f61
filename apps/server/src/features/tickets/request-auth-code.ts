import type { AuthCodeRequest, Language, Ticket } from '@sportello/domain';
import type { CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { openTicket } from './open-ticket.ts';

/** POST /rest/authcode_requests: a ticket with the technicians (spec 3 §8 'La richiesta è stata inviata ai nostri tecnici.'). */
export async function requestAuthCode(
  ctx: CompanyContext,
  input: AuthCodeRequest,
  language: Language,
): Promise<Ticket> {
  return openTicket(
    ctx,
    {
      department: 'tecnica',
      id_product: null,
      titolo: input.titolo,
      messaggio: input.dettaglio,
      urgente: false,
      attachments: [],
    },
    language,
    'tickets.authcode_requested',
    false,
  );
}
