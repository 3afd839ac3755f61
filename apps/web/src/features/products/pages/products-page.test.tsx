import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, tecnico } from '../../../test/users.ts';

const TODAY = '2026-03-15';
const plus = (days: number) => new Date(Date.parse(TODAY) + days * 86_400_000).toISOString().slice(0, 10);
let nextId = 1;
function product(
  codice: string,
  nome: string,
  days: number,
  group: Product['group'],
  extra: Partial<Product> = {},
): Product {
  return {
    id: nextId++,
    id_ordine: null,
    nome,
    codice,
    group_code: 'x',
    dominio: 'rossi.example',
    categoria: 'hosting',
    durata: 'Annuale',
    data_fine: plus(days),
    free_period: 0,
    grace_period: 10,
    days_to_expiration: days,
    group,
    stato_tecnico: 'attivo',
    stato_amministrativo: 'attivo',
    rinnovo_automatico: true,
    disdetto: false,
    missing_data: false,
    missing_mail_data: false,
    registrazione_dominio: false,
    ask_site_transfer: false,
    ask_mail_transfer: false,
    importo: 5900,
    currency: 'EUR',
    qt: 1,
    nfr: false,
    note_cliente: '',
    last_bw_upgrade: null,
    free_bw_upgrade: false,
    bw_upgrade_price: null,
    n_upgrades: 0,
    pending_invoice: null,
    valore_storno: 0,
    upgradable_products: [],
    ...extra,
  };
}

const ITEMS = [
  product('SSLBAS', 'SSL Basic', -40, 'cancelled', { stato_amministrativo: 'scaduto', disdetto: true }),
  product('MLART10', 'Posta Art 10 GB', -4, 'grace', { stato_amministrativo: 'non rinnovare', disdetto: true }),
  product('TONEETTRANS', 'Trasferimento', -20, 'cancelled', { durata: 'Una tantum' }),
  product('HOSMN', 'Hosting Linux Mini', 5, 'this_month', { pending_invoice: 'F-1' }),
  product('REGIT', 'Registrazione dominio .it', 10, 'this_month', { group_code: 'dominio' }),
  product('HOSDOM', 'Gestione DNS', 12, 'this_month', { stato_amministrativo: 'non rinnovare', disdetto: true }),
  product('STOSMART', 'Storage Smart', 12, 'trial', { free_period: 30 }),
  product('HOSBASW', 'Hosting Windows Basic', 200, 'later', { rinnovo_automatico: false }),
];
const page = (items: Product[]) => ({ items, page: 1, size: 25, total: items.length });
const bbwOwner = {
  ...owner,
  fatturante: {
    id: 1,
    strid: 'BBW',
    ragione_sociale: 'N',
    indirizzo: '',
    citta: '',
    provincia: '',
    cap: '',
    stato: 'IT',
    telefono: '',
    piva: '',
    coordinate_bancarie: { intestatario: '', banca_eur: '', banca_chf: '' },
  },
};

afterEach(() => vi.restoreAllMocks());
const row = (codice: string) => screen.getByTestId(`product-${codice}`);
const idOf = (codice: string) => ITEMS.find((p) => p.codice === codice)!.id;

describe('products page (spec 2 products list, §4, §5, §6)', () => {
  it('shows each product with its group, days and what may be done on it', async () => {
    portalServer(bbwOwner, { 'GET /rest/products': { body: page(ITEMS) } });
    renderApp('/products');
    await screen.findByTestId('products-table');
    expect(within(row('MLART10')).getByTestId(`group-${idOf('MLART10')}`).textContent).toBe(
      'Periodo di grazia (10 giorni)',
    );
    expect(within(row('MLART10')).getByRole('link', { name: 'Riattiva' }).getAttribute('href')).toBe(
      `/products/${idOf('MLART10')}/renew`,
    );
    expect(within(row('SSLBAS')).getByRole('link', { name: 'Apri un ticket' }).getAttribute('href')).toBe(
      `/tickets/new?id_product=${idOf('SSLBAS')}`,
    );
    expect(within(row('SSLBAS')).getByText('Scaduto da 40 giorni')).toBeTruthy();
    expect(within(row('TONEETTRANS')).getByTestId(`renewal-${idOf('TONEETTRANS')}`).textContent).toBe('Una tantum');
    expect(within(row('TONEETTRANS')).queryByRole('button', { name: /Disdici|Ripristina/ })).toBeNull();
    expect(within(row('HOSMN')).getByText('Pagamenti arretrati')).toBeTruthy();
    expect(within(row('HOSMN')).getByRole('link', { name: 'Vai alle fatture' }).getAttribute('href')).toBe('/invoices');
    expect(within(row('REGIT')).getByRole('button', { name: 'Disdici Registrazione dominio .it' })).toBeTruthy();
    expect(within(row('HOSDOM')).getByRole('button', { name: 'Ripristina il rinnovo di Gestione DNS' })).toBeTruthy();
    expect(within(row('STOSMART')).getByText('Si rinnova al termine della prova')).toBeTruthy();
    expect((within(row('HOSBASW')).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    // The state above the switch says what the switch says (issue 36 item 9).
    expect(within(row('HOSBASW')).getByText('Rinnovo su richiesta')).toBeTruthy();
    expect(within(row('HOSBASW')).queryByText('Rinnovo automatico')).toBeNull();
    expect(screen.queryByTestId('renewal-not-allowed')).toBeNull();
  });

  it('asks name and surname, and a reason when cancelling, then sends the change', async () => {
    const server = portalServer(owner, {
      'GET /rest/products': { body: page(ITEMS) },
      [`PUT /rest/product_orders/${idOf('REGIT')}`]: {
        body: { ...ITEMS[4], stato_amministrativo: 'non rinnovare', disdetto: true },
      },
    });
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Disdici Registrazione dominio .it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disdici il rinnovo' });
    // The signed-in user's name is filled in; the buttons say what they do.
    expect((within(dialog).getByTestId('renewal-nominativo') as HTMLInputElement).value).toBe('Mario Rossi');
    expect(within(dialog).getByRole('button', { name: 'Lascia invariato' })).toBeTruthy();
    await app.user.clear(within(dialog).getByTestId('renewal-nominativo'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Disdici il rinnovo' }));
    expect(await screen.findByText('Indica il motivo della disdetta')).toBeTruthy();
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThan(0);
    await app.user.type(screen.getByTestId('renewal-nominativo'), 'Mario Rossi');
    await app.user.click(screen.getByTestId('renewal-reason'));
    await app.user.click(await screen.findByRole('option', { name: 'Costo' }));
    await app.user.click(screen.getByTestId('renewal-confirm'));
    await waitFor(() => expect(server.callsTo('PUT', `/rest/product_orders/${idOf('REGIT')}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/rest/product_orders/${idOf('REGIT')}`)[0]!.body).toEqual({
      stato_amministrativo: 'non rinnovare',
      nominativo: 'Mario Rossi',
      motivazione_disdetta: 'costo',
    });
    expect(await screen.findByText('Operazione completata')).toBeTruthy();
  });

  it('reverts the BBW switch with the spec’s danger toast when the change fails', async () => {
    portalServer(bbwOwner, {
      'GET /rest/products': { body: page(ITEMS) },
      [`PUT /rest/product_orders/${idOf('HOSBASW')}`]: { status: 500, body: { message: 'x' } },
    });
    const app = renderApp('/products');
    const toggle = await screen.findByTestId(`mode-${idOf('HOSBASW')}`);
    await app.user.click(toggle);
    expect((screen.getByTestId(`mode-${idOf('HOSBASW')}`) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByTestId('renewal-nominativo')) as HTMLInputElement).value).toBe('Mario Rossi');
    await app.user.click(screen.getByTestId('renewal-confirm'));
    expect(
      await screen.findByText(
        "Non è stato possibile completare l'operazione. Riprova più tardi o apri un ticket all'assistenza clienti",
      ),
    ).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Lascia invariato' }));
    await waitFor(() =>
      expect((screen.getByTestId(`mode-${idOf('HOSBASW')}`) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('without the billing grant shows the controls disabled, the switch as text, and the spec’s message', async () => {
    portalServer({ ...tecnico, fatturante: bbwOwner.fatturante }, { 'GET /rest/products': { body: page(ITEMS) } });
    renderApp('/products');
    await screen.findByTestId('products-table');
    expect(screen.getByTestId('renewal-not-allowed').textContent).toBe(
      'Non hai i permessi per modificare il rinnovo o disdire i prodotti. Richiedili ad un utente amministratore',
    );
    expect(
      (within(row('REGIT')).getByRole('button', { name: 'Disdici Registrazione dominio .it' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(row('MLART10')).getByRole('button', { name: 'Riattiva' }).hasAttribute('disabled')).toBe(true);
    expect(within(row('HOSBASW')).queryByRole('switch')).toBeNull();
    expect(within(row('HOSBASW')).getByText('Rinnovo: Su richiesta')).toBeTruthy();
  });

  it('asks the server for the group chosen in the list, and says so when it finds nothing', async () => {
    const server = portalServer(owner, {
      'GET /rest/products': (call) => ({ body: page(call.query.get('group') ? [] : ITEMS) }),
    });
    const app = renderApp('/products');
    await screen.findByTestId('products-table');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Gruppo' }), 'year_end');
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Nessun prodotto trovato con il filtro selezionato.',
    );
    expect(server.callsTo('GET', '/rest/products').at(-1)!.query.get('group')).toBe('year_end');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Gruppo' }), 'Tutti i gruppi');
    expect(await screen.findByTestId('products-table')).toBeTruthy();
  });

  it('exports the list as CSV with its filter, group and order: a link to the list itself', async () => {
    portalServer(owner, { 'GET /rest/products': { body: page(ITEMS) } });
    renderApp('/products?group=this_month&sort=-importo&q=posta');
    await screen.findByTestId('products-table');
    const link = screen.getByTestId('products-section-csv') as HTMLAnchorElement;
    expect(link.textContent).toBe('Esporta CSV');
    expect(link.hasAttribute('download')).toBe(true);
    const url = new URL(link.href);
    expect(url.pathname).toBe('/rest/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: '-importo',
      q: 'posta',
      group: 'this_month',
      format: 'csv',
      lang: 'it',
    });
  });
});

describe('AuthCode request (spec 2; spec 3 §7, §8)', () => {
  it('asks for confirmation, opens a ticket with titolo and dettaglio, and says so', async () => {
    const server = portalServer(owner, {
      'GET /rest/products': { body: page(ITEMS) },
      'POST /rest/authcode_requests': {
        body: {
          id: 70,
          titolo: 'x',
          urgente: false,
          data: '2026-03-15T10:00:00Z',
          stato: 'aperto',
          nr_messaggi: 1,
          prodotto: null,
          department: 'tecnica',
          id_product: null,
          extra_time: false,
        },
      },
    });
    const app = renderApp('/products');
    await app.user.click(await screen.findByTestId('authcode-rossi.example'));
    await app.user.type(await screen.findByLabelText(/Dettaglio della richiesta/), 'Trasferimento ad altro registrar');
    await app.user.click(screen.getByTestId('authcode-submit'));
    await app.user.click(await screen.findByTestId('authcode-confirm'));
    expect(await screen.findByText('La richiesta è stata inviata ai nostri tecnici.')).toBeTruthy();
    expect(server.callsTo('POST', '/rest/authcode_requests')[0]?.body).toEqual({
      titolo: 'Richiesta AuthCode per rossi.example',
      dettaglio: 'Trasferimento ad altro registrar',
    });
    expect(screen.getAllByRole('button', { name: 'Richiedi AuthCode' })).toHaveLength(1);
  });

  it('ignores a 422 silently (spec 3 §8)', async () => {
    portalServer(owner, {
      'GET /rest/products': { body: page(ITEMS) },
      'POST /rest/authcode_requests': { status: 422, body: { message: 'Errore' } },
    });
    const app = renderApp('/products');
    await app.user.click(await screen.findByTestId('authcode-rossi.example'));
    await app.user.type(await screen.findByLabelText(/Dettaglio della richiesta/), 'x');
    await app.user.click(screen.getByTestId('authcode-submit'));
    await app.user.click(await screen.findByTestId('authcode-confirm'));
    await waitFor(() => expect(screen.queryByTestId('authcode-form')).toBeNull());
    expect(screen.queryByText('Errore')).toBeNull();
  });
});
