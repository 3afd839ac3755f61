import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http-client.ts';
import { authKeys } from './auth-keys.ts';

export interface CompanyAccess {
  id_azienda: number;
  ragione_sociale: string;
  grants: string[];
}

/** GET /rest/company_access: the companies the user may act for, keyed by id_azienda. */
export function getCompanyAccess(): Promise<Record<string, CompanyAccess>> {
  return http.get<Record<string, CompanyAccess>>('/rest/company_access', { idCliente: null });
}

export const companyAccessQueryOptions = () =>
  queryOptions({ queryKey: authKeys.companyAccess(), queryFn: getCompanyAccess, staleTime: 5 * 60_000 });

export function useCompanyAccess() {
  return useQuery(companyAccessQueryOptions());
}

/** Spec 1 §2.3: "change company" only for users with more than one company (the entries' key count). */
export function useHasSeveralCompanies(): boolean {
  const { data } = useCompanyAccess();
  return data ? Object.keys(data).length > 1 : false;
}
