import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

export type { CompanyAccess } from '@sportello/domain';

/** The companies the user may act for, keyed by id_azienda. */
export function getCompanyAccess() {
  return api(authApi.companyAccess, {}, { idCliente: null });
}

export const companyAccessQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('auth', 'company-access'), queryFn: getCompanyAccess, staleTime: 5 * 60_000 });

export function useCompanyAccess() {
  return useQuery(companyAccessQueryOptions());
}

/** Spec 1 §2.3: "change company" only for users with more than one company (the entries' key count). */
export function useHasSeveralCompanies(): boolean {
  const { data } = useCompanyAccess();
  return data ? Object.keys(data).length > 1 : false;
}
