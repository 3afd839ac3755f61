import type { PartnerRequest } from '@sportello/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { OutgoingMail } from '../../platform/mail/outbox-store.ts';

const MODES: Record<PartnerRequest['modalita'], string> = {
  whitelabel: 'White label',
  freelance: 'Freelance',
  'whitelabel-freelance': 'White label e freelance',
};

const yesNo = (value: boolean) => (value ? 'sì' : 'no');

export interface PartnerNoticeFacts {
  to: string;
  company: { id: number; ragione_sociale: string };
  user: { username: string; email: string };
  request: PartnerRequest;
}

/** The sales team's notice of a new partner request: an internal mail, in the operators' Italian. */
export function partnerNotice({ to, company, user, request }: PartnerNoticeFacts): OutgoingMail {
  const lines = [
    `L'azienda ${company.ragione_sociale} (#${company.id}) chiede di diventare partner.`,
    `Richiesta di: ${user.username} <${user.email}>`,
    `Modalità: ${MODES[request.modalita]}`,
    `Fatturazione mensile: ${yesNo(request.fatturazione_mensile)}`,
    `Provvigioni in fattura: ${yesNo(request.provvigioni_in_fattura)}`,
  ];
  return {
    to,
    subject: `Richiesta partner: ${company.ragione_sociale}`.replace(/[\r\n\t]+/g, ' '),
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html lang="it"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
    template: 'partner_request',
    language: 'it',
  };
}
