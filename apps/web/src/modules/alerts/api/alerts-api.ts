import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERTS_REFRESH_MS, type Alert, type Alerts } from '@sportello/domain';
import { alertsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** Every alerts query key starts here (the server writes the texts in the language asked for). */
export const ALERTS_KEY = 'alerts';

const alertsKey = (language: string) => scopedKey(ALERTS_KEY, language);

/**
 * GET /rest/alerts: the user's persistent alerts with the unread count, asked again on navigation,
 * focus and every few minutes. A failure is shown where the alerts are (the panel), never as a toast
 * on every page.
 */
export function useAlerts(enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: alertsKey(language),
    queryFn: ({ signal }) => api(alertsApi.list, {}, { signal, notify: false }),
    enabled,
    staleTime: 30_000,
    refetchInterval: ALERTS_REFRESH_MS,
  });
}

function withAlert(alerts: Alerts | undefined, changed: Alert): Alerts | undefined {
  if (!alerts) return alerts;
  const before = alerts.items.find((a) => a.id === changed.id);
  const delta = before && before.unread !== changed.unread ? (changed.unread ? 1 : -1) : 0;
  return {
    items: alerts.items.map((a) => (a.id === changed.id ? changed : a)),
    unread: Math.max(0, alerts.unread + delta),
  };
}

/** PUT /rest/alerts/{id}: read (unread false) or unread again; the answer replaces the alert in the cache. */
export function useMarkAlert() {
  const client = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: ({ id, unread }: { id: string; unread: boolean }) =>
      api(alertsApi.mark, { params: { id }, body: { unread } }),
    onSuccess: (alert) => client.setQueryData<Alerts>(alertsKey(language), (old) => withAlert(old, alert)),
    onError: () => client.invalidateQueries({ queryKey: scopedKey(ALERTS_KEY) }),
  });
}

/** PUT /rest/alerts: all the user's alerts read. */
export function useMarkAllAlerts() {
  const client = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: () => api(alertsApi.markAll, { body: { unread: false } }),
    onSuccess: (alerts) => client.setQueryData<Alerts>(alertsKey(language), alerts),
    onError: () => client.invalidateQueries({ queryKey: scopedKey(ALERTS_KEY) }),
  });
}
