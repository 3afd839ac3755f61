import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceKind } from '@sportello/domain';
import { companyApi, movementsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** Spec 2 §9: 50 movements a page. */
const PAGE_SIZE = 50;
const movementsKeys = { all: () => scopedKey('movements') };

/** GET /rest/account_movements: a tab's movements, newest first; page, filter and tab in the URL. */
export const useAccountMovements = (tipo: BalanceKind) =>
  useListQuery(movementsApi.list, {
    key: ['movements', 'list'],
    defaultSort: '-data',
    size: PAGE_SIZE,
    extra: { tipo },
  });

/** POST /rest/commissions (multipart: the `json` field and the files); the statement is read again. */
export function useRequestCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api(movementsApi.request, { body: form }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKeys.all() }),
  });
}

/** PUT /rest/company/{id} with the three cashback months. */
export function useSaveCashbackMonths(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number[]) =>
      api(companyApi.update, { params: { id: companyId }, body: { cashback_months: months } }, { notify: 'failures' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKeys.all() }),
  });
}
