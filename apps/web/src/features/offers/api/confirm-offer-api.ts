import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayOfferInput } from '@sportello/domain';
import { offersApi, paymentsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';
import { tolerateStatuses } from '../../../shared/query/tolerate-statuses.ts';

const offerKey = (id: number) => scopedKey('offers', 'offer', id);

/** GET /rest/offers/{id}: the offer confirm_offer shows; null when it is not the company's (404). */
export const useOffer = (id: number) =>
  useQuery({
    queryKey: offerKey(id),
    queryFn: ({ signal }) =>
      tolerateStatuses(() => api(offersApi.get, { params: { id } }, { signal, notify: false }), null)(),
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST /api/pay_offer: confirm and pay the offer; a trial is an order at once, so the offer is asked again. */
export function usePayOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayOfferInput) => api(paymentsApi.payOffer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: offerKey(id) }),
  });
}
