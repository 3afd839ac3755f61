import { useQuery } from '@tanstack/react-query';
import type { ContractText, ContractType } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { documentsKeys } from './documents-keys.ts';

/** GET /rest/contracts/{type}: title and sanitised HTML, loaded when the dialog opens. */
export function useContract(type: ContractType | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: documentsKeys.contract(type ?? '', language),
    queryFn: ({ signal }) => http.get<ContractText>(`/rest/contracts/${type ?? ''}`, { signal }),
    enabled: type !== null,
    staleTime: 10 * 60_000,
  });
}
