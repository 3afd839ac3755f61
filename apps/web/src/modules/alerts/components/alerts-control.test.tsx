import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import type { Alert } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staff, staffOnCustomer, support, supportOnCustomer } from '../../../test/users.ts';

const overdue: Alert = {
  id: 'overdue-41',
  title: 'Pagamenti arretrati',
  description: 'Fattura DEMO-1: 1.220,00 € scaduto il 01/10/2026. Insoluto - possibile sospensione servizi',
  toast: false,
  unread: true,
  persistent: true,
  type: 'danger',
  actions: [{ label: 'Paga', route: 'payment', params: { id: 41 }, query: {} }],
  date: '2026-10-02',
  time: null,
  delay: 8000,
};
const trial: Alert = {
  ...overdue,
  id: 'trial-7-20261220',
  title: 'Periodo di prova in scadenza',
  description: 'Storage Smart: prova fino al 20/12/2026. Si rinnova al termine della prova.',
  type: 'info',
  delay: 4000,
  unread: false,
  actions: [{ label: 'Vai al prodotto', route: 'products', params: {}, query: { q: 'STOSMART' } }],
  date: '2026-12-06',
};

const alertsReply = (items: Alert[]) => ({ body: { items, unread: items.filter((a) => a.unread).length } });

describe('alerts in the top bar (spec 1 §2.3, §3)', () => {
  it('shows the unread count in a control whose name holds it, and the panel with the alerts and their actions', async () => {
    portalServer(owner, { 'GET /rest/alerts': alertsReply([overdue, trial]) });
    renderApp('/tickets');
    const control = await screen.findByRole('button', { name: 'Avvisi, 1 non letto' });
    expect(within(control).getByTestId('alerts-count').textContent).toBe('1');
    fireEvent.click(control);
    const panel = await screen.findByTestId('alerts-panel');
    expect(within(panel).getByRole('heading', { name: 'Avvisi' })).toBeTruthy();
    const first = within(panel).getByTestId('alert-overdue-41');
    expect(within(first).getByText(/Pagamenti arretrati/).textContent).toBe('Pagamenti arretrati (non letto)');
    expect(within(first).getByText(/Insoluto - possibile sospensione servizi/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Paga' }).getAttribute('href')).toBe('/payments/41');
    const second = within(panel).getByTestId('alert-trial-7-20261220');
    expect(within(second).getByRole('link', { name: 'Vai al prodotto' }).getAttribute('href')).toBe(
      '/products?q=STOSMART',
    );
    expect(within(second).getByRole('button', { name: 'Segna come non letto' })).toBeTruthy();
  });

  it('marks one read (PUT /rest/alerts/{id}) and all read (PUT /rest/alerts), the count following', async () => {
    const server = portalServer(owner, {
      'GET /rest/alerts': alertsReply([overdue, { ...trial, unread: true }]),
      'PUT /rest/alerts/overdue-41': (call) => ({
        body: { ...overdue, unread: (call.body as { unread: boolean }).unread },
      }),
      'PUT /rest/alerts': alertsReply([
        { ...overdue, unread: false },
        { ...trial, unread: false },
      ]),
    });
    renderApp('/tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 2 non letti' }));
    const panel = await screen.findByTestId('alerts-panel');
    fireEvent.click(within(panel).getByTestId('alert-mark-overdue-41'));
    await screen.findByRole('button', { name: 'Avvisi, 1 non letto' });
    expect(server.callsTo('PUT', '/rest/alerts/overdue-41').map((c) => c.body)).toEqual([{ unread: false }]);
    fireEvent.click(within(panel).getByTestId('alerts-mark-all'));
    await screen.findByRole('button', { name: 'Avvisi, 0 non letti' });
    expect(server.callsTo('PUT', '/rest/alerts').map((c) => c.body)).toEqual([{ unread: false }]);
    expect(screen.queryByTestId('alerts-count')).toBeNull();
  });

  it('following an action marks the alert read and closes the panel', async () => {
    const server = portalServer(owner, {
      'GET /rest/alerts': alertsReply([overdue]),
      'PUT /rest/alerts/overdue-41': { body: { ...overdue, unread: false } },
    });
    const app = renderApp('/tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 1 non letto' }));
    fireEvent.click(within(await screen.findByTestId('alerts-panel')).getByRole('link', { name: 'Paga' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payments/41'));
    await waitFor(() => expect(server.callsTo('PUT', '/rest/alerts/overdue-41')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('alerts-panel')).toBeNull());
  });

  it('is not there before the terms are accepted', async () => {
    portalServer({ ...owner, contratto_cliente: false });
    renderApp('/terms_and_conditions');
    await screen.findByTestId('theme-toggle').catch(() => undefined);
    expect(screen.queryByTestId('alerts-control')).toBeNull();
  });

  it('says when there are none, and when they could not be loaded (no toast)', async () => {
    portalServer(owner);
    const first = renderApp('/tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 0 non letti' }));
    expect(within(await screen.findByTestId('alerts-panel')).getByText('Nessun avviso')).toBeTruthy();
    first.unmount();

    // Another user: nothing of the first one's answer in the cache.
    const toastsBefore = notificationsStore.getState().notifications.length;
    portalServer({ ...owner, id: 99 }, { 'GET /rest/alerts': { status: 500, body: { message: 'x' } } });
    renderApp('/tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 0 non letti' }));
    const panel = await screen.findByTestId('alerts-panel');
    expect(
      await within(panel).findByText(
        'Non è stato possibile caricare gli avvisi. Riprova più tardi.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    // (The tickets page's own calls are not faked here: their 404s toast 'not faked'.)
    const toasts = notificationsStore
      .getState()
      .notifications.slice(toastsBefore)
      .map((n) => n.message);
    expect(toasts.filter((m) => m !== 'not faked')).toEqual([]);
  });

  it('keeps a staff member on the customer: the calls and the actions carry id_cliente', async () => {
    const customer = { ...staffOnCustomer, contratto_cliente: true, approval: 'approvato' as const };
    const server = portalServer(staff, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? customer : staff,
      }),
      'GET /rest/alerts': alertsReply([overdue, trial]),
    });
    renderApp('/77/catalog');
    await waitFor(() => expect(screen.getByTestId('topbar-company').textContent).toBe('Cliente Uno S.r.l.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 1 non letto' }));
    const panel = await screen.findByTestId('alerts-panel');
    expect(within(panel).getByRole('link', { name: 'Paga' }).getAttribute('href')).toBe('/payments/41?id_cliente=77');
    expect(within(panel).getByRole('link', { name: 'Vai al prodotto' }).getAttribute('href')).toBe(
      '/77/products?q=STOSMART',
    );
    expect(server.callsTo('GET', '/rest/alerts').some((c) => c.query.get('id_cliente') === '77')).toBe(true);
  });

  it('shows a support operator on a customer the alerts with nothing to mark: following an action writes nothing', async () => {
    const server = portalServer(support, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? supportOnCustomer : support,
      }),
      'GET /rest/alerts': alertsReply([overdue, trial]),
    });
    renderApp('/77/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi, 1 non letto' }));
    const panel = await screen.findByTestId('alerts-panel');
    expect(within(panel).getByText(/Pagamenti arretrati/)).toBeTruthy();
    expect(within(panel).queryByTestId('alerts-mark-all')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Segna come/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('link', { name: 'Paga' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-panel')).toBeNull());
    expect(server.callsTo('PUT', '/rest/alerts/overdue-41')).toHaveLength(0);
  });
});

describe('alerts on the dashboard', () => {
  it('shows the unread ones with their actions; closing one marks it read', async () => {
    const server = portalServer(owner, {
      'GET /rest/alerts': alertsReply([overdue, trial]),
      'PUT /rest/alerts/overdue-41': { body: { ...overdue, unread: false } },
    });
    renderApp('/');
    const shown = await screen.findByTestId('dashboard-alert-overdue-41');
    expect(within(shown).getByText('Pagamenti arretrati')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'Paga' }).getAttribute('href')).toBe('/payments/41');
    expect(screen.queryByTestId('dashboard-alert-trial-7-20261220')).toBeNull();
    fireEvent.click(within(shown).getByRole('button', { name: 'Segna come letto: Pagamenti arretrati' }));
    await waitFor(() => expect(screen.queryByTestId('dashboard-alerts')).toBeNull());
    expect(server.callsTo('PUT', '/rest/alerts/overdue-41')).toHaveLength(1);
  });

  it('gives a support operator on a customer nothing to close', async () => {
    portalServer(support, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? supportOnCustomer : support,
      }),
      'GET /rest/alerts': alertsReply([overdue, trial]),
    });
    renderApp('/77');
    const shown = await screen.findByTestId('dashboard-alert-overdue-41');
    expect(within(shown).getByRole('link', { name: 'Paga' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: /Segna come letto/ })).toBeNull();
  });
});
