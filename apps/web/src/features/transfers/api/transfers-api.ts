import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainRegistrantInput, HostingTransferInput } from '@sportello/domain';
import { productsApi, transfersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 25;

/** Spec 3 §7 "GET products with missing_data=1": the products awaiting transfer data, paged on the server. */
export const useAwaitingProducts = () =>
  useListQuery(productsApi.list, {
    key: ['products', 'awaiting-data'],
    defaultSort: 'data_fine',
    size: PAGE_SIZE,
    extra: { missing_data: '1' },
  });

/** GET /rest/orders/{id}: the order a product belongs to (its state opens the forms). */
export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: scopedKey('orders', id),
    queryFn: ({ signal }) => api(transfersApi.order, { params: { id: id! } }, { signal, notify: false }),
    enabled: id !== null,
  });

/** The sent data change the product's flags: the transfers list, the products and the dashboard are asked again. */
function useSend<T>(send: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: scopedKey('products') });
      await client.invalidateQueries({ queryKey: scopedKey('orders') });
    },
  });
}

export const useSendRegistrant = () =>
  useSend((body: DomainRegistrantInput) => api(transfersApi.domainRegistrant, { body }, { notify: false }));
export const useSendHostingTransfer = () =>
  useSend((body: HostingTransferInput) => api(transfersApi.hostingTransfer, { body }, { notify: false }));
