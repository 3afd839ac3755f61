import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffQueueDecisionInput, StaffQueueKind } from '@sportello/domain';
import { staffApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const STAFF_KEY = 'staff';
const keys = {
  queues: () => scopedKey(STAFF_KEY, 'queues'),
  company: (id: number) => scopedKey(STAFF_KEY, 'company', id),
};

/** The console's search: every company by name, filtered on the server by `q`. */
export const useCompanySearch = () =>
  useListQuery(staffApi.companies, { key: [STAFF_KEY, 'companies'], defaultSort: 'ragione_sociale', size: 25 });

export const useQueueCounts = () =>
  useQuery({
    queryKey: keys.queues(),
    queryFn: ({ signal }) => api(staffApi.queues, {}, { signal, idCliente: null }),
    refetchInterval: 60_000,
  });

export const useStaffCompany = (id: number) =>
  useQuery({
    queryKey: keys.company(id),
    queryFn: ({ signal }) => api(staffApi.company, { params: { id } }, { signal, idCliente: null, notify: false }),
    enabled: id > 0,
    retry: false,
  });

export const useCompanyAudit = (id: number) =>
  useListQuery(staffApi.audit, {
    key: [STAFF_KEY, 'audit', id],
    defaultSort: '-at',
    size: 20,
    params: { id },
  });

export const useQueue = (kind: StaffQueueKind) =>
  useListQuery(staffApi.queue, {
    key: [STAFF_KEY, 'queue', kind],
    defaultSort: 'created_at',
    size: 25,
    params: { kind },
  });

/** An operator's decision on one item: the queue, its count and the company's audit change with it. */
/**
 * A decision on a queue's request; its toast is told here, not by the caller: the queue read again
 * drops the decided row, and the row's buttons, unmounted, would no longer hear the mutation end.
 */
export function useDecide(kind: StaffQueueKind) {
  const client = useQueryClient();
  const { t } = useTranslation('staff');
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: StaffQueueDecisionInput }) =>
      api(staffApi.decide, { params: { kind, id }, body: decision }, { idCliente: null }),
    onSuccess: () => {
      notify({ level: 'success', message: t('decide.done') });
      return client.invalidateQueries({ queryKey: scopedKey(STAFF_KEY) });
    },
  });
}
