import { useQuery } from '@tanstack/react-query';
import type { Company } from '@sportello/domain';
import { http } from '../../http/http-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET /rest/company/{id}: the company's billing profile (id 0: the defaults for a new company). */
export function getCompany(id: number): Promise<Company> {
  return http.get<Company>(`/rest/company/${id}`);
}

export function useCompany(id: number) {
  return useQuery({ queryKey: companyKeys.company(id), queryFn: () => getCompany(id) });
}
