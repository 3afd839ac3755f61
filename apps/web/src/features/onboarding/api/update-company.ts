import { useMutation } from '@tanstack/react-query';
import type { Company, CompanyUpdate } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

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

export function useUpdateCompany() {
  return useMutation({ mutationFn: updateCompany });
}
