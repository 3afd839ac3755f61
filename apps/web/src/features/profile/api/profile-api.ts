import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileUpdate, TotpCodeInput } from '@sportello/domain';
import { profileApi } from '@sportello/domain/api';
import { api, apiHref } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

/** The profile's query keys, under the acting user and company. */
export const profileKeys = {
  profile: (id: number) => scopedKey('profile', id),
  sessions: () => scopedKey('profile', 'sessions'),
};

/** GET /rest/profile/{id}: the signed-in user's own profile. */
export function useProfile(id: number) {
  return useQuery({ queryKey: profileKeys.profile(id), queryFn: () => api(profileApi.get, { params: { id } }) });
}

/** PUT /rest/profile/{id}; the caller shows the spec's own success and failure texts. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      api(profileApi.update, { params: { id }, body: changes }, { notify: false }),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile(id), saved),
  });
}

/** POST /rest/profile/{id}/mail: the token of the link sent to a new address; the caller shows the answer. */
export function useConfirmMail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(profileApi.confirmMail, { params: { id }, body: { token } }, { notify: false }),
    // The link opens the page, whose first read of the profile leaves with the token's confirmation and
    // may come back after it with the old address. An invalidation joins a first read still on its way
    // rather than asking again: that read is dropped first, so the profile is read after the change.
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: profileKeys.profile(id) });
      await queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) });
    },
  });
}

/** PUT /rest/login/{id} (DESIGN §4); the server's 'Password modificata correttamente.' is the toast. */
export function useChangePassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api(profileApi.changePassword, { params: { id }, body: input }, { notify: false }),
    // The other sessions have ended, and a forgotten-password link has served: the next change asks for the password.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) }),
      ]),
  });
}

/** GET /api/auth/totp: a new secret for this session (a fresh one each time the enable dialog opens). */
export function useTotpEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: scopedKey('profile', 'totp-enrolment'),
    queryFn: () => api(profileApi.totpEnrolment, {}),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** GET /qrcode/{encoded uri}.png: the image of the offered secret's otpauth:// address. */
export function totpQrHref(uri: string): string {
  return apiHref(profileApi.qrCode, { params: { '*': `${uri}.png` } });
}

/**
 * POST /api/auth/totp, /api/auth/disabletotp or /api/auth/recoverycodes with a code and the current
 * password; the profile and the sessions follow.
 */
export function useTotpChange(id: number, action: 'enable' | 'disable' | 'remake') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpCodeInput): Promise<{ message: string } | { message: string; recovery_codes: string[] }> =>
      action === 'enable'
        ? api(profileApi.enableTotp, { body }, { notify: false })
        : action === 'disable'
          ? api(profileApi.disableTotp, { body }, { notify: false })
          : api(profileApi.recoveryCodes, { body }, { notify: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
      ]),
  });
}

export function useSessions() {
  return useQuery({ queryKey: profileKeys.sessions(), queryFn: () => api(profileApi.sessions, {}) });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => api(profileApi.endSession, { params: { id: handle } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** GET /rest/login_history: a page of the user's sign-ins, newest first. */
export const useLoginHistory = () =>
  useListQuery(profileApi.loginHistory, { key: ['profile', 'history'], defaultSort: '-at', prefix: 'history' });
