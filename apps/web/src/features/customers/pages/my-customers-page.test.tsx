import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyCustomer, UserInfo } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reseller, tecnico } from '../../../test/users.ts';

const customer = (id: number, ragione_sociale: string, flags: Partial<MyCustomer> = {}): MyCustomer => ({
  id,
  ragione_sociale,
  partita_iva: 'CHE-287.441.904',
  indirizzo: 'Viale Stazione 22',
  cap: '6500',
  citta: 'Bellinzona',
  provincia: 'TI',
  stato: 'CH',
  currency: 'CHF',
  currency_locked: false,
  vat: 8.1,
  contact_name: 'Sara Bernasconi',
  contact_mail: 'sara@bernasconi.example',
  presented: false,
  prospect: false,
  login: false,
  ...flags,
});

const CUSTOMERS = [
  customer(31, 'Studio Bernasconi Architetti', { login: true }),
  customer(32, 'Pasticceria Ticinese Sagl'),
  customer(33, 'Agenzia Presentata Sagl', { presented: true }),
  customer(34, 'Ferri Studio Sagl', { prospect: true }),
];

const pageOf = (customers: MyCustomer[]) => (call: RecordedCall) => {
  const page = Number(call.query.get('page') ?? 1);
  const size = Number(call.query.get('size') ?? 20);
  const q = (call.query.get('q') ?? '').toLowerCase();
  const found = customers.filter((c) => c.ragione_sociale.toLowerCase().includes(q));
  return { body: { items: found.slice((page - 1) * size, page * size), page, size, total: found.length } };
};

const AFFILIATION = {
  afid: 20,
  aftk: 'tok',
  link: 'http://localhost/auth/signup?afid=20&aftk=tok',
  badges: [
    { name: 'light', html: '<a href="http://localhost/auth/signup?afid=20&amp;aftk=tok">Partner Nuvolaria</a>' },
    { name: 'dark', html: '<a href="http://localhost/auth/signup?afid=20&amp;aftk=tok">Partner Nuvolaria</a>' },
  ],
};

const routes = (customers: MyCustomer[] = CUSTOMERS) => ({
  'GET /rest/my_customers': pageOf(customers),
  'GET /rest/my_customers/affiliationlink': { body: AFFILIATION },
});

describe('my customers page (spec 2 "My customers")', () => {
  it('lists customers with their flags, the actions each allows, the affiliation link and the badges', async () => {
    const server = portalServer(reseller, routes());
    renderApp('/my_customers');
    const table = await screen.findByTestId('customers-table');
    const row = (id: number) => within(table).getByTestId(`customer-${id}`);
    await within(table).findByText('Studio Bernasconi Architetti');
    expect(
      within(row(31)).getByRole('button', { name: "Accedi all'area di Studio Bernasconi Architetti" }),
    ).toBeDefined();
    expect(
      within(row(32)).getByRole('button', { name: "Richiedi accesso all'area di Pasticceria Ticinese Sagl" }),
    ).toBeDefined();
    expect(within(row(33)).getByText('Presentato')).toBeDefined();
    expect(within(row(34)).getByText('Prospect')).toBeDefined();
    expect(within(row(34)).queryByRole('button')).toBeNull();
    expect(within(row(31)).getByText('Viale Stazione 22, 6500 Bellinzona, TI, CH')).toBeDefined();

    expect(((await screen.findByTestId('affiliation-link')) as HTMLInputElement).value).toBe(AFFILIATION.link);
    expect(screen.getByTestId('badge-light').textContent).toBe(AFFILIATION.badges[0]?.html);
    expect(screen.getByRole('button', { name: 'Copia il link' })).toBeDefined();
    expect(server.callsTo('GET', '/rest/my_customers')[0]?.query.get('sort')).toBe('ragione_sociale');
  });

  it('filters on the server and tells an empty result apart from no customers', async () => {
    const server = portalServer(reseller, routes());
    const app = renderApp('/my_customers');
    await screen.findByTestId('customers-table');
    await app.user.type(screen.getByRole('searchbox', { name: /Cerca per nome/ }), 'nessuno');
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Nessun cliente trovato con il filtro selezionato.',
    );
    expect(server.callsTo('GET', '/rest/my_customers').at(-1)?.query.get('q')).toBe('nessuno');
  });

  it('shows the empty state without customers and the error state when the list fails', async () => {
    portalServer(reseller, routes([]));
    const first = renderApp('/my_customers');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun cliente trovato.');
    first.unmount();

    portalServer(reseller, {
      ...routes(),
      'GET /rest/my_customers': { status: 500, body: { message: 'Errore' } },
    });
    renderApp('/my_customers');
    expect(await screen.findByTestId('list-error')).toBeDefined();
  });

  it('asks for access with the form id and shows the answer', async () => {
    const message =
      "Richiesta di accesso inviata: potrai accedere all'area del cliente quando un suo amministratore l'avrà autorizzata via email.";
    const server = portalServer(reseller, {
      ...routes(),
      'POST /rest/my_customers/requestaccess': { body: { result: 'ok', message } },
    });
    const app = renderApp('/my_customers');
    await app.user.click(await screen.findByTestId('customer-request-32'));
    expect(await screen.findByText(message)).toBeDefined();
    expect(String(server.callsTo('POST', '/rest/my_customers/requestaccess')[0]?.body)).toBe('id=32');
  });

  it('signs in to a customer that allows it, then offers the way back to the reseller', async () => {
    let user: UserInfo = reseller;
    const inside: UserInfo = {
      ...reseller,
      id_azienda: 31,
      azienda: 'Studio Bernasconi Architetti',
      is_reseller: false,
      has_parent: true,
      grants: ['admin'],
      reseller_company: { id_azienda: 20, ragione_sociale: 'Partner Hosting SA' },
    };
    const server = portalServer(reseller, {
      ...routes(),
      // Asked as the customer, a reseller's call is refused: the page must not ask once switched.
      'GET /rest/my_customers': (call: RecordedCall) =>
        user === inside
          ? { status: 403, body: { message: 'Utente non autorizzato', code: 10 } }
          : pageOf(CUSTOMERS)(call),
      'GET /api/dashboard/userinfo': () => ({ body: user }),
      'POST /api/auth/companylogin': (call: RecordedCall) => {
        user = (call.body as { id_azienda: number }).id_azienda === 31 ? inside : reseller;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/my_customers');
    await app.user.click(await screen.findByTestId('customer-sign-in-31'));
    const banner = await screen.findByTestId('banner-reseller');
    expect(banner.textContent).toContain("Stai operando nell'area di Studio Bernasconi Architetti.");
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByText('Utente non autorizzato')).toBeNull();

    await app.user.click(within(banner).getByRole('button', { name: 'Torna a Partner Hosting SA' }));
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('banner-reseller')).toBeNull();
    expect(server.callsTo('POST', '/api/auth/companylogin').map((c) => c.body)).toEqual([
      { id_azienda: 31 },
      { id_azienda: 20 },
    ]);
  });

  it('validates the prospect in the browser like the server, then creates it and reads the list again', async () => {
    const server = portalServer(reseller, {
      ...routes(),
      'POST /rest/my_customers': { body: { result: 'ok', message: 'Azienda prospect creata', id: 35 } },
    });
    const app = renderApp('/my_customers');
    expect(screen.queryByTestId('prospect-form')).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: "Crea un'azienda prospect" }));
    const form = await screen.findByTestId('prospect-form');
    expect(form.closest('#crea_prospect')).not.toBeNull();
    await app.user.click(within(form).getByTestId('prospect-submit'));
    expect((await within(form).findAllByText('Campo obbligatorio')).length).toBeGreaterThanOrEqual(3);
    expect(server.callsTo('POST', '/rest/my_customers')).toHaveLength(0);

    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await app.user.type(field(/^Nome/), 'Giulia');
    await app.user.type(field(/^Cognome/), 'Ferri');
    await app.user.type(field(/^Email/), 'giulia@ferri.example');
    await app.user.type(field(/^Ragione sociale/), 'Ferri Studio Sagl');
    await app.user.type(field(/^Indirizzo/), 'Via Pessina 4');
    await app.user.type(field(/^CAP/), '6900');
    await app.user.type(field(/^Città/), 'Lugano');
    await app.user.type(field(/^Cantone/), 'TI');
    await app.user.type(within(form).getByRole('textbox', { name: /^Telefono/ }), '+41 91 900 00 00');
    const listed = server.callsTo('GET', '/rest/my_customers').length;
    await app.user.click(within(form).getByTestId('prospect-submit'));
    expect(await screen.findByText('Azienda prospect creata')).toBeDefined();
    expect(server.callsTo('POST', '/rest/my_customers')[0]?.body).toMatchObject({
      firstname: 'Giulia',
      lastname: 'Ferri',
      email: 'giulia@ferri.example',
      ragione_sociale: 'Ferri Studio Sagl',
      stato: 'CH',
      currency: 'CHF',
    });
    expect(server.callsTo('GET', '/rest/my_customers').length).toBeGreaterThan(listed);
  });

  it('shows no prospect form to a technical-only user', async () => {
    portalServer({ ...tecnico, is_reseller: true }, routes());
    renderApp('/my_customers');
    await screen.findByTestId('customers-table');
    expect(screen.queryByRole('button', { name: "Crea un'azienda prospect" })).toBeNull();
  });

  it('opens the prospect form from a link to #crea_prospect', async () => {
    portalServer(reseller, routes());
    renderApp('/my_customers#crea_prospect');
    expect(await screen.findByTestId('prospect-form')).toBeDefined();
  });
});
