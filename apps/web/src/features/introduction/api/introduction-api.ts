import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntroductionInput } from '@sportello/domain';
import { introductionApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';
import { loadUserInfo } from '../../../shared/session/session.ts';

const introductionKey = () => scopedKey('introduction');

/** GET /rest/introduction/1. */
export function useIntroduction() {
  return useQuery({
    queryKey: introductionKey(),
    queryFn: ({ signal }) => api(introductionApi.get, {}, { signal }),
  });
}

/**
 * PUT /rest/introduction/1; the client toasts the answer. A survey sets the survey date on the
 * server: the session is read again, so the shell's banner goes away for a year.
 */
export function useSaveIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IntroductionInput) => api(introductionApi.save, { body: input }),
    onSuccess: async (saved, input) => {
      queryClient.setQueryData(introductionKey(), saved.introduction);
      if (input.variant === 'survey') await loadUserInfo().catch(() => null);
    },
  });
}

/** DELETE /rest/company_logo/1 or /rest/company_brochure/1, after the page's confirmation. */
export function useDeleteCompanyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'logo' | 'brochure') =>
      api(kind === 'logo' ? introductionApi.deleteLogo : introductionApi.deleteBrochure, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: introductionKey() }),
  });
}
