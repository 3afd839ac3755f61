import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyAccessQueryOptions } from '../../features/auth/api/get-company-access.ts';
import { portalServer } from '../../test/portal-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { owner, reseller, staff, staffOnCustomer, support, tecnico } from '../../test/users.ts';

const DENIED = 'Non hai i permessi per visualizzare questa pagina. Richiedili ad un utente amministratore.';

describe('top bar (spec 1 §2.3)', () => {
  it('shows the brand, the title and the company', async () => {
    portalServer(owner);
    renderApp('/');
    expect((await screen.findByTestId('topbar-company')).textContent).toBe('Rossi Web S.r.l.');
    await waitFor(() => expect(screen.getByTestId('brand-name').textContent).toBe('Nuvola Demo'));
    expect(screen.getByText('Area riservata')).toBeTruthy();
  });

  it("names the customer's company on a staff member's /{id}/… pages, and their own elsewhere", async () => {
    const server = portalServer(staff, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? staffOnCustomer : staff,
      }),
    });
    const app = renderApp('/77/catalog');
    await waitFor(() => expect(screen.getByTestId('topbar-company').textContent).toBe('Cliente Uno S.r.l.'));
    expect(screen.getByTestId('nav-group-company').textContent).toBe('Cliente Uno S.r.l. · cod. 77');
    const asked = server.callsTo('GET', '/api/dashboard/userinfo');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((call) => call.query.get('id_cliente') === '77')).toBe(true);

    await app.router.navigate('/invoices');
    await waitFor(() => expect(screen.getByTestId('topbar-company').textContent).toBe('Nuvolaria S.r.l.'));
    expect(server.callsTo('GET', '/api/dashboard/userinfo').at(-1)?.query.get('id_cliente')).toBeNull();
  });

  it('heads the first group with the application, not an empty code, for an operator without a company', async () => {
    portalServer(support);
    renderApp('/staff');
    await waitFor(() => expect(screen.getByTestId('nav-group-company').textContent).toBe('Area riservata'));
  });

  it('toggles the dark theme and remembers it', async () => {
    portalServer(owner);
    const app = renderApp('/');
    const toggle = await screen.findByTestId('theme-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await app.user.click(toggle);
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    expect(localStorage.getItem('sportello.color-scheme')).toBe('dark');
    // Copied where the server reads it, to paint the next page's boot screen dark.
    expect(document.cookie).toContain('sportello_scheme=dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('sidebar (spec 1 §2.3, §6)', () => {
  it('disables links a technical user lacks the grant for, with the tooltip', async () => {
    portalServer(tecnico);
    const app = renderApp('/');
    const invoices = await screen.findByTestId('nav-invoices');
    expect(invoices.getAttribute('aria-disabled')).toBe('true');
    expect(invoices.getAttribute('href')).toBeNull();
    expect(invoices.getAttribute('tabindex')).toBe('0');
    expect(screen.getByTestId('nav-company').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('nav-users').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('nav-products').getAttribute('href')).toBe('/products');

    await app.user.hover(invoices);
    expect((await screen.findByRole('tooltip')).textContent).toBe(DENIED);
    await app.user.click(invoices);
    expect(app.location()).toBe('/');
  });

  it('names the reason for screen readers too', async () => {
    portalServer(tecnico);
    renderApp('/');
    const invoices = await screen.findByTestId('nav-invoices');
    const describedBy = invoices.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(DENIED);
  });

  it('hides partner pages from a customer and shows them to a reseller', async () => {
    portalServer(owner);
    renderApp('/');
    await screen.findByTestId('nav-dashboard');
    expect(screen.queryByTestId('nav-my_customers')).toBeNull();
    expect(screen.queryByTestId('nav-account_movements')).toBeNull();
    expect(screen.getByTestId('nav-become_partner')).toBeTruthy();
    expect(screen.getByTestId('nav-group-company').textContent).toBe('Rossi Web S.r.l. · cod. 10');
  });

  it('shows the partner area to a reseller, without "become partner"', async () => {
    portalServer(reseller);
    renderApp('/');
    await screen.findByTestId('nav-my_customers');
    expect(screen.getByTestId('nav-opportunities')).toBeTruthy();
    expect(screen.getByTestId('nav-account_movements')).toBeTruthy();
    expect(screen.queryByTestId('nav-become_partner')).toBeNull();
  });

  it('keeps the customer prefix on links of routes that accept it', async () => {
    portalServer(owner);
    renderApp('/77/catalog');
    expect((await screen.findByTestId('nav-products')).getAttribute('href')).toBe('/77/products');
    expect(screen.getByTestId('nav-invoices').getAttribute('href')).toBe('/invoices');
    expect(screen.getByTestId('nav-catalog').getAttribute('aria-current')).toBe('page');
  });
});

describe('sidebar reach (issue 14 item 5)', () => {
  it('scrolls the active link into view on every navigation', async () => {
    const scrolled: string[] = [];
    // A spy, restored after the case (restoreMocks): the files of a worker share the DOM's classes.
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    });
    portalServer(reseller);
    const app = renderApp('/users');
    await waitFor(() => expect(scrolled).toContain('nav-users'));
    expect(spy).toHaveBeenLastCalledWith({ block: 'nearest' });

    await app.router.navigate('/tickets');
    await waitFor(() => expect(scrolled.at(-1)).toBe('nav-tickets'));
  });

  it('wraps the company name in the phone drawer instead of clipping it', async () => {
    portalServer(owner);
    renderApp('/');
    const name = await screen.findByTestId('nav-company-name');
    expect(name.style.overflowWrap).toBe('anywhere');
    expect(name.className).not.toMatch(/truncate/);
  });
});

describe('the chrome at the first paint (issue 37: total blocking time)', () => {
  /** Idle callbacks held until the test runs them: what waits for the browser to be idle waits. */
  function holdIdleCallbacks() {
    const held: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => held.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return () => {
      for (const work of held.splice(0)) work();
    };
  }

  // An update set while React commits (a ref callback, a layout effect: Mantine's ScrollArea, Popover,
  // Portal) is rendered at once, with every pending effect of the page before it, in the first commit's
  // task. The chrome mounts none of them with the first page: its popups wait for the browser to be idle.
  it("draws the popups' buttons alone until the browser is idle, and opens one used before that", async () => {
    portalServer(reseller);
    const idle = holdIdleCallbacks();
    const app = renderApp('/users');
    await screen.findByRole('heading', { level: 1, name: 'Utenti' });
    const navbar = await screen.findByRole('navigation', { name: 'Menu principale' });
    expect(navbar.querySelector('.mantine-ScrollArea-root')).toBeNull();
    expect(screen.getByTestId('nav-scroll').contains(screen.getByTestId('nav-users'))).toBe(true);
    // Resting: the same buttons, saying what they open, with no popover behind them yet.
    const menu = screen.getByTestId('user-menu');
    expect(menu.getAttribute('aria-haspopup')).toBe('menu');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('alerts-control').getAttribute('aria-expanded')).toBe('false');
    await screen.findByTestId('open-survey');
    expect(document.querySelector('.mantine-Popover-dropdown')).toBeNull();
    // A popover's target carries the id its dropdown points to; a resting button has none.
    expect(menu.id).toBe('');
    expect(screen.getByTestId('alerts-control').id).toBe('');

    // Used before the browser is idle, the user menu opens at once.
    await app.user.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Modifica profilo' })).toBeTruthy();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Once idle, the others are armed: the bell opens its panel, the survey its dialog.
    idle();
    await waitFor(() => expect(screen.getByTestId('alerts-control').id).not.toBe(''));
    await app.user.click(screen.getByTestId('alerts-control'));
    expect(await screen.findByTestId('alerts-panel')).toBeTruthy();
    await app.user.keyboard('{Escape}');
    await app.user.click(screen.getByTestId('open-survey'));
    expect(await screen.findByRole('dialog', { name: 'Questionario annuale partner' })).toBeTruthy();
  });

  it('carries the focus from the resting button to the armed one', async () => {
    portalServer(owner);
    const idle = holdIdleCallbacks();
    renderApp('/users');
    (await screen.findByTestId('user-menu')).focus();
    idle();
    await waitFor(() => expect(screen.getByTestId('user-menu').getAttribute('aria-haspopup')).toBe('menu'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('user-menu')));
  });
});

describe('user menu', () => {
  it('offers "change company" only with more than one company', async () => {
    portalServer(owner, {
      'GET /rest/company_access': {
        body: {
          10: { id_azienda: 10, ragione_sociale: 'Rossi Web S.r.l.', grants: ['owner'] },
          11: { id_azienda: 11, ragione_sociale: 'Altra', grants: ['billing'] },
        },
      },
    });
    const app = renderApp('/');
    await app.user.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-change-company')).toBeTruthy();
    const webmail = screen.getByRole('menuitem', { name: 'Webmail' });
    expect(webmail.getAttribute('target')).toBe('_blank');
  });

  it('has no "change company" with a single company', async () => {
    portalServer(owner);
    const app = renderApp('/');
    await app.user.click(await screen.findByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: 'Modifica profilo' });
    await waitFor(() =>
      expect(app.queryClient.getQueryState(companyAccessQueryOptions().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByTestId('user-menu-change-company')).toBeNull();
  });

  it('asks for the companies when the pointer reaches the menu, not with every page', async () => {
    const server = portalServer(owner);
    const app = renderApp('/');
    const button = await screen.findByTestId('user-menu');
    await screen.findByTestId('dashboard-page');
    expect(server.callsTo('GET', '/rest/company_access')).toHaveLength(0);
    await app.user.hover(button);
    await waitFor(() => expect(server.callsTo('GET', '/rest/company_access')).toHaveLength(1));
  });

  it('logs out: calls the server, forgets the session and goes to login with the page left', async () => {
    let signedIn = true;
    const server = portalServer(owner, {
      'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/products');
    await app.user.click(await screen.findByTestId('user-menu'));
    await app.user.click(await screen.findByTestId('logout'));
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(app.location()).toBe('/auth/login?res=%2Fproducts');
  });

  it('switches the language and remembers it', async () => {
    portalServer(owner);
    const app = renderApp('/');
    await app.user.click(await screen.findByTestId('user-menu'));
    await app.user.click(await screen.findByTestId('language-en'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('sportello.language')).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('Administration')).toBeTruthy();
    await app.user.click(screen.getByTestId('user-menu'));
    await app.user.click(await screen.findByTestId('language-it'));
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });
});

describe('session expiry', () => {
  it('a 401 on a page call logs the user out and goes to login', async () => {
    let expired = false;
    portalServer(owner, {
      'GET /api/dashboard/userinfo': () => (expired ? { status: 401, body: {} } : { body: owner }),
      'GET /rest/company_access': () => (expired ? { status: 401, body: {} } : { body: {} }),
    });
    const app = renderApp('/servers');
    await screen.findByRole('heading', { level: 1, name: 'Il mio cloud' });
    expired = true;
    await app.queryClient.prefetchQuery(companyAccessQueryOptions());
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(app.location()).toBe('/auth/login?res=%2Fservers');
    expect(await screen.findByText('Sessione scaduta')).toBeTruthy();
  });
});
