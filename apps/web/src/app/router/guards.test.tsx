import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../shared/http/http-client.ts';
import { resetSessionForTests } from '../../shared/session/session.ts';
import { portalServer } from '../../test/portal-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { noCompany, nuovo, owner, reseller, staff, staffOnCustomer, tecnico } from '../../test/users.ts';

describe('navigation guards (spec 1 §2.2)', () => {
  it('sends a visitor to login, keeping the intended page as ref', async () => {
    portalServer(null);
    const app = renderApp('/invoices?year=2024');
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(app.location()).toBe('/auth/login?ref=%2Finvoices%3Fyear%3D2024');
  });

  describe('a page the server marked as requested without a session cookie', () => {
    afterEach(() => document.head.querySelector('meta[name="sportello-session"]')?.remove());

    it('draws the login page without asking who is signed in, and asks on the next navigation', async () => {
      document.head.insertAdjacentHTML('beforeend', '<meta name="sportello-session" content="none">');
      resetSessionForTests();
      const server = portalServer(null);
      const app = renderApp('/auth/login');
      await screen.findByRole('heading', { name: 'Accedi' });
      expect(server.callsTo('GET', '/api/dashboard/userinfo')).toHaveLength(0);
      await app.router.navigate('/offers');
      await waitFor(() => expect(app.location()).toBe('/auth/login?ref=%2Foffers'));
      expect(server.callsTo('GET', '/api/dashboard/userinfo').length).toBeGreaterThan(0);
    });
  });

  describe('a page the server wrote the signed-in user into', () => {
    afterEach(() => document.getElementById('sportello-user')?.remove());

    it('draws the first page with that user without asking, and asks on the next navigation', async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<script type="application/json" id="sportello-user">${JSON.stringify(owner)}</script>`,
      );
      resetSessionForTests();
      const server = portalServer(owner);
      const app = renderApp('/users');
      await screen.findByRole('heading', { level: 1, name: 'Utenti' });
      expect(server.callsTo('GET', '/api/dashboard/userinfo')).toHaveLength(0);
      expect(document.getElementById('sportello-user')).toBeNull();
      await app.router.navigate('/offers');
      await waitFor(() => expect(server.callsTo('GET', '/api/dashboard/userinfo').length).toBeGreaterThan(0));
    });

    it('asks the server when what is written cannot be read', async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<script type="application/json" id="sportello-user">{not json</script>',
      );
      resetSessionForTests();
      const server = portalServer(owner);
      renderApp('/users');
      await screen.findByRole('heading', { level: 1, name: 'Utenti' });
      expect(server.callsTo('GET', '/api/dashboard/userinfo').length).toBeGreaterThan(0);
    });
  });

  it('sends a user without a company to the company chooser', async () => {
    portalServer(noCompany);
    const app = renderApp('/products');
    await screen.findByRole('heading', { name: "Scegli l'azienda" });
    expect(app.location()).toBe('/auth/login_azienda?ref=%2Fproducts');
  });

  it('sends a company without the accepted contract to the terms page', async () => {
    portalServer(nuovo);
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Condizioni contrattuali' });
    expect(app.location()).toBe('/auth/terms_and_conditions');
  });

  it('sends a company waiting for approval to the approval request', async () => {
    portalServer({ ...nuovo, contratto_cliente: true, approval: 'in approvazione cliente' });
    const app = renderApp('/services');
    await screen.findByTestId('approval-thanks');
    expect(app.location()).toBe('/auth/approval_request?ref=%2Fservices');
  });

  it('sends a user without the grant to the profile page, without ref', async () => {
    portalServer(tecnico);
    const app = renderApp('/invoices');
    await screen.findByRole('heading', { level: 1, name: 'Profilo' });
    expect(app.location()).toBe('/profile');
  });

  it('lets a granted user in and refreshes the session on every navigation', async () => {
    const server = portalServer(owner);
    const app = renderApp('/');
    await screen.findByTestId('dashboard-page');
    const before = server.callsTo('GET', '/api/dashboard/userinfo').length;
    await app.router.navigate('/products');
    await screen.findByRole('heading', { level: 1, name: 'I miei prodotti' });
    expect(server.callsTo('GET', '/api/dashboard/userinfo').length).toBe(before + 1);
  });

  it('moves a signed-in user past guest-only pages to the ref', async () => {
    portalServer(owner);
    const app = renderApp('/auth/login?ref=/offers');
    await screen.findByRole('heading', { level: 1, name: 'Offerte e ordini' });
    expect(app.location()).toBe('/offers');
  });

  it('never follows a ref back into the /auth/ screens or off the site', async () => {
    portalServer(owner);
    const app = renderApp('/auth/login?ref=https://evil.test/auth/signup');
    await screen.findByTestId('dashboard-page');
    expect(app.location()).toBe('/');
  });

  it('goes on with the known session when the refresh fails with a server error', async () => {
    let failing = false;
    portalServer(owner, {
      'GET /api/dashboard/userinfo': () => (failing ? { status: 500, body: { message: 'boom' } } : { body: owner }),
    });
    const app = renderApp('/');
    await screen.findByTestId('dashboard-page');
    failing = true;
    await app.router.navigate('/servers');
    await screen.findByRole('heading', { level: 1, name: 'Il mio cloud' });
    expect(app.location()).toBe('/servers');
  });

  it('lets a staff member act on a customer whose contract and approval are still to come', async () => {
    portalServer(staff, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? staffOnCustomer : staff,
      }),
    });
    const app = renderApp('/77/products');
    await screen.findByRole('heading', { level: 1, name: 'I miei prodotti' });
    expect(app.location()).toBe('/77/products');
  });

  it("goes on with a user's own session, with the server's words, when it refuses them the customer", async () => {
    portalServer(owner, {
      'GET /api/dashboard/userinfo': (call) =>
        call.query.get('id_cliente')
          ? {
              status: 403,
              body: { message: 'Solo gli operatori possono agire per conto di un cliente', reason: 'staff_only' },
            }
          : { body: owner },
    });
    const app = renderApp('/77/products');
    await screen.findByRole('heading', { level: 1, name: 'I miei prodotti' });
    expect(await screen.findByText('Solo gli operatori possono agire per conto di un cliente')).toBeTruthy();
    expect(screen.getByTestId('topbar-company').textContent).toBe('Rossi Web S.r.l.');
    expect(app.location()).toBe('/77/products');
  });

  it('treats a 404 on the refresh as signed out', async () => {
    portalServer(null, { 'GET /api/dashboard/userinfo': { status: 404, body: { message: 'no' } } });
    const app = renderApp('/tickets');
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(app.location()).toBe('/auth/login?ref=%2Ftickets');
  });
});

describe('route table (spec 1 §2.1)', () => {
  it('accepts a numeric customer prefix', async () => {
    portalServer(owner);
    const app = renderApp('/123/products');
    await screen.findByRole('heading', { level: 1, name: 'I miei prodotti' });
    expect(app.location()).toBe('/123/products');
  });

  it('adds the prefix as id_cliente to the calls a prefixed page makes', async () => {
    const server = portalServer(owner, {
      'GET /rest/price_list': {
        body: { id_azienda: 77, currency: 'EUR', iva: 22, reseller: false, categories: [], items: [] },
      },
    });
    renderApp('/77/catalog');
    await screen.findByRole('heading', { level: 1, name: 'Listino prezzi' });
    await http.get('/rest/price_list');
    expect(server.callsTo('GET', '/rest/price_list')[0]?.query.get('id_cliente')).toBe('77');
  });

  it('shows the not-found page for a non-numeric prefix and for unknown paths', async () => {
    portalServer(owner);
    renderApp('/xyz');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla dashboard' }).getAttribute('href')).toBe('/');
    // Issue 14 item 6: the brand, the language and the theme controls, as on every page without the chrome.
    expect(screen.getByTestId('brand-name')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(screen.getByTestId('theme-toggle')).toBeTruthy();
  });

  it('shows the not-found page without asking who is signed in', async () => {
    const server = portalServer(null);
    renderApp('/auth/nowhere/at/all');
    await screen.findByTestId('not-found-page');
    expect(server.callsTo('GET', '/api/dashboard/userinfo')).toHaveLength(0);
  });

  it('keeps the one <title> of index.html instead of adding a second (issue 14 item 6)', async () => {
    if (!document.head.querySelector('title'))
      document.head.append(Object.assign(document.createElement('title'), { text: 'Area riservata' }));
    portalServer(reseller);
    renderApp('/catalog');
    await screen.findByRole('heading', { level: 1, name: 'Listino prezzi' });
    await waitFor(() => expect(document.title).toContain('Listino prezzi'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('renders full-page routes without the application chrome', async () => {
    portalServer(null);
    renderApp('/webmail');
    await screen.findByTestId('webmail-form');
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).toBeNull();
  });
});

describe('maintenance (spec 1 §4)', () => {
  it('shows the maintenance page when a call answers 503', async () => {
    portalServer(owner, { 'GET /api/dashboard/userinfo': { status: 503, body: { message: 'maintenance' } } });
    renderApp('/');
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sito in manutenzione' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();
  });
});
