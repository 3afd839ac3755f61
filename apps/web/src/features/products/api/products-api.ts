import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayProductInput, PayUpgradeInput, ProductGroup, ProductOrderUpdate } from '@sportello/domain';
import { paymentsApi, productsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';
import { tolerateStatuses } from '../../../shared/query/tolerate-statuses.ts';

const PAGE_SIZE = 25;
const productsKey = ['products', 'list'] as const;

/** GET /rest/products: a page of the company's products (data_fine first), page, sort, filter and group in the URL. */
export const useProducts = (group: ProductGroup | undefined) =>
  useListQuery(productsApi.list, { key: productsKey, defaultSort: 'data_fine', size: PAGE_SIZE, extra: { group } });

/** PUT /rest/product_orders/{id}; the caller says how it went (spec 2 §8 toasts), the list is asked again. */
export function useUpdateProductOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductOrderUpdate }) =>
      api(productsApi.updateOrder, { params: { id }, body }, { notify: false }),
    onSettled: () => client.invalidateQueries({ queryKey: scopedKey('products') }),
  });
}

/** product_renew / product_upgrade (spec 2 §2, §7: "by id when renewing or upgrading"): the products of the route's ids. */
export const useProductsByIds = (ids: readonly number[]) =>
  useQuery({
    queryKey: scopedKey('products', 'by-ids', ids.join('-')),
    queryFn: ({ signal }) => api(productsApi.list, { query: { ids: ids.join('-'), sort: 'id', size: 50 } }, { signal }),
    enabled: ids.length > 0,
  });

/** POST /api/pay_product: renew the products (a renewal invoice, paid like one). */
export const usePayProduct = () =>
  useMutation({ mutationFn: (body: PayProductInput) => api(paymentsApi.payProduct, { body }) });

/** GET /rest/product_upgrades/{id}: the targets of the product's group with their quotes; null when it is not the company's (404). */
export const useUpgradeOptions = (id: number) =>
  useQuery({
    queryKey: scopedKey('products', 'upgrades', id),
    queryFn: ({ signal }) =>
      tolerateStatuses(() => api(paymentsApi.upgradeOptions, { params: { id } }, { signal, notify: false }), null)(),
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST /api/pay_product_upgrade. */
export const usePayUpgrade = () =>
  useMutation({ mutationFn: (body: PayUpgradeInput) => api(paymentsApi.payUpgrade, { body }) });
