import { BILLING_CHANGE_FIELDS, type BillingChangeRequest } from '@sportello/domain';
import type { Azienda } from '../../platform/db/schema.ts';
import { escapeHtml } from '../../platform/mail/html.ts';

export interface ChangeRequestMail {
  subject: string;
  text: string;
  html: string;
}

const LABELS: Record<(typeof BILLING_CHANGE_FIELDS)[number], string> = {
  tipologia: 'Tipologia',
  ragione_sociale: 'Ragione sociale',
  stato: 'Paese',
  partita_iva: 'Partita IVA',
};

/**
 * The e-mail to the finance team for a locked billing profile: the saved and
 * the requested values side by side, who asks, and their note. Written in the
 * portal's default language (the team's), whatever the requester's.
 */
export function changeRequestMail(
  company: Azienda,
  request: BillingChangeRequest,
  requester: { username: string; email: string },
): ChangeRequestMail {
  const rows = BILLING_CHANGE_FIELDS.map((field) => ({
    label: LABELS[field],
    saved: company[field] ?? '',
    requested: request[field],
  }));
  const subject = `Richiesta di modifica dei dati di fatturazione: ${company.ragione_sociale} (#${company.id})`;
  const intro = `L'utente ${requester.username} (${requester.email}) chiede di modificare i dati di fatturazione bloccati di ${company.ragione_sociale} (id ${company.id}).`;
  const text = [
    intro,
    '',
    ...rows.map((r) => `${r.label}: ${r.saved || '—'} → ${r.requested || '—'}`),
    '',
    `Note: ${request.note || '—'}`,
  ].join('\n');
  const cells = rows
    .map(
      (r) =>
        `<tr><th align="left">${escapeHtml(r.label)}</th><td>${escapeHtml(r.saved || '—')}</td><td>${escapeHtml(r.requested || '—')}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4"><tr><th></th><th align="left">Attuale</th><th align="left">Richiesto</th></tr>${cells}</table>`,
    `<p>Note: ${escapeHtml(request.note || '—')}</p>`,
  ].join('');
  return { subject, text, html };
}
