import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { FILTER_DEBOUNCE_MS } from '@sportello/domain';
import { usersApi } from '@sportello/domain/api';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { configureHttp } from '../http/http-settings.ts';
import { createQueryClient } from '../query/query-client.ts';
import { useListQuery } from './use-list-query.ts';

function Users() {
  const list = useListQuery(usersApi.list, { key: ['users', 'list'], defaultSort: 'name', size: 2 });
  return (
    <div>
      <label>
        filtro
        <input value={list.filter.text} onChange={(e) => list.filter.onChange(e.currentTarget.value)} />
      </label>
      <button onClick={() => list.pagination.onChange(list.pagination.page + 1)}>avanti</button>
      <button onClick={() => list.sort.onChange('-username')}>ordina</button>
      <p>stato {list.state}</p>
      <ul>
        {list.items.map((u) => (
          <li key={u.id}>{u.username}</li>
        ))}
      </ul>
    </div>
  );
}

function renderAt(path: string, others: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: '/:id_cliente?/utenti', element: <Users /> }, ...others], {
    initialEntries: [path],
  });
  // The http client reads the customer from the route, as bindHttp does in the app.
  configureHttp({ idCliente: () => router.state.matches.at(-1)?.params.id_cliente });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = (id: number, username: string) => ({
  id,
  username,
  mail: `${username}@x.example`,
  firstname: '',
  lastname: '',
  grants: [],
  email_subscriptions: [],
});

afterEach(() => configureHttp({ idCliente: () => undefined }));

describe('useListQuery: server paging with its state in the URL', () => {
  it('asks the server for the page, sort and filter the URL names, and writes changes back to the URL', async () => {
    const server = fakeServer({
      'GET /rest/users': (call) => ({
        body: {
          items: [user(Number(call.query.get('page') ?? 1), `p${call.query.get('page') ?? 1}`)],
          page: 1,
          size: 2,
          total: 5,
        },
      }),
    });
    const router = renderAt('/utenti?page=2&q=ros');
    expect(await screen.findByText('p2')).toBeTruthy();
    expect(Object.fromEntries(server.calls[0]!.query)).toEqual({ page: '2', sort: 'name', size: '2', q: 'ros' });

    await userEvent.click(screen.getByRole('button', { name: 'avanti' }));
    expect(await screen.findByText('p3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3&q=ros');

    await userEvent.click(screen.getByRole('button', { name: 'ordina' }));
    await screen.findByText('p1');
    expect(router.state.location.search).toBe('?q=ros&sort=-username');
  });

  it('never shows one customer’s cached list on another customer’s page, not even while loading', async () => {
    let release: (() => void) | undefined;
    fakeServer({
      'GET /rest/users': (call) => {
        const customer = call.query.get('id_cliente');
        const reply = { body: { items: [user(Number(customer), `cliente-${customer}`)], page: 1, size: 2, total: 1 } };
        if (customer === '456') return new Promise((resolve) => (release = () => resolve(reply)));
        return reply;
      },
    });
    const router = renderAt('/123/utenti');
    expect(await screen.findByText('cliente-123')).toBeTruthy();

    await router.navigate('/456/utenti');
    await screen.findByText('stato pending');
    expect(screen.queryByText('cliente-123')).toBeNull();
    release?.();
    expect(await screen.findByText('cliente-456')).toBeTruthy();

    // Back to the first customer: its own cached list, never the other's.
    await router.navigate('/123/utenti');
    expect(await screen.findByText('cliente-123')).toBeTruthy();
    expect(screen.queryByText('cliente-456')).toBeNull();
  });

  it('keeps a filter typed just before a link is followed on its own page, not on the next one', async () => {
    fakeServer({ 'GET /rest/users': () => ({ body: { items: [], page: 1, size: 2, total: 0 } }) });
    let arrive: (() => void) | undefined;
    const router = renderAt('/utenti', [
      // The next page's code still downloading when the filter's pause ends.
      {
        path: '/altro',
        loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
        element: <p>altro</p>,
      },
    ]);
    await screen.findByText('stato success');
    await userEvent.type(screen.getByRole('textbox', { name: 'filtro' }), 'Bianchi');
    const leaving = router.navigate('/altro');
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 200));
    arrive?.();
    await leaving;
    expect(await screen.findByText('altro')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/altro');
  });

  it('writes no filter once a link is followed whose page is still being drawn', async () => {
    fakeServer({ 'GET /rest/users': () => ({ body: { items: [], page: 1, size: 2, total: 0 } }) });
    // The next page suspends while it is drawn: the router has moved on, but the transition keeps this
    // page on screen (and mounted) until the next one is ready.
    let arrive: (() => void) | undefined;
    const drawn = new Promise<void>((resolve) => (arrive = resolve));
    const Altro = lazy(() => drawn.then(() => ({ default: () => <p>altro</p> })));
    const router = renderAt('/utenti', [{ path: '/altro', element: <Altro /> }]);
    await screen.findByText('stato success');
    await userEvent.type(screen.getByRole('textbox', { name: 'filtro' }), 'Bianchi');
    void router.navigate('/altro');
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 200));
    arrive?.();
    expect(await screen.findByText('altro')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/altro');
  });

  it('writes no filter whose pause ends just as a link is followed, before the page has drawn the navigation', async () => {
    fakeServer({ 'GET /rest/users': () => ({ body: { items: [], page: 1, size: 2, total: 0 } }) });
    let arrive: (() => void) | undefined;
    const router = renderAt('/utenti', [
      {
        path: '/altro',
        loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
        element: <p>altro</p>,
      },
    ]);
    await screen.findByText('stato success');
    // The pause's timer in hand, so that it ends in the same moment as the click: the router has
    // started the navigation, React has not yet drawn it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'filtro' }), { target: { value: 'Bianchi' } });
    const leaving = router.navigate('/altro');
    while (router.state.navigation.state === 'idle') await Promise.resolve();
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    arrive?.();
    await leaving;
    expect(await screen.findByText('altro')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/altro');
  });
});
