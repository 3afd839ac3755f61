import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffTicket, Ticket, TicketMessage } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staff, staffOnCustomer } from '../../../test/users.ts';
import { formattedHtml } from '../components/reply-format.ts';

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 41,
  titolo: 'Sito lento',
  urgente: true,
  data: '2026-11-20T10:00:00Z',
  stato: 'aperto',
  nr_messaggi: 2,
  prodotto: 'Hosting - shop',
  department: 'tecnica',
  id_product: 3,
  extra_time: false,
  id_azienda: 12,
  ultimo_messaggio: '2026-11-21T10:00:00Z',
  in_attesa: true,
  ...over,
});
const message = (over: Partial<TicketMessage>): TicketMessage => ({
  id: 1,
  messaggio: '',
  data: '2026-11-20T10:00:00Z',
  operatore: null,
  utente: null,
  avatar: null,
  initials: 'MR',
  allegati: [],
  id_offerta_allegata: null,
  id_fattura_allegata: null,
  nr_fattura: null,
  serie_fattura: null,
  anno_fattura: null,
  ...over,
});
const CONVERSATION = [
  message({
    id: 1,
    utente: 'Mario Rossi',
    messaggio: 'Il sito <b>non</b> va',
    allegati: [{ id: 9, filename: 'schermata.png' }],
  }),
  message({
    id: 2,
    operatore: 'Chiara Operatrice',
    initials: 'CO',
    messaggio: '<p>Abbiamo <strong>risolto</strong></p>',
  }),
];
const page = (items: unknown[]) => ({ body: { items, page: 1, size: 10, total: items.length } });
const SETTINGS = { body: { urgent_price: 5000, currency: 'EUR', is_premium: false } };

describe('tickets landing (spec 3 §2, issue 36)', () => {
  it("shows the knowledge-base card, the new-ticket card and 'Ultimi ticket aperti' (stato=aperto), each saying whom it waits for", async () => {
    const server = portalServer(owner, {
      'GET /rest/tickets': page([ticket(), ticket({ id: 42, titolo: 'Rinnovo dominio', in_attesa: false })]),
    });
    renderApp('/tickets');
    expect(await screen.findByRole('heading', { name: 'Ultimi ticket aperti' })).toBeTruthy();
    const row = await screen.findByTestId('ticket-row-41');
    expect(row.textContent).toContain('Sito lento');
    expect(within(row).getByText('Urgente')).toBeTruthy();
    expect(within(row).getByText('Aperto')).toBeTruthy();
    expect(within(row).getByText('In attesa dello staff')).toBeTruthy();
    expect(within(screen.getByTestId('ticket-row-42')).getByText('In attesa della tua risposta')).toBeTruthy();
    expect(
      within(screen.getByTestId('kb-card')).getByRole('heading', { name: 'Guida e domande frequenti' }),
    ).toBeTruthy();
    expect(screen.getByTestId('new-ticket-link').getAttribute('href')).toBe('/tickets/new');
    const call = server.callsTo('GET', '/rest/tickets')[0]!;
    expect([call.query.get('stato'), call.query.get('sort'), call.query.get('size')]).toEqual([
      'aperto',
      '-data',
      '10',
    ]);
  });

  it("says 'Nessun ticket aperto' when there are none", async () => {
    portalServer(owner, { 'GET /rest/tickets': page([]) });
    renderApp('/tickets');
    expect(await screen.findByText('Nessun ticket aperto')).toBeTruthy();
  });

  it('finds closed tickets through the tab and the search, on the server, and pages them', async () => {
    const closed = ticket({ id: 7, titolo: 'Certificato SSL non rinnovato', stato: 'chiuso', in_attesa: false });
    const server = portalServer(owner, {
      'GET /rest/tickets': (call: RecordedCall) => {
        const stato = call.query.get('stato');
        const q = call.query.get('q');
        if (stato === 'aperto') return page([ticket()]);
        if (q && !closed.titolo.toLowerCase().includes(q.toLowerCase())) return page([]);
        const items = stato === 'chiuso' ? [closed] : [ticket(), closed];
        return { body: { items, page: Number(call.query.get('page') ?? 1), size: 10, total: 25 } };
      },
    });
    const app = renderApp('/tickets');
    await screen.findByTestId('ticket-row-41');
    await app.user.click(screen.getByText('Chiusi'));
    expect(await screen.findByRole('heading', { name: 'Ticket chiusi' })).toBeTruthy();
    const row = await screen.findByTestId('ticket-row-7');
    expect(within(row).getByText('Chiuso')).toBeTruthy();
    expect(within(row).queryByTestId('ticket-waiting')).toBeNull();
    expect(app.location()).toBe('/tickets?stato=chiuso');
    expect(server.callsTo('GET', '/rest/tickets').at(-1)?.query.get('stato')).toBe('chiuso');

    await app.user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(server.callsTo('GET', '/rest/tickets').at(-1)?.query.get('page')).toBe('2'));

    await app.user.type(screen.getByRole('searchbox', { name: 'Cerca per titolo o numero' }), 'ssl');
    await waitFor(() => expect(server.callsTo('GET', '/rest/tickets').at(-1)?.query.get('q')).toBe('ssl'));
    const searched = server.callsTo('GET', '/rest/tickets').at(-1)!;
    expect([searched.query.get('stato'), searched.query.get('page')]).toEqual(['chiuso', '1']);
    expect(await screen.findByTestId('ticket-row-7')).toBeTruthy();

    await app.user.type(screen.getByRole('searchbox', { name: 'Cerca per titolo o numero' }), 'zzz');
    expect(await screen.findByText('Nessun ticket corrisponde alla ricerca')).toBeTruthy();

    await app.user.click(screen.getByText('Tutti'));
    expect(await screen.findByRole('heading', { name: 'Tutti i ticket' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', '/rest/tickets').at(-1)?.query.has('stato')).toBe(false));
  });

  it('keeps the tab in the address, and says when a list cannot be read', async () => {
    portalServer(owner, { 'GET /rest/tickets': { status: 500, body: { message: 'Errore' } } });
    renderApp('/tickets?stato=chiuso');
    expect(await screen.findByRole('heading', { name: 'Ticket chiusi' })).toBeTruthy();
    expect(await screen.findByText('Non è stato possibile caricare i ticket.')).toBeTruthy();
  });
});

describe('ticket conversation (spec 3 §2, §4)', () => {
  it('shows user messages as plain text, operator messages in a sandboxed frame without scripts, the files, and the reply form while open', async () => {
    portalServer(owner, {
      'GET /rest/tickets/41': { body: ticket() },
      'GET /rest/tickets/41/messages': { body: CONVERSATION },
    });
    renderApp('/tickets/41');
    const text = await screen.findByTestId('user-message-text');
    expect(text.textContent).toBe('Il sito <b>non</b> va');
    expect(text.querySelector('b')).toBeNull();
    const frame = screen.getByTestId('operator-message-frame');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>risolto</strong>');
    expect(frame.getAttribute('srcdoc')).toContain('font-size:9pt');
    expect(screen.getByRole('link', { name: /schermata\.png/ }).getAttribute('href')).toBe('/rest/ticket_attachment/9');
    expect(screen.getByText('CO')).toBeTruthy();
    expect(screen.getByTestId('reply-form')).toBeTruthy();
  });

  it('sends a reply with the toast', async () => {
    const server = portalServer(owner, {
      'GET /rest/tickets/41': { body: ticket() },
      'GET /rest/tickets/41/messages': { body: CONVERSATION },
      'POST /rest/tickets/41/messages': { body: message({ id: 3, utente: 'Mario Rossi', messaggio: 'Grazie' }) },
    });
    const app = renderApp('/tickets/41');
    await app.user.type(await screen.findByTestId('reply-text'), 'Grazie');
    await app.user.click(screen.getByTestId('reply-submit'));
    expect(await screen.findByText('Risposta inviata')).toBeTruthy();
    expect(server.callsTo('POST', '/rest/tickets/41/messages')[0]?.body).toEqual({
      messaggio: 'Grazie',
      attachments: [],
    });
  });

  it('offers no reply form on a closed ticket', async () => {
    portalServer(owner, {
      'GET /rest/tickets/41': { body: ticket({ stato: 'chiuso' }) },
      'GET /rest/tickets/41/messages': { body: CONVERSATION },
    });
    renderApp('/tickets/41');
    expect(await screen.findByTestId('ticket-closed')).toBeTruthy();
    expect(screen.queryByTestId('reply-form')).toBeNull();
  });

  it("shows 'Ticket non trovato' with a link to a new ticket", async () => {
    portalServer(owner, {
      'GET /rest/tickets/99': { status: 404, body: { message: 'Ticket non trovato', reason: 'ticket_not_found' } },
    });
    renderApp('/tickets/99');
    const alert = await screen.findByTestId('ticket-not-found');
    expect(alert.textContent).toContain('Ticket non trovato');
    expect(within(alert).getByRole('link', { name: 'Apri un nuovo ticket' }).getAttribute('href')).toBe('/tickets/new');
  });
});

describe('new ticket (spec 3 §5, §6, §8)', () => {
  const base = (
    products: unknown[],
    settings = SETTINGS,
    inOfficeHours = true,
    created = ticket({ id: 50, extra_time: !inOfficeHours }),
  ) => ({
    'GET /rest/ticket_products': { body: products },
    'GET /rest/ticket_settings/1': settings,
    'GET /rest/office_hours/1': { body: { in_office_hours: inOfficeHours } },
    'POST /rest/tickets': { body: created },
    'GET /rest/tickets/50': { body: created },
    'GET /rest/tickets/50/messages': { body: [] },
  });

  it('lets a support operator open no urgent (charged) ticket for the customer, and says why', async () => {
    portalServer({ ...staffOnCustomer, grants: [] }, base([]));
    renderApp('/77/tickets/new');
    const urgent = (await screen.findByTestId('ticket-urgent-checkbox')) as HTMLInputElement;
    expect(urgent.disabled).toBe(true);
    expect(
      screen.getByText(
        'Un ticket urgente è a pagamento: può aprirlo per il cliente solo un operatore che gestisce la fatturazione',
      ),
    ).toBeTruthy();
  });

  it('requires the product for tecnica when products exist, confirms the urgent cost, then toasts and opens the ticket', async () => {
    const server = portalServer(owner, base([{ id: 3, nome: 'Hosting', codice: 'HOSMN', dominio: 'shop' }]));
    const app = renderApp('/tickets/new');
    await app.user.click(await screen.findByRole('combobox', { name: /Reparto/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Tecnica' }));
    await app.user.type(screen.getByTestId('ticket-title'), 'Sito lento');
    await app.user.type(screen.getByTestId('ticket-message'), 'Da ieri');
    await app.user.click(screen.getByTestId('ticket-submit'));
    expect(await screen.findByText('Seleziona il prodotto a cui si riferisce la richiesta')).toBeTruthy();
    expect(server.callsTo('POST', '/rest/tickets')).toHaveLength(0);

    await app.user.click(screen.getByRole('combobox', { name: /Prodotto/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Hosting - shop' }));
    expect(screen.getByText(/Costo della gestione urgente: 50,00\s€/)).toBeTruthy();
    await app.user.click(screen.getByTestId('ticket-urgent-checkbox'));
    await app.user.click(screen.getByTestId('ticket-submit'));
    expect(await screen.findByText(/ha un costo di 50,00\s€/)).toBeTruthy();
    await app.user.click(screen.getByTestId('urgent-confirm'));
    expect(await screen.findByText('Ticket inviato. Lo staff ti risponderà appena possibile. Grazie!')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/tickets/50'));
    expect(server.callsTo('POST', '/rest/tickets')[0]?.body).toEqual({
      department: 'tecnica',
      id_product: 3,
      titolo: 'Sito lento',
      messaggio: 'Da ieri',
      urgente: true,
      attachments: [],
    });
  });

  it('starts from the product of the products list (?id_product=), in tecnica', async () => {
    portalServer(owner, base([{ id: 3, nome: 'Hosting', codice: 'HOSMN', dominio: 'shop' }]));
    renderApp('/tickets/new?id_product=3');
    const product = await screen.findByRole<HTMLInputElement>('combobox', { name: /Prodotto/ });
    expect(product.value).toBe('Hosting - shop');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Reparto/ }).value).toBe('Tecnica');
  });

  it("lists no product without products, says 'Incluso in Prime' to premium customers without asking, and the office-hours toast outside them", async () => {
    const server = portalServer(
      owner,
      base([], { body: { urgent_price: 5000, currency: 'EUR', is_premium: true } }, false),
    );
    const app = renderApp('/tickets/new');
    expect(await screen.findByTestId('outside-hours')).toBeTruthy();
    expect(screen.queryByTestId('ticket-product')).toBeNull();
    expect(screen.getByText('Incluso in Prime')).toBeTruthy();
    await app.user.click(screen.getByRole('combobox', { name: /Reparto/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Tecnica' }));
    await app.user.type(screen.getByTestId('ticket-title'), 'Domanda');
    await app.user.type(screen.getByTestId('ticket-message'), 'Testo');
    await app.user.click(screen.getByTestId('ticket-urgent-checkbox'));
    await app.user.click(screen.getByTestId('ticket-submit'));
    expect(await screen.findByText('Ticket inviato. Riceverai risposta in orario di ufficio. Grazie!')).toBeTruthy();
    expect(screen.queryByTestId('urgent-confirm')).toBeNull();
    expect((server.callsTo('POST', '/rest/tickets')[0]?.body as { urgente: boolean }).urgente).toBe(true);
  });
});

describe('operators (DESIGN §5)', () => {
  it('lists the queue with the company, filters by department on the server, and links each ticket to the operator view', async () => {
    const queued: StaffTicket = {
      ...ticket(),
      id_azienda: 12,
      ragione_sociale: 'Rossi Arredamenti',
      ultimo_messaggio: '2026-11-21T10:00:00Z',
      in_attesa: true,
    };
    const server = portalServer(staff, {
      'GET /rest/staff/tickets': (call: RecordedCall) =>
        page(call.query.get('department') === 'commerciale' ? [] : [queued]),
    });
    const app = renderApp('/staff/tickets');
    const row = await screen.findByTestId('queue-row-41');
    expect(row.textContent).toContain('Rossi Arredamenti');
    expect(within(row).getByText('In attesa')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '#41 Sito lento' }).getAttribute('href')).toBe('/staff/tickets/41');
    expect(within(row).getByRole('link', { name: 'Rossi Arredamenti' }).getAttribute('href')).toBe('/12/tickets');
    await app.user.click(screen.getByText('Commerciale'));
    expect(await screen.findByText('Nessun ticket aperto.')).toBeTruthy();
    expect(server.callsTo('GET', '/rest/staff/tickets').at(-1)?.query.get('department')).toBe('commerciale');
    expect(server.callsTo('GET', '/rest/staff/tickets').at(-1)?.query.get('in_attesa')).toBeNull();
    await app.user.click(screen.getByLabelText('Solo in attesa di risposta'));
    await waitFor(() => expect(server.callsTo('GET', '/rest/staff/tickets').at(-1)?.query.get('in_attesa')).toBe('1'));
  });

  it("links each queue row's company to that customer's tickets, where an operator keeps the prefix and answers as an operator", async () => {
    const queued: StaffTicket = {
      ...ticket(),
      id_azienda: 77,
      ragione_sociale: 'Cliente Uno S.r.l.',
      ultimo_messaggio: '2026-11-21T10:00:00Z',
      in_attesa: true,
    };
    const support = { ...staffOnCustomer, grants: [] };
    const server = portalServer(staff, {
      'GET /api/dashboard/userinfo': (call: RecordedCall) => ({
        body: call.query.get('id_cliente') === '77' ? support : staff,
      }),
      'GET /rest/staff/tickets': page([queued]),
      'GET /rest/tickets': page([ticket()]),
      'GET /rest/tickets/41': { body: ticket() },
      'GET /rest/tickets/41/messages': { body: CONVERSATION },
    });
    const app = renderApp('/staff/tickets');
    const company = within(await screen.findByTestId('queue-row-41')).getByRole('link', { name: 'Cliente Uno S.r.l.' });
    expect(company.getAttribute('href')).toBe('/77/tickets');
    await app.user.click(company);
    const row = await screen.findByTestId('ticket-row-41');
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/77/tickets/41', '/77/tickets/41']);
    expect(server.callsTo('GET', '/rest/tickets').at(-1)?.query.get('id_cliente')).toBe('77');
    await app.user.click(within(row).getAllByRole('link')[0]!);
    expect(await screen.findByTestId('reply-form')).toBeTruthy();
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(server.callsTo('GET', '/rest/tickets/41').at(-1)?.query.get('id_cliente')).toBe('77');
  });

  it('refuses the queue to customers', async () => {
    portalServer(owner, {});
    renderApp('/staff/tickets');
    expect(await screen.findByText('Riservato agli operatori')).toBeTruthy();
  });

  it("turns an operator's text into paragraphs and keeps its markup for the server to sanitize", () => {
    expect(formattedHtml('Salve,\nprova\n\n<ul>\n<li>uno</li>\n</ul>')).toBe(
      '<p>Salve,<br>prova</p><ul>\n<li>uno</li>\n</ul>',
    );
  });
});
