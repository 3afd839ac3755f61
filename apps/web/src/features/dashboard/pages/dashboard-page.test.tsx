import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../test/app-config.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner, reseller, staffOnCustomer, tecnico } from '../../../test/users.ts';
import { dashboardShortcuts } from '../components/shortcuts.ts';

const keys = (...args: Parameters<typeof dashboardShortcuts>) => dashboardShortcuts(...args).map((s) => s.key);

describe('dashboard shortcut cards (spec 2 "Dashboard")', () => {
  it('shows the cards an owner of a customer company gets', async () => {
    portalServer(owner);
    renderApp('/');
    await screen.findByTestId('dashboard-page');
    // The cards show once the alerts above them are in.
    expect((await screen.findByRole('link', { name: "Crea un'offerta" })).getAttribute('href')).toBe('/diy-offer/');
    expect(screen.getByRole('link', { name: 'Apri un nuovo ticket' }).getAttribute('href')).toBe('/tickets/new');
    const booking = await screen.findByRole('link', { name: /Prenota/ });
    expect(booking.getAttribute('href')).toBe(appConfig.brand.appointment_url);
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Scopri come' }).getAttribute('href')).toBe('/become-partner');
    expect(screen.queryByTestId('shortcut-skills')).toBeNull();
  });

  it('keeps the cards in place but unseen until the alerts above them are in, so they do not jump', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const alert = {
      id: 'a1',
      type: 'warning',
      title: 'Pagamenti arretrati',
      description: 'Una fattura attende il pagamento.',
      unread: true,
      persistent: true,
      actions: [],
      date: '2026-01-01T00:00:00Z',
    };
    portalServer(owner, { 'GET /rest/alerts': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/');
    expect((await screen.findAllByTestId(/^shortcut-/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: "Crea un'offerta" })).toBeNull();
    answer({ body: { items: [alert], unread: 1 } });
    expect(await screen.findByRole('link', { name: "Crea un'offerta" })).toBeTruthy();
    expect(screen.getByTestId('dashboard-alerts')).toBeTruthy();
  });

  it('greets the user by the name of the profile, and by the username when the profile has none', async () => {
    portalServer(owner);
    const first = renderApp('/');
    expect(await screen.findByText('Bentornato, Mario Rossi.')).toBeTruthy();
    first.unmount();
    portalServer({ ...owner, full_name: '' });
    renderApp('/');
    expect(await screen.findByText('Bentornato, owner.')).toBeTruthy();
  });

  it('follows the conditions per user', () => {
    const url = 'https://book.test';
    expect(keys(owner, url)).toEqual(['wizard', 'ticket', 'appointment', 'partner']);
    expect(keys(owner, null)).toEqual(['wizard', 'ticket', 'partner']);
    expect(keys(reseller, url)).toEqual(['skills', 'wizard', 'ticket', 'appointment']);
    expect(keys({ ...reseller, complete_skill: true }, null)).toEqual(['wizard', 'ticket']);
    expect(keys({ ...owner, has_parent: true }, null)).toEqual(['wizard', 'ticket']);
    expect(keys(tecnico, null)).toEqual(['wizard', 'ticket']);
    expect(keys(contabile, null)).toEqual(['wizard', 'ticket', 'partner']);
  });
});

describe('dashboard sections (spec 2 "Dashboard", §9)', () => {
  const base = {
    group_code: 'x',
    categoria: 'c',
    durata: 'Annuale',
    grace_period: 10,
    group: 'later',
    stato_amministrativo: 'attivo',
    rinnovo_automatico: true,
    disdetto: false,
    missing_mail_data: false,
    registrazione_dominio: false,
    ask_site_transfer: false,
    ask_mail_transfer: false,
    importo: 100,
    currency: 'EUR',
    qt: 1,
    nfr: false,
    note_cliente: '',
    last_bw_upgrade: null,
    free_bw_upgrade: false,
    bw_upgrade_price: null,
    n_upgrades: 0,
    pending_invoice: null,
    id_ordine: 1,
  };
  const item = (id: number, codice: string, extra: Record<string, unknown>) => ({
    ...base,
    id,
    codice,
    nome: codice,
    dominio: `${codice.toLowerCase()}.example`,
    data_fine: '2026-04-01',
    free_period: 0,
    days_to_expiration: 10,
    stato_tecnico: 'attivo',
    missing_data: false,
    ...extra,
  });
  const activations = [
    item(1, 'REGCOM', { missing_data: true, registrazione_dominio: true, stato_tecnico: 'attivare' }),
    item(2, 'AHSESS', { stato_tecnico: 'attivare' }),
    item(3, 'STOSMART', { free_period: 30 }),
  ];
  const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });

  it('groups the new activations, lists what expires within 30 days, and shows payments due to the billing grant', async () => {
    const server = portalServer(owner, {
      'GET /rest/products': (request) => ({
        body: page(request.query.get('new_activations') === '1' ? activations : []),
      }),
      'GET /rest/payments': { body: page([]) },
    });
    renderApp('/');
    const section = await screen.findByTestId('activations-awaiting');
    expect(within(section).getByText('Intestatario del dominio')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Inserisci i dati' }).getAttribute('href')).toBe('/transfers');
    expect(within(screen.getByTestId('activations-activating')).getByTestId('dashboard-product-AHSESS')).toBeTruthy();
    expect(within(screen.getByTestId('activations-trials')).getByTestId('dashboard-product-STOSMART')).toBeTruthy();
    expect(
      await within(screen.getByTestId('dashboard-expiring')).findByText(
        'Nessun prodotto in scadenza nei prossimi 30 giorni.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('dashboard-payments')).getByText('Nessun pagamento scaduto o in scadenza.'),
    ).toBeTruthy();
    expect(server.callsTo('GET', '/rest/payments').map((c) => c.query.get('expiring'))).toEqual(['30']);
    const queries = server.callsTo('GET', '/rest/products').map((c) => Object.fromEntries(c.query));
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ expiring_within: '30' }),
        expect.objectContaining({ new_activations: '1' }),
      ]),
    );
  });

  it('lists the payments due with their overdue label and a Pay link', async () => {
    const due = [
      {
        id: 7,
        fattura: 'DEMO-1',
        id_fattura: 3,
        tipo: 'Bonifico',
        descrizione: '',
        amount: 12_200,
        currency: 'EUR',
        data: '2026-01-01',
        pending: true,
        pastdue: 45,
      },
      {
        id: 8,
        fattura: 'DEMO-2',
        id_fattura: 4,
        tipo: 'Bonifico',
        descrizione: '',
        amount: 5_000,
        currency: 'EUR',
        data: '2026-02-01',
        pending: true,
        pastdue: 10,
      },
    ];
    portalServer(contabile, { 'GET /rest/products': { body: page([]) }, 'GET /rest/payments': { body: page(due) } });
    renderApp('/');
    const section = await screen.findByTestId('payment-7');
    expect(within(section).getByText('Insoluto - possibile sospensione servizi')).toBeTruthy();
    expect(within(screen.getByTestId('payment-8')).getByText('Insoluto')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Paga la fattura DEMO-1' }).getAttribute('href')).toBe(
      '/payments/7',
    );
  });

  it('staff on a customer (/{id_cliente}): the Pay link names the customer, as the payment page has no prefix', async () => {
    const due = [
      {
        id: 7,
        fattura: 'DEMO-1',
        id_fattura: 3,
        tipo: 'Bonifico',
        descrizione: '',
        amount: 12_200,
        currency: 'EUR',
        data: '2026-01-01',
        pending: true,
        pastdue: 45,
      },
    ];
    portalServer(staffOnCustomer, {
      'GET /rest/products': { body: page([]) },
      'GET /rest/payments': { body: page(due) },
    });
    renderApp('/77');
    const section = await screen.findByTestId('payment-7');
    expect(within(section).getByRole('link', { name: 'Paga la fattura DEMO-1' }).getAttribute('href')).toBe(
      '/payments/7?id_cliente=77',
    );
  });

  it('shows no payments section without the billing grant', async () => {
    portalServer(tecnico, { 'GET /rest/products': { body: page([]) } });
    renderApp('/');
    expect(await screen.findByText('Nessuna nuova attivazione.')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-payments')).toBeNull();
  });
});

describe('dashboard ticket widget (spec 2 §2 "Ticket list widget")', () => {
  const open = {
    id: 8,
    titolo: 'Sito lento',
    urgente: true,
    data: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    stato: 'aperto',
    nr_messaggi: 2,
    prodotto: 'Hosting - shop',
    department: 'tecnica',
    id_product: 3,
    extra_time: false,
  };

  it('lists the latest open tickets (onlyOpen=1) with the id link, title, relative date, product, department, labels and view button', async () => {
    const server = portalServer(owner, {
      'GET /rest/tickets': { body: { items: [open], page: 1, size: 5, total: 1 } },
    });
    renderApp('/');
    const widget = await screen.findByTestId('dashboard-tickets');
    const row = await within(widget).findByTestId('ticket-row-8');
    expect(within(row).getByRole('link', { name: '#8' }).getAttribute('href')).toBe('/tickets/8');
    expect(row.textContent).toContain('Sito lento');
    expect(row.textContent).toContain('5 giorni fa');
    expect(row.textContent).toContain('Tecnica');
    expect(row.textContent).toContain('Hosting - shop');
    expect(within(row).getByText('Urgente')).toBeTruthy();
    expect(within(row).getByText('Aperto')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Visualizza il ticket 8' })).toBeTruthy();
    expect(within(widget).getByRole('link', { name: 'Visualizza tutti i ticket' }).getAttribute('href')).toBe(
      '/tickets',
    );
    expect(server.callsTo('GET', '/rest/tickets')[0]?.query.get('onlyOpen')).toBe('1');
  });

  it("says 'Nessun ticket aperto' with 'Apri un nuovo ticket'", async () => {
    portalServer(owner, { 'GET /rest/tickets': { body: { items: [], page: 1, size: 5, total: 0 } } });
    renderApp('/');
    const widget = await screen.findByTestId('dashboard-tickets');
    expect(await within(widget).findByText('Nessun ticket aperto')).toBeTruthy();
    expect(within(widget).getByTestId('dashboard-new-ticket').getAttribute('href')).toBe('/tickets/new');
  });
});
