import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferRejectionReason, OfferSection } from '@sportello/domain';
import { offersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 10;

/** The URL prefix of each section's page and sort: three lists on one page keep their state apart. */
const PREFIX: Record<OfferSection, string> = { open: 'open', orders: 'ord', rejected: 'rej' };

/** GET /rest/offers?section=…: one section of the offers page, newest first, paged by the server. */
export const useOfferSection = (section: OfferSection) =>
  useListQuery(offersApi.list, {
    key: ['offers', 'list', section],
    defaultSort: '-data',
    size: PAGE_SIZE,
    prefix: PREFIX[section],
    extra: { section },
  });

/** PUT /rest/offers/{id}: reject with a reason; every section is read again (the offer moves). */
export function useRejectOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: OfferRejectionReason }) =>
      api(offersApi.reject, { params: { id }, body: { stato: 'rifiutata', motivazione_rifiuto: reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKey('offers') }),
  });
}
