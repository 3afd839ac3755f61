import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms, TermsType } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { onboardingKeys } from './onboarding-keys.ts';

/** GET /rest/terms/{type}: the contract's title and its (sanitised) HTML text. */
export function getTerms(type: TermsType): Promise<Terms> {
  return http.get<Terms>(`/rest/terms/${type}`);
}

export const termsQueryOptions = (type: TermsType) =>
  queryOptions({ queryKey: onboardingKeys.terms(type), queryFn: () => getTerms(type), staleTime: 10 * 60_000 });

export function useTerms(type: TermsType, enabled = true) {
  return useQuery({ ...termsQueryOptions(type), enabled });
}
