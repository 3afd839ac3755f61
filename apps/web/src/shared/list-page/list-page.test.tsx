import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type Reply } from '../../test/fake-server.ts';
import { http } from '../http/http-client.ts';
import { asyncStateOf } from '../query/async-state.ts';
import { createQueryClient } from '../query/query-client.ts';
import { tolerateStatuses } from '../query/tolerate-statuses.ts';
import { ListPage } from './list-page.tsx';
import { matchesFilter, paginate } from './pagination.ts';
import { useDebouncedFilter } from './use-debounced-filter.ts';

interface Domain {
  name: string;
}

/** A list page as a feature would write one: a query, a filter, the shell. */
function DomainsPage({ onFilter }: { onFilter?: (filter: string) => void }) {
  const { text, setText, filter } = useDebouncedFilter();
  const [page, setPage] = useState(1);
  onFilter?.(filter);
  const query = useQuery({ queryKey: ['domains'], queryFn: tolerateStatuses(() => http.get<Domain[]>('/rest/domains'), []) });
  const visible = (query.data ?? []).filter((d) => matchesFilter(filter, [d.name]));
  const current = paginate(visible, page, 2);
  return (
    <ListPage
      title="Domini"
      state={asyncStateOf(query)}
      count={visible.length}
      filter={{ text, onChange: setText }}
      pagination={{ page: current.page, totalPages: current.totalPages, onChange: setPage }}
    >
      <ul>
        {current.items.map((d) => (
          <li key={d.name}>{d.name}</li>
        ))}
      </ul>
    </ListPage>
  );
}

function renderList(reply: Reply | (() => Reply | Promise<Reply>), onFilter?: (filter: string) => void) {
  fakeServer({ 'GET /rest/domains': reply });
  const router = createMemoryRouter([{ path: '/domains', element: <DomainsPage onFilter={onFilter} /> }], { initialEntries: ['/domains'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('list page shell (spec 1 §2.3)', () => {
  it('shows breadcrumbs from the dashboard, the title and a skeleton while loading', async () => {
    let answer!: (reply: Reply) => void;
    renderList(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Domini' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('list-loading')).toBeTruthy();
    await act(async () => answer({ body: [{ name: 'rossi.it' }] }));
    expect(await screen.findByText('rossi.it')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('shows the default empty text', async () => {
    renderList({ body: [] });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun elemento presente in questa sezione');
  });

  it('treats a 404 as finished and empty, not as an error', async () => {
    renderList({ status: 404, body: { message: 'x' } });
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('shows the default error text when loading fails', async () => {
    renderList({ status: 500, body: { message: 'boom' } });
    expect((await screen.findByTestId('list-error')).textContent).toBe('Si è verificato un problema inatteso, riprova più tardi');
  });

  it('filters 300 ms after the last keystroke', async () => {
    const seen: string[] = [];
    renderList({ body: [{ name: 'rossi.it' }, { name: 'bianchi.ch' }] }, (filter) => seen.push(filter));
    await screen.findByText('rossi.it');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Filtra' });
    fireEvent.change(box, { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'bia' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('rossi.it')).toBeTruthy();
    expect(seen.at(-1)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('rossi.it')).toBeNull();
    expect(screen.getByText('bianchi.ch')).toBeTruthy();
    expect(seen.at(-1)).toBe('bia');
  });

  it('pages through the items', async () => {
    renderList({ body: [{ name: 'a.it' }, { name: 'b.it' }, { name: 'c.it' }] });
    await screen.findByText('a.it');
    expect(screen.queryByText('c.it')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('c.it')).toBeTruthy();
  });
});

describe('pagination helpers', () => {
  it('clamps the page and counts pages', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, totalPages: 3, total: 5 });
    expect(paginate([1, 2, 3], 9, 2).page).toBe(2);
    expect(paginate([], 1, 50)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('matches ignoring case and accents', () => {
    expect(matchesFilter('citta', ['Città di Castello'])).toBe(true);
    expect(matchesFilter('', ['x'])).toBe(true);
    expect(matchesFilter('zz', ['abc', null, 12])).toBe(false);
  });
});
