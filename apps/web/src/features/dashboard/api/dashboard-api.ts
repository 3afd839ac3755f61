import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_EXPIRY_DAYS } from '@sportello/domain';
import { productsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** A dashboard section shows the first ones; the products page has them all. */
const SECTION_SIZE = 20;

/** 'Nuove attivazioni' (spec 2 §2): awaiting transfer data, being activated or in trial, chosen by the server. */
export const useNewActivations = () =>
  useQuery({
    queryKey: scopedKey('products', 'dashboard', 'new-activations'),
    queryFn: ({ signal }) =>
      api(productsApi.list, { query: { new_activations: '1', size: SECTION_SIZE, sort: 'data_fine' } }, { signal }),
  });

/** Spec 2 §9: the products expiring within the dashboard's window (30 days). */
export const useExpiringProducts = () =>
  useQuery({
    queryKey: scopedKey('products', 'dashboard', 'expiring'),
    queryFn: ({ signal }) =>
      api(
        productsApi.list,
        { query: { expiring_within: DASHBOARD_EXPIRY_DAYS, size: SECTION_SIZE, sort: 'data_fine' } },
        { signal },
      ),
  });
