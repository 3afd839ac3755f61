import { useQuery } from '@tanstack/react-query';
import type { Language } from '@sportello/domain';
// Not from the domain's index: the country names load only with this page (see docs/decisions.md).
import { loadCountryOptions } from '@sportello/domain/company/countries';
import { companyKeys } from './company-keys.ts';

/** The country select's options in the page's language (a chunk of names per language, loaded on demand). */
export function useCountryOptions(language: Language) {
  return useQuery({ queryKey: companyKeys.countries(language), queryFn: () => loadCountryOptions(language), staleTime: Infinity });
}
