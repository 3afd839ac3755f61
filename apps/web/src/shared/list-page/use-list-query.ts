import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FILTER_DEBOUNCE_MS } from '@sportello/domain';
import {
  DEFAULT_PAGE_SIZE,
  totalPages,
  type EndpointInput,
  type EndpointOutput,
  type EndpointSpec,
  type Page,
} from '@sportello/domain/api';
import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from 'react-router';
import { api, apiHref } from '../http/api-client.ts';
import { currentLanguage } from '../i18n/language.ts';
import { asyncStateOf, type AsyncState } from '../query/async-state.ts';
import { useDeferredData } from '../query/deferred-data.ts';
import { scopedKey, scopeKey } from '../query/query-keys.ts';
import { tolerateStatuses } from '../query/tolerate-statuses.ts';
import type { ListPageFilter, ListPagePagination, ListPageSort } from './list-page.tsx';

/** A list endpoint: its answer is a Page. */
type ListEndpoint = EndpointSpec & { method: 'GET' };

export interface ListQueryOptions {
  /** The query key's area part, under the acting scope: `['users', 'list']`. */
  key: readonly unknown[];
  /** `name` or `-created_at`: the endpoint's default. */
  defaultSort: string;
  size?: number;
  /** Two lists on one page keep their state apart in the URL: `inv_page`, `inv_sort`, `inv_q`. */
  prefix?: string;
  /** The endpoint's own typed filters. */
  extra?: Record<string, string | number | undefined>;
  /** The path's parameters of a list under one thing (`/rest/staff/companies/:id/audit`). */
  params?: Record<string, string | number>;
}

export interface ListQueryState<T> {
  query: UseQueryResult<Page<T>>;
  state: AsyncState;
  items: T[];
  total: number;
  filter: ListPageFilter;
  pagination: ListPagePagination;
  sort: ListPageSort;
  /** The same list as CSV, every page of it with the current filters and sort: the export button's link. */
  csvHref: string;
}

type ItemOf<S extends EndpointSpec> = EndpointOutput<S> extends Page<infer T> ? T : never;

/**
 * A server-paged list whose page, sort and filter live in the URL (so a list is linkable and
 * survives a reload): the filter box is debounced (spec 1 §9), a new filter or sort goes back
 * to page 1, and while the next page loads the current one stays — within the same company only.
 */
export function useListQuery<S extends ListEndpoint>(spec: S, options: ListQueryOptions): ListQueryState<ItemOf<S>> {
  const [params, setParams] = useSearchParams();
  const name = (part: string) => (options.prefix ? `${options.prefix}_${part}` : part);
  const page = Math.max(1, Number(params.get(name('page'))) || 1);
  const sort = params.get(name('sort')) ?? options.defaultSort;
  const q = params.get(name('q')) ?? '';
  const size = options.size;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [part, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name(part));
            else next.set(name(part), value);
          }
          return next;
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name() depends on the prefix only
    [setParams, options.prefix],
  );

  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  // Typed, then a link followed before the pause ended: writing the filter now would cancel the
  // navigation under way, or land it on the next page. It is written once the router is idle again
  // on this page; a page left behind writes nothing. The router's own state is read, not only what
  // this page last rendered: the router tells React of a navigation as a transition, and the pause's
  // end, an ordinary update, is drawn before it — with the navigation not yet begun as far as the
  // page knows — and so is the next page while it is drawn (React Router gives the router itself
  // only through its UNSAFE_ context).
  const navigating = useNavigation().state !== 'idle';
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const here = useLocation().key;
  useEffect(() => {
    const elsewhere =
      router !== undefined && (router.state.location.key !== here || router.state.navigation.state !== 'idle');
    if (!navigating && !elsewhere && debounced.trim() !== q)
      update({ q: debounced.trim() || undefined, page: undefined });
  }, [debounced, q, update, navigating, router, here]);

  const selection = { sort, ...(q ? { q } : {}), ...options.extra };
  const listQuery = { page, ...(size ? { size } : {}), ...selection };
  const scope = scopeKey()[0];
  const empty: Page<ItemOf<S>> = { items: [], page, size: size ?? DEFAULT_PAGE_SIZE, total: 0 };
  const query = useQuery({
    queryKey: scopedKey(...options.key, listQuery),
    // Spec 1 §4: a 401, 403, 404 or 410 is a finished, empty list, not an error.
    queryFn: ({ signal }) =>
      tolerateStatuses(
        () =>
          api(spec, { params: options.params, query: listQuery } as EndpointInput<S>, { signal }) as Promise<
            Page<ItemOf<S>>
          >,
        empty,
      )(),
    // The page shown while the next one loads must be the same company's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === scope ? previous : undefined),
  });

  // A page of rows is drawn as a transition: React draws it in slices between which the browser stays
  // responsive, instead of one long task when the answer arrives (issue 13: total blocking time).
  // Until it is drawn the list says what it said before (loading, or the previous page updating).
  const { data } = useDeferredData(query);
  const drawn = data === query.data;
  return {
    query,
    state: drawn ? asyncStateOf(query) : data === undefined ? 'pending' : 'updating',
    items: data?.items ?? [],
    total: data?.total ?? 0,
    filter: { text, onChange: setText },
    pagination: {
      page,
      totalPages: data ? totalPages(data) : 1,
      ...(data?.totalAtLeast ? { moreThan: data.total } : {}),
      onChange: (next) => update({ page: next > 1 ? String(next) : undefined }),
    },
    sort: {
      value: sort,
      onChange: (next) => update({ sort: next === options.defaultSort ? undefined : next, page: undefined }),
    },
    csvHref: apiHref(spec, {
      params: options.params,
      query: { ...selection, format: 'csv', lang: currentLanguage() },
    } as Parameters<typeof apiHref<S>>[1]),
  };
}
