import { useQuery } from '@tanstack/react-query';
import type { PortalDocument } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { documentsKeys } from './documents-keys.ts';

/** GET /rest/documents: the company's billing entity's documents in the current language. */
export function useDocuments() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: documentsKeys.list(language),
    queryFn: ({ signal }) => http.get<PortalDocument[]>('/rest/documents', { signal }),
  });
}
