import { useQuery } from '@tanstack/react-query';
import type { TermsType } from '@sportello/domain';
import { onboardingApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** GET /rest/terms/{type}: the contract's title and its (sanitised) HTML text. */
export function useTerms(type: TermsType, enabled = true) {
  return useQuery({
    queryKey: scopedKey('onboarding', 'terms', type),
    queryFn: () => api(onboardingApi.terms, { params: { tipo: type } }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
