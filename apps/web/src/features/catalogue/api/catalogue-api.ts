import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryMarkupInput } from '@sportello/domain';
import { catalogueApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** GET /rest/price_list: the whole price list of the acting company, names in the current language. */
export function usePriceList() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: scopedKey('catalogue', 'price_list', language),
    queryFn: ({ signal }) => api(catalogueApi.priceList, {}, { signal }),
  });
}

/** PUT /rest/category_markups/{category}: the price list is asked again (its customer prices change). */
export function useSaveMarkup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ category, body }: { category: string; body: CategoryMarkupInput }) =>
      api(catalogueApi.saveMarkup, { params: { category }, body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: scopedKey('catalogue') }),
  });
}
