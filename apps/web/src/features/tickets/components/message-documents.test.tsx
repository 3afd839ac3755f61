import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketMessage } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staff } from '../../../test/users.ts';

const TICKET: Ticket = {
  id: 41,
  titolo: 'Domanda sull’offerta',
  urgente: false,
  data: '2026-11-20T10:00:00Z',
  stato: 'aperto',
  nr_messaggi: 1,
  prodotto: null,
  department: 'amministrativa',
  id_product: null,
  extra_time: false,
  id_azienda: 12,
  ultimo_messaggio: '2026-11-20T10:00:00Z',
  in_attesa: false,
};
const MESSAGE: TicketMessage = {
  id: 2,
  messaggio: '<p>Ecco i documenti</p>',
  data: '2026-11-20T10:00:00Z',
  operatore: 'Chiara Operatrice',
  utente: null,
  avatar: null,
  initials: 'CO',
  allegati: [],
  id_offerta_allegata: 12,
  id_fattura_allegata: 30,
  nr_fattura: 'BBW-2026-00030',
  serie_fattura: 'BBW',
  anno_fattura: 2026,
};

describe('the documents a ticket message carries (spec 3 §3)', () => {
  it('links the attached offer and invoice to their PDFs', async () => {
    portalServer(owner, {
      'GET /rest/tickets/41': { body: TICKET },
      'GET /rest/tickets/41/messages': { body: [MESSAGE] },
    });
    renderApp('/tickets/41');
    const offer = await screen.findByRole('link', { name: 'Offerta n. 12 (PDF)' });
    expect(offer.getAttribute('href')).toBe('/rest/offer-pdf/12');
    expect(screen.getByRole('link', { name: 'Fattura BBW-2026-00030 (PDF)' }).getAttribute('href')).toBe(
      '/rest/invoice-pdf/30',
    );
  });

  it("opens them as the ticket's company for an operator, wherever the page is", async () => {
    portalServer(staff, {
      'GET /rest/tickets/41': { body: TICKET },
      'GET /rest/tickets/41/messages': { body: [MESSAGE] },
    });
    renderApp('/staff/tickets/41');
    const offer = await screen.findByRole('link', { name: 'Offerta n. 12 (PDF)' });
    expect(offer.getAttribute('href')).toBe('/rest/offer-pdf/12?id_cliente=12');
    expect(screen.getByRole('link', { name: 'Fattura BBW-2026-00030 (PDF)' }).getAttribute('href')).toBe(
      '/rest/invoice-pdf/30?id_cliente=12',
    );
  });
});
