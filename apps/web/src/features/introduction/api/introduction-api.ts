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

/** The form's values and the files picked beside them (none: the files kept stay). */
export interface IntroductionSubmission {
  values: IntroductionInput;
  files: { logo: File | null; brochure: File | null };
}

/**
 * PUT /rest/introduction/1, multipart (the values as its json field, the logo and the brochure as
 * file parts); the client toasts the answer. A survey sets the survey date on the
 * server: the session is read again, so the shell's banner goes away for a year.
 */
export function useSaveIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, files }: IntroductionSubmission) => {
      const body = new FormData();
      // The values as typed: the server reads them with the same schema.
      body.append('json', JSON.stringify(values));
      if (files.logo) body.append('logo', files.logo, files.logo.name);
      if (files.brochure) body.append('brochure', files.brochure, files.brochure.name);
      return api(introductionApi.save, { body });
    },
    onSuccess: async (saved, { values }) => {
      queryClient.setQueryData(introductionKey(), saved.introduction);
      if (values.variant === 'survey') await loadUserInfo().catch(() => null);
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
