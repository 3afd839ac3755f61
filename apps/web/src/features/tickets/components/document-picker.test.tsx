import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketMessage } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staff } from '../../../test/users.ts';

const TICKET: Ticket = {
  id: 41,
  titolo: 'Domanda sulla fattura',
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
  in_attesa: true,
};
const FIRST: TicketMessage = {
  id: 1,
  messaggio: 'Mi mandate la fattura?',
  data: '2026-11-20T10:00:00Z',
  operatore: null,
  utente: 'Mario Rossi',
  avatar: null,
  initials: 'MR',
  allegati: [],
  id_offerta_allegata: null,
  id_fattura_allegata: null,
  nr_fattura: null,
  serie_fattura: null,
  anno_fattura: null,
};
const offer = (id: number, titolo: string) => ({
  id,
  titolo_offerta: titolo,
  data: '2026-11-01T10:00:00Z',
  stato_offerta: 'inviata',
  stato_ordine: null,
  ragione_sociale: 'Rossi Arredamenti',
  gran_totale: 10000,
  gran_totale_ivato: 12200,
  currency: 'EUR',
  enable_orders: true,
  id_azienda: 12,
  id_reseller: null,
  free_period: 0,
  testing_mode: null,
  motivazione_rifiuto: null,
});
const invoice = (id: number, nr: string) => ({
  id,
  type: 'fattura',
  nr,
  date: '2026-10-31',
  imponibile: 10000,
  amount: 12200,
  vatamount: 2200,
  currency: 'EUR',
  settled: true,
  pastdue: 0,
  status: 'pagata',
  paymethod: 'Bonifico',
  payments: [],
  rows: [],
});
const page = (items: unknown[]) => ({ body: { items, page: 1, size: 20, total: items.length } });

function operatorServer(reply: (call: RecordedCall) => { status?: number; body: unknown }) {
  return portalServer(staff, {
    'GET /rest/tickets/41': { body: TICKET },
    'GET /rest/tickets/41/messages': { body: [FIRST] },
    'GET /rest/offers': (call: RecordedCall) =>
      page(
        call.query.get('q') === 'dominio'
          ? [offer(13, 'Offerta per servizi internet - dominio.it')]
          : [
              offer(12, 'Offerta per servizi internet - rossi.it'),
              offer(13, 'Offerta per servizi internet - dominio.it'),
            ],
      ),
    'GET /rest/invoices': page([invoice(30, 'BBW-2026-00030'), invoice(31, 'BBW-2026-00031')]),
    'POST /rest/tickets/41/messages': reply,
  });
}

describe("the operator's reply carries an offer and an invoice of the ticket's company (spec 3 §3)", () => {
  it("offers the company's offers and invoices, searches them on the server, and sends the chosen ones", async () => {
    const server = operatorServer(() => ({
      body: { ...FIRST, id: 2, operatore: 'Chiara', utente: null, id_offerta_allegata: 13, id_fattura_allegata: 30 },
    }));
    const app = renderApp('/staff/tickets/41');
    const picker = await screen.findByTestId('document-picker');
    // The lists are the ticket company's, asked as that company.
    await waitFor(() => expect(server.callsTo('GET', '/rest/offers')[0]?.query.get('id_cliente')).toBe('12'));
    expect(server.callsTo('GET', '/rest/invoices')[0]?.query.get('id_cliente')).toBe('12');

    const offerBox = within(picker).getByRole('combobox', { name: 'Offerta da allegare' });
    await app.user.type(offerBox, 'dominio');
    await waitFor(() => expect(server.callsTo('GET', '/rest/offers').at(-1)?.query.get('q')).toBe('dominio'));
    await app.user.click(
      await screen.findByRole('option', { name: 'n. 13 · Offerta per servizi internet - dominio.it' }),
    );
    expect((offerBox as HTMLInputElement).value).toBe('n. 13 · Offerta per servizi internet - dominio.it');

    await app.user.click(within(picker).getByRole('combobox', { name: 'Fattura da allegare' }));
    await app.user.click(await screen.findByRole('option', { name: /^BBW-2026-00030 · 31\/10\/2026 · / }));

    await app.user.type(screen.getByTestId('reply-text'), 'Ecco offerta e fattura');
    await app.user.click(screen.getByTestId('reply-submit'));
    expect(await screen.findByText('Risposta inviata')).toBeTruthy();
    expect(server.callsTo('POST', '/rest/tickets/41/messages')[0]?.body).toEqual({
      messaggio: '<p>Ecco offerta e fattura</p>',
      attachments: [],
      id_offerta_allegata: 13,
      id_fattura_allegata: 30,
    });
  });

  it("shows the server's refusal on the field that named a document of another company", async () => {
    operatorServer(() => ({
      status: 422,
      body: {
        message: "L'offerta o la fattura indicata non è dell'azienda del ticket",
        reason: 'document_not_found',
        errors: { id_fattura_allegata: "L'offerta o la fattura indicata non è dell'azienda del ticket" },
      },
    }));
    const app = renderApp('/staff/tickets/41');
    const picker = await screen.findByTestId('document-picker');
    await app.user.click(within(picker).getByRole('combobox', { name: 'Fattura da allegare' }));
    await app.user.click(await screen.findByRole('option', { name: /^BBW-2026-00031 / }));
    await app.user.type(screen.getByTestId('reply-text'), 'Questa');
    await app.user.click(screen.getByTestId('reply-submit'));
    const field = within(picker).getByRole('combobox', { name: 'Fattura da allegare' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(picker).getByText("L'offerta o la fattura indicata non è dell'azienda del ticket")).toBeTruthy();
  });

  it('is not offered to the customer replying', async () => {
    portalServer(owner, {
      'GET /rest/tickets/41': { body: TICKET },
      'GET /rest/tickets/41/messages': { body: [FIRST] },
    });
    renderApp('/tickets/41');
    expect(await screen.findByTestId('reply-form')).toBeTruthy();
    expect(screen.queryByTestId('document-picker')).toBeNull();
  });
});
