import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WizardStateInput } from '@sportello/domain';
import { catalogueApi, customersApi, MAX_PAGE_SIZE, offersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** What the quote call reads: the wizard state and the domain searched before opening the wizard. */
export interface QuoteRequest {
  state: WizardStateInput;
  domain: string | null;
}

const wizardKeys = {
  priceList: () => scopedKey('wizard', 'price-list'),
  quote: (request: QuoteRequest) => scopedKey('wizard', 'quote', request),
  // Under 'customers': a new prospect makes the list stale (modules/prospects).
  customers: (q: string) => scopedKey('customers', 'wizard', q),
  offer: (id: number) => scopedKey('offers', 'detail', id),
};

/** GET /rest/price_list: the company's products, their names and prices ('Stiamo caricando il wizard...'). */
export const usePriceList = () =>
  useQuery({
    queryKey: wizardKeys.priceList(),
    queryFn: ({ signal }) => api(catalogueApi.priceList, {}, { signal }),
    staleTime: 5 * 60_000,
  });

const quoteOptions = (request: QuoteRequest) => ({
  queryKey: wizardKeys.quote(request),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(offersApi.quote, { body: request }, { signal, notify: false }),
  staleTime: 60_000,
});

/**
 * POST /rest/offers/quote on the (debounced) state: the answer for the latest state is the one
 * shown — an older request's answer belongs to its own key and never replaces it.
 */
export const useQuote = (request: QuoteRequest) =>
  useQuery({ ...quoteOptions(request), placeholderData: keepPreviousData });

/** The server's answer for exactly this state if it has one already (Avanti asked for it): never fetches. */
export const useKnownQuote = (request: QuoteRequest) => useQuery({ ...quoteOptions(request), enabled: false });

/** The server's answer for exactly this state, now (Avanti waits for it rather than for the debounce). */
export function useFetchQuote() {
  const queryClient = useQueryClient();
  return (request: QuoteRequest) => queryClient.fetchQuery(quoteOptions(request));
}

/** GET /rest/my_customers: the reseller's customers for the Clienti step, by name, filtered by the server. */
export const useWizardCustomers = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: wizardKeys.customers(q),
    queryFn: ({ signal }) =>
      api(
        customersApi.list,
        { query: { page: 1, size: MAX_PAGE_SIZE, sort: 'ragione_sociale', ...(q ? { q } : {}) } },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

/** POST /rest/offers: the server recomputes the offer from the state and answers its number. */
export function useSaveOffer() {
  return useMutation({
    mutationFn: (request: QuoteRequest & { action: NonNullable<WizardStateInput['action']> }) =>
      api(offersApi.create, {
        body: { action: request.action, state: { ...request.state, action: request.action }, domain: request.domain },
      }),
  });
}

/** GET /rest/offers/{id}: whether the saved offer may be confirmed by this user (its enable_orders). */
export const useSavedOffer = (id: number | null) =>
  useQuery({
    queryKey: wizardKeys.offer(id ?? 0),
    queryFn: ({ signal }) => api(offersApi.get, { params: { id: id ?? 0 } }, { signal, notify: false }),
    enabled: id !== null,
  });
