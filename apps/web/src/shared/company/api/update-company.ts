import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdate } from '@sportello/domain';
import { http } from '../../http/http-client.ts';
import { companyKeys } from './company-keys.ts';

export interface UpdateCompanyInput {
  id: number;
  changes: CompanyUpdate;
  /** false: the caller maps the refusal onto its form instead of a toast. */
  notify?: boolean;
}

/** PUT /rest/company/{id}: billing fields, terms acceptance, skills or the approval request; answers the saved company. */
export function updateCompany({ id, changes, notify }: UpdateCompanyInput): Promise<Company> {
  return http.put<Company>(`/rest/company/${id}`, changes, notify === undefined ? {} : { notify });
}

/** The answer replaces the cached company, so every form showing it sees the saved values. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (saved, { id }) => queryClient.setQueryData(companyKeys.company(id), saved),
  });
}
