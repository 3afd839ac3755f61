import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from '@sportello/domain/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type Reply } from '../../test/fake-server.ts';
import { createQueryClient } from '../query/query-client.ts';
import { ListPage } from './list-page.tsx';
import { useListQuery } from './use-list-query.ts';

/** A list page as a feature writes one: a server-paged list in the page shell. */
function UsersPage() {
  const list = useListQuery(usersApi.list, { key: ['users', 'list'], defaultSort: 'name', size: 2 });
  return (
    <ListPage title="Utenti" state={list.state} count={list.total} filter={list.filter} pagination={list.pagination}>
      <ul>
        {list.items.map((u) => (
          <li key={u.id}>{u.username}</li>
        ))}
      </ul>
    </ListPage>
  );
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

/** The server's side of the contract: filter by `q`, then cut the requested page. */
function pagedUsers(names: readonly string[]) {
  return (call: { query: URLSearchParams }): Reply => {
    const q = call.query.get('q') ?? '';
    const page = Number(call.query.get('page') ?? 1);
    const size = Number(call.query.get('size') ?? 10);
    const matching = names.filter((n) => n.includes(q));
    const items = matching.slice((page - 1) * size, page * size).map((n, i) => user(i + 1, n));
    return { body: { items, page, size, total: matching.length } };
  };
}

function renderList(reply: Reply | ((call: { query: URLSearchParams }) => Reply | Promise<Reply>)) {
  const server = fakeServer({ 'GET /rest/users': reply });
  const router = createMemoryRouter([{ path: '/utenti', element: <UsersPage /> }], { initialEntries: ['/utenti'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return server;
}

describe('list page shell (spec 1 §2.3)', () => {
  it('shows breadcrumbs from the dashboard, the title and a skeleton while loading', async () => {
    let answer!: (reply: Reply) => void;
    renderList(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Utenti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('list-loading')).toBeTruthy();
    await act(async () => answer({ body: { items: [user(1, 'rossi')], page: 1, size: 2, total: 1 } }));
    expect(await screen.findByText('rossi')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('shows the default empty text', async () => {
    renderList({ body: { items: [], page: 1, size: 2, total: 0 } });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun elemento presente in questa sezione');
  });

  it('treats a 404 as finished and empty, not as an error', async () => {
    renderList({ status: 404, body: { message: 'x' } });
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('shows the default error text when loading fails', async () => {
    renderList({ status: 500, body: { message: 'boom' } });
    expect((await screen.findByTestId('list-error')).textContent).toBe(
      'Si è verificato un problema inatteso, riprova più tardi',
    );
  });

  it('asks the server for the filter 300 ms after the last keystroke', async () => {
    const server = renderList(pagedUsers(['rossi', 'bianchi']));
    await screen.findByText('rossi');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Filtra' });
    fireEvent.change(box, { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'bia' } });
    act(() => vi.advanceTimersByTime(299));
    const asked = () => server.calls.map((c) => c.query.get('q')).filter(Boolean);
    expect(asked()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('rossi')).toBeNull());
    expect(screen.getByText('bianchi')).toBeTruthy();
    expect(asked()).toEqual(['bia']);
  });

  it('asks the server for the next page', async () => {
    const server = renderList(pagedUsers(['a', 'b', 'c']));
    await screen.findByText('a');
    expect(screen.queryByText('c')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('c')).toBeTruthy();
    expect(server.calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('numbers only the pages known of a search counted in part, says more match, and reads on past them', async () => {
    // The server counted 1,000 matches and stopped: page 501 (size 2) holds the 1,001st; past it, each
    // page's total reaches its own end, still a lower bound while rows follow.
    const server = renderList((call) => {
      const page = Number(call.query.get('page') ?? 1);
      const total = Math.max(1000, page * 2);
      return {
        body: { items: [user(page, `utente-${page}`)], page, size: 2, total, totalAtLeast: true, next: 'more' },
      };
    });
    await screen.findByText('utente-1');
    expect(screen.getByTestId('list-more-than').textContent).toBe('Più di 1000 risultati');
    expect(screen.getByRole('button', { name: 'Pagina 501' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagina 502' })).toBeNull();
    const user_ = userEvent.setup();
    await user_.click(screen.getByRole('button', { name: 'Pagina 501' }));
    expect(await screen.findByText('utente-501')).toBeTruthy();
    await user_.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('utente-502')).toBeTruthy();
    expect(server.calls.at(-1)?.query.get('page')).toBe('502');
    expect(screen.getByTestId('list-more-than').textContent).toBe('Più di 1004 risultati');
  });

  it('on a phone, numbers the first, the current, the next ones and the last page, so the arrows stay on the line', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const phone = (query: string) =>
      ({
        matches: query === '(max-width: 30em)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as never;
    vi.stubGlobal('matchMedia', phone);
    try {
      renderList(pagedUsers(names));
      await screen.findByText('n00');
      expect(screen.getByRole('button', { name: 'Pagina 3' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pagina 4' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Pagina 10' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('numbers two pages beside the current one on a wider screen', async () => {
    renderList(pagedUsers(Array.from({ length: 20 }, (_, i) => `n${String(i).padStart(2, '0')}`)));
    await screen.findByText('n00');
    expect(screen.getByRole('button', { name: 'Pagina 5' })).toBeTruthy();
  });

  it('says nothing of more matches when the total is every row', async () => {
    renderList(pagedUsers(['a', 'b', 'c']));
    await screen.findByText('a');
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toBeTruthy();
    expect(screen.queryByTestId('list-more-than')).toBeNull();
  });
});
