import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@sportello/domain';
import { documentsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** GET /rest/documents: the company's billing entity's documents in the current language. */
export function useDocuments() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: scopedKey('documents', 'list', language),
    queryFn: ({ signal }) => api(documentsApi.list, {}, { signal }),
  });
}

/** GET /rest/contracts/{type}: title and sanitised HTML, loaded when the dialog opens. */
export function useContract(type: ContractType | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: scopedKey('documents', 'contract', type, language),
    queryFn: ({ signal }) => api(documentsApi.contract, { params: { type: type ?? 'customer' } }, { signal }),
    enabled: type !== null,
    staleTime: 10 * 60_000,
  });
}
