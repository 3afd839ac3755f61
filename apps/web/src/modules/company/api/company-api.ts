import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate, Language } from '@sportello/domain';
import { companyApi, onboardingApi } from '@sportello/domain/api';
// Not from the domain's index: the country names load only with this page (see docs/decisions.md).
import { loadCountryOptions } from '@sportello/domain/company/countries';
import { api } from '../../../shared/http/api-client.ts';
import { isFinishedStatus } from '../../../shared/query/tolerate-statuses.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** Query keys of the company's billing profile and of the catalogues its forms use, under the acting scope. */
export const companyKeys = {
  company: (id: number) => scopedKey('company', id),
  skills: () => scopedKey('skills'),
  // Shipped with the app, not asked of the server: the same for everyone.
  countries: (language: string) => ['countries', language] as const,
};

/** GET /rest/company/{id}: the company's billing profile (id 0: the defaults for a new company). */
export function useCompany(id: number) {
  return useQuery({
    queryKey: companyKeys.company(id),
    queryFn: () => (id === 0 ? api(companyApi.defaults, {}) : api(companyApi.get, { params: { id } })),
  });
}

export interface UpdateCompanyInput {
  id: number;
  changes: CompanyUpdate;
  /** false: the caller maps the refusal onto its form instead of a toast. */
  notify?: boolean;
}

/**
 * PUT /rest/company/{id}: billing fields, terms acceptance, skills, payment settings or the approval
 * request. The answer replaces the cached company, so every form showing it sees the saved values.
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, notify }: UpdateCompanyInput) =>
      api(companyApi.update, { params: { id }, body: changes }, notify === undefined ? {} : { notify }),
    onSuccess: (saved, { id }) => queryClient.setQueryData(companyKeys.company(id), saved),
  });
}

/** GET /rest/skills: the catalogue, sorted by tipo, then nome. */
export function useSkills() {
  return useQuery({
    queryKey: companyKeys.skills(),
    queryFn: () => api(onboardingApi.skills, {}),
    staleTime: 30 * 60_000,
  });
}

/** The country select's options in the page's language (a chunk of names per language, loaded on demand). */
export function useCountryOptions(language: Language) {
  return useQuery({
    queryKey: companyKeys.countries(language),
    queryFn: () => loadCountryOptions(language),
    staleTime: Infinity,
  });
}

/** GET /api/zipcode/{country}/{zip}: the places with that postal code; null when unknown (404 tolerated, no toast). */
export function lookupZipcode(country: string, zip: string) {
  return orNull(api(onboardingApi.zipcode, { params: { country, zip } }, { notify: false }));
}

/** GET /rest/province/{cap} (Italy): the province code; null when unknown (404 tolerated, no toast). */
export async function getProvince(cap: string): Promise<string | null> {
  return (await orNull(api(onboardingApi.province, { params: { cap } }, { notify: false })))?.provincia ?? null;
}

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isFinishedStatus(error)) return null;
    throw error;
  }
}
