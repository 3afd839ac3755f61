import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DnsZone, DnsZoneBody, ServiceDetail, ServiceUpdate } from '@sportello/domain';
import { dnsApi, servicesApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 25;

/** GET /rest/services: the company's domains, page and filter in the URL. */
export const useServices = () =>
  useListQuery(servicesApi.list, { key: ['services', 'list'], defaultSort: 'dominio', size: PAGE_SIZE });

const detailKey = (domain: string) => scopedKey('services', 'detail', domain);

/** GET /rest/services/{domain}: loading, then the detail or the error ('Errore: Servizi non trovati'). */
export const useServiceDetail = (domain: string) =>
  useQuery({
    queryKey: detailKey(domain),
    queryFn: ({ signal }) => api(servicesApi.detail, { params: { domain } }, { signal, notify: false }),
    retry: false,
  });

/**
 * PUT /rest/services/{domain}. The auto-upgrade switch shows its new state at once and goes back
 * to the saved one when the call fails (spec 3 §4, §8): the cache holds the optimistic value
 * until the answer replaces it.
 */
export function useSaveService(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceUpdate) => api(servicesApi.update, { params: { domain }, body }, { notify: false }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: detailKey(domain) });
      const before = client.getQueryData<ServiceDetail>(detailKey(domain));
      if (before?.pannello_dettaglio && 'auto_upgrade_bw' in body) {
        client.setQueryData<ServiceDetail>(detailKey(domain), {
          ...before,
          pannello_dettaglio: { ...before.pannello_dettaglio, auto_upgrade_bw: body.auto_upgrade_bw },
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(detailKey(domain), context.before);
    },
    onSuccess: (saved) => {
      client.setQueryData(detailKey(domain), saved);
      void client.invalidateQueries({ queryKey: scopedKey('services', 'list') });
    },
  });
}

/** Spec 3 §8: 401, 404 and 422 on service saves and redirect edits are ignored silently (the toggle still reverts); others are told. */
export const silentSaveError = (error: unknown) => isApiError(error) && [401, 404, 422].includes(error.status);

/** GET /rest/panel_login/{id}: the sign-on link, asked when the button is pressed. */
export const panelLoginUrl = (id: number) =>
  api(servicesApi.panelLogin, { params: { id } }, { notify: false }).then((r) => r.url);

const keysKey = (panelId: number) => scopedKey('services', 'ssh_keys', panelId);

export const useSshKeys = (panelId: number, enabled: boolean) =>
  useQuery({
    queryKey: keysKey(panelId),
    queryFn: ({ signal }) => api(servicesApi.sshKeys, { query: { idPannello: panelId } }, { signal, notify: false }),
    enabled,
  });

export function useSshKeyChange(panelId: number) {
  const client = useQueryClient();
  const onSuccess = (keys: string[]) => client.setQueryData(keysKey(panelId), keys);
  return {
    add: useMutation({
      mutationFn: (key: string) =>
        api(servicesApi.addSshKey, { body: { idPannello: panelId, key } }, { notify: false }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (key: string) =>
        api(servicesApi.deleteSshKey, { params: { key }, query: { idPannello: panelId } }, { notify: false }),
      onSuccess,
    }),
  };
}

const zoneKey = (domain: string) => scopedKey('dns', domain);

export const useDnsZone = (domain: string, enabled: boolean) =>
  useQuery({
    queryKey: zoneKey(domain),
    queryFn: ({ signal }) => api(dnsApi.zone, { params: { domain } }, { signal, notify: false }),
    enabled,
    retry: false,
  });

export function useSaveZone(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DnsZoneBody) => api(dnsApi.save, { params: { domain }, body }, { notify: false }),
    onSuccess: (zone: DnsZone) => client.setQueryData(zoneKey(domain), zone),
  });
}
